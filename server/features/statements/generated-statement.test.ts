import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEmployee, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, postUpload, startTestServer, type TestServer } from '../../test/harness';

/** A small deterministic PRNG (mulberry32), so the generated books and statement are the same every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Truth = { key: string; date: string; cents: number; bankText: string };
const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}`;
const usd = (c: number) => (c / 100).toFixed(2);

describe.each(databaseKinds)('a statement generated from the app’s own payments on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let accountId: number;
  const truth: Truth[] = [];
  const notOnStatement: string[] = [];
  const rnd = random(41);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    const projectId = (await api.post('/api/projects', projectPayload({ name: 'Maple St remodel', budget: 90000 }))).body.id;
    const names = ['Ana Lopez', 'Bo Smith', 'Carlos Ruiz', 'Dana White'];
    const employees = await Promise.all(names.map((name) => insertEmployee(server.database.db, { name, dailyRate: '200.00' })));
    const suppliers = ['Home Depot', 'Lowes', 'Sunbelt Rentals', 'Ferguson Supply', 'Shell Oil', 'ABC Lumber', 'Sherwin Williams'];
    let ref = 1000;
    // Expenses paid by check or transfer (this bank's methods), and cash ones with the same amounts (never on the bank).
    for (let i = 0; i < 60; i++) {
      const supplier = pick(suppliers);
      const method = i % 3 === 0 ? 'check' : 'bank_transfer';
      const cents = i % 10 === 0 ? 4500 : Math.round(500 + rnd() * 89500);
      const date = day(2 + Math.floor(rnd() * 25));
      const res = await api.post('/api/expenses', {
        projectId,
        category: 'material',
        description: `${supplier} order`,
        amount: usd(cents),
        date,
        paymentMethod: method,
      });
      expect(res.status).toBe(201);
      ref++;
      const bankText = method === 'check' ? `CHECK ${ref}` : `POS DEBIT ${supplier.toUpperCase()} REF ${ref}`;
      truth.push({ key: `expense:${res.body.id}`, date, cents: -cents, bankText });
      if (i % 12 === 0)
        await api.post('/api/expenses', {
          projectId,
          category: 'material',
          description: `${supplier} cash`,
          amount: usd(cents),
          date,
          paymentMethod: 'cash',
        });
    }
    // Payroll by Zelle each Friday: two employees paid the same amount on the same day.
    for (const friday of [6, 13, 20, 27]) {
      for (const [i, employeeId] of employees.entries()) {
        const cents = i < 2 ? 80000 : Math.round(40000 + rnd() * 60000);
        const res = await api.post('/api/payments', {
          employeeId,
          amount: usd(cents),
          paymentDate: day(friday),
          paymentType: 'other',
          paymentMethod: 'zelle',
          status: 'completed',
        });
        expect(res.status).toBe(201);
        ref++;
        if (friday === 27) notOnStatement.push(`payroll:${res.body.id}`);
        else
          truth.push({
            key: `payroll:${res.body.id}`,
            date: day(friday),
            cents: -cents,
            bankText: `ZELLE TO ${names[i].toUpperCase()} REF ${ref}`,
          });
      }
    }
    // Advances paid by Zelle.
    for (let i = 0; i < 6; i++) {
      const date = day(3 + i * 4);
      const cents = 10000 + i * 2500;
      const res = await api.post('/api/payroll-advances', {
        employeeId: employees[i % 4],
        amount: usd(cents),
        reason: 'Advance',
        advanceDate: date,
        status: 'paid',
        paymentMethod: 'zelle',
      });
      expect(res.status).toBe(201);
      ref++;
      truth.push({ key: `advance:${res.body.id}`, date, cents: -cents, bankText: `ZELLE TO ${names[i % 4].toUpperCase()} REF ${ref}` });
    }
    // Payments received by check on an invoice.
    await api.put(`/api/projects/${projectId}/billing-terms`, {
      clientName: 'Maple Homes',
      clientEmail: 'ap@maple.example',
      retainagePercent: 0,
      paymentTermsDays: 30,
    });
    const sov = (await api.get(`/api/projects/${projectId}/schedule-of-values`)).body;
    const inv = (
      await api.post(`/api/projects/${projectId}/invoices`, {
        invoiceDate: '2026-11-01',
        periodTo: '2026-11-01',
        lines: [{ sovLineId: sov.lines[0].id, mode: 'amount', value: 30000 }],
      })
    ).body;
    await api.post(`/api/invoices/${inv.id}/send`, {});
    for (const [date, cents] of [
      [day(10), 1250000],
      [day(24), 800050],
    ] as const) {
      const res = await api.post(`/api/invoices/${inv.id}/payments`, { date, amount: usd(cents), method: 'check', reference: `CK${date}` });
      expect(res.status).toBe(201);
      ref++;
      const paymentId = res.body.payments.find((p: { reference: string }) => p.reference === `CK${date}`).id;
      truth.push({ key: `received:${paymentId}`, date, cents, bankText: `REMOTE DEPOSIT CHECK REF ${ref}` });
    }
    accountId = (
      await api.post('/api/statements/accounts', {
        name: 'Operating checking',
        kind: 'bank',
        openingBalance: 20000,
        openingDate: '2026-10-31',
      })
    ).body.id;
  }, 120_000);
  afterAll(() => server.close());

  it('matches >= 95 % of the statement automatically with no wrong match, and the reconciliation ties to the cent', async () => {
    // The bank posts each payment 0 to 3 days later, newest line first like most exports, with a running balance.
    const posted = truth.map((t, i) => ({ ...t, posted: day(Math.min(30, Number(t.date.slice(8)) + (i % 4))) }));
    const bankOnly = [
      { key: null, posted: day(30), cents: -1500, bankText: 'MONTHLY SERVICE FEE' },
      { key: null, posted: day(30), cents: 123, bankText: 'INTEREST PAYMENT' },
    ];
    const all = [...posted, ...bankOnly].sort((a, b) => a.posted.localeCompare(b.posted));
    let balance = 2_000_000;
    const rows = all.map((l) => {
      balance += l.cents;
      return [`${l.posted.slice(5, 7)}/${l.posted.slice(8)}/2026`, `"${l.bankText}"`, usd(l.cents), usd(balance)].join(',');
    });
    const csv = `Date,Description,Amount,Balance\n${rows.reverse().join('\n')}\n`;
    const mapping = {
      date: 'Date',
      description: 'Description',
      amount: 'Amount',
      balance: 'Balance',
      dateFormat: 'MM/DD/YYYY',
      sign: 'out-negative',
    };
    const res = await postUpload<Record<string, number>>(
      server,
      `/api/statements/accounts/${accountId}/import`,
      { field: 'file', data: Buffer.from(csv), name: 'november.csv', type: 'text/csv' },
      { mapping: JSON.stringify(mapping) },
    );
    expect(res.status).toBe(201);
    expect(res.body.added).toBe(all.length);

    const lines = (await api.get(`/api/statements/accounts/${accountId}/lines`)).body as {
      id: number;
      description: string;
      match: { id: number; item: { kind: string; id: number } } | null;
    }[];
    const expected = new Map(all.map((l) => [l.bankText, l.key]));
    const matched = lines.filter((l) => l.match);
    const wrong = matched.filter((l) => expected.get(l.description) !== `${l.match?.item.kind}:${l.match?.item.id}`);
    expect(wrong.map((l) => [l.description, expected.get(l.description), l.match?.item])).toEqual([]);
    expect(matched.length / posted.length).toBeGreaterThanOrEqual(0.95);
    expect(lines.filter((l) => expected.get(l.description) === null).every((l) => l.match === null)).toBe(true);

    const recon = (await api.get(`/api/statements/accounts/${accountId}/reconciliation?month=2026-11`)).body;
    const totalBooks = [...truth.map((t) => t.cents)].reduce((s, c) => s + c, 0);
    expect(recon.statementBalance).toBe(balance / 100);
    expect(recon.statementBalanceStated).toBe(true);
    expect(recon.unexplained).toBe(0);
    // The books hold every item, the statement only those posted by Nov 30: the Nov 27 payroll is uncleared.
    const friday27 = recon.unclearedItems.filter((i: { kind: string; id: number }) => notOnStatement.includes(`${i.kind}:${i.id}`));
    expect(friday27).toHaveLength(4);
    const sumCents = (list: { amount: number }[]) => list.reduce((s, x) => s + Math.round(x.amount * 100), 0);
    expect(Math.round(recon.bookBalance * 100)).toBe(2_000_000 + totalBooks + sumCents(friday27));
    expect(Math.round(recon.difference * 100)).toBe(sumCents(recon.unmatchedLines) - sumCents(recon.unclearedItems));
    expect(recon.unmatchedLines.map((l: { description: string }) => l.description)).toEqual(
      expect.arrayContaining(['MONTHLY SERVICE FEE', 'INTEREST PAYMENT']),
    );

    // Undo in one click; the undone pair is never proposed again.
    const first = matched[0];
    const undone = await api.post(`/api/statements/matches/${first.match?.id}/undo`, {});
    expect(undone.body.match).toBeNull();
    expect((await api.post(`/api/statements/accounts/${accountId}/auto-match`, {})).body).toEqual({ matched: 0 });
    const accepted = await api.post(`/api/statements/matches/${matched[1].match?.id}/accept`, {});
    expect(accepted.body.match.status).toBe('accepted');
  }, 120_000);
});
