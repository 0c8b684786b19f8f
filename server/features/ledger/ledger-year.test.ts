import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/dates';
import { givePapers } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';
import { dollars, EMPLOYEES, generateYear, RAISE, toCents, UNPAID, WEEKS, yearBodies } from '../../test/year-model';

/**
 * Issue 41's ledger test: the generated year of issue 37's sign-off test (server/test/year-model.ts) built through
 * the API, then its hledger journal checked by hledger itself and its balances compared with the trial balance to
 * the cent, the P&L's revenue with the Accounting overview on each basis, wages payable at year end with the
 * payroll's own figure, and the QuickBooks files parsed (balanced per journal number, IIF blocks summing to zero,
 * nothing new on a second export "since the last").
 */

// biome-ignore lint/suspicious/noExplicitAny: answers read as JSON; their schemas are checked by the routes
type Json = any;
const HLEDGER = '/usr/bin/hledger';
const YEAR = { from: '2025-01-01', to: '2025-12-31' };

/** RFC 4180 rows of a CSV text (quoted fields, doubled quotes). */
function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell.replace(/\r$/, ''));
      out.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) out.push([...row, cell]);
  return out;
}

describe.each(databaseKinds)('the general ledger of a generated year on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  const y = generateYear();
  const ids = {
    projects: [] as number[],
    employees: [] as number[],
    suppliers: [] as number[],
    subs: [] as number[],
    invoices: [] as number[],
  };
  const ok = async <T = Json>(res: Promise<{ status: number; body: T }>, status = 200): Promise<T> => {
    const r = await res;
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    return r.body;
  };
  const text = async (p: string) => {
    const res = await fetch(`${server.url}${p}`);
    expect(res.status, p).toBe(200);
    return res.text();
  };
  /** The new entries of a period, remembered as exported: a POST (a GET with since=last only reads). */
  const newEntries = async (p: string, period: string) => {
    const q = new URLSearchParams(period);
    const res = await fetch(`${server.url}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ from: q.get('from'), to: q.get('to') }),
    });
    expect(res.status, p).toBe(200);
    return res.text();
  };
  const { employeeBody, workBody, expenseBody } = yearBodies(ids);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-'));
  /** hledger's balance of every account of a journal text, in cents. */
  const hledgerBalances = (journal: string) => {
    const file = path.join(dir, `${kind}.journal`);
    fs.writeFileSync(file, journal);
    execFileSync(HLEDGER, ['-f', file, 'check', '--strict']);
    const csv = execFileSync(HLEDGER, ['-f', file, 'bal', '-N', '-O', 'csv', '--flat', '--empty']).toString();
    return new Map(
      parseCsv(csv)
        .slice(1)
        .map(([account, bal]) => [account, bal === '0' ? 0 : Math.round(Number(bal.replace('$', '')) * 100)]),
    );
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    for (const name of ['Gulf Lumber', 'Bay Hardware', 'Sun Rentals'])
      ids.suppliers.push((await ok(api.post('/api/suppliers', { name, specialties: ['materials'] }), 201)).id);
    for (const name of ['Mike Drywall', 'Rosa Electric'])
      ids.subs.push((await ok(api.post('/api/subcontractors', { name, specialty: 'Trade', tin: '123456789', w9OnFile: true }), 201)).id);
    // Their certificates on file too, so their payments are not held (issue 44).
    for (const subcontractorId of ids.subs) await givePapers(server.database.db, { subcontractorId });
    for (let e = 0; e < EMPLOYEES.length; e++)
      ids.employees.push((await ok(api.post('/api/employees', employeeBody(e, { effectiveFrom: '2025-01-01' })), 201)).id);
    for (const p of y.projects) {
      const created = await ok(
        api.post('/api/projects', { name: p.name, location: 'Tampa', startDate: p.start, endDate: p.end, budget: dollars(p.budget) }),
        201,
      );
      ids.projects.push(created.id);
      await ok(api.put(`/api/projects/${created.id}/billing-terms`, { retainagePercent: p.retainage, paymentTermsDays: 30 }));
      for (const e of p.estimates)
        await ok(api.post(`/api/projects/${created.id}/estimates`, { effectiveDate: e.date, estimatedTotalCost: dollars(e.amount) }), 201);
    }
    const sov = new Map<number, number>();
    const events: { date: string; run: () => Promise<unknown> }[] = [
      ...y.advances.map((a) => ({
        date: a.date,
        run: async () => {
          const adv = await ok(
            api.post('/api/payroll-advances', {
              employeeId: ids.employees[a.employee],
              amount: dollars(a.amount),
              reason: 'Rent',
              advanceDate: a.date,
            }),
            201,
          );
          if (a.how === 'paid') {
            await ok(api.post('/api/payments/generate-instructions', { advanceId: adv.id }));
            await ok(api.put(`/api/payroll-advances/${adv.id}`, { status: 'paid' }));
          }
          if (a.how === 'cancelled') await ok(api.put(`/api/payroll-advances/${adv.id}`, { status: 'cancelled' }));
        },
      })),
      ...y.invoices.map((v, n) => ({
        date: v.date,
        run: async () => {
          const projectId = ids.projects[v.project];
          if (!sov.has(v.project)) sov.set(v.project, (await ok(api.get(`/api/projects/${projectId}/schedule-of-values`))).lines[0].id);
          const inv = await ok(
            api.post(`/api/projects/${projectId}/invoices`, {
              invoiceDate: v.date,
              periodTo: v.date,
              lines: [{ sovLineId: sov.get(v.project), mode: 'amount', value: dollars(v.amount) }],
            }),
            201,
          );
          ids.invoices[n] = inv.id;
          if (v.fate !== 'draft') await ok(api.put(`/api/invoices/${inv.id}/status`, { status: 'sent' }));
          if (v.fate === 'void') await ok(api.put(`/api/invoices/${inv.id}/status`, { status: 'void' }));
        },
      })),
      ...y.receipts.map((p) => ({
        date: p.date,
        run: () =>
          ok(
            api.post(`/api/invoices/${ids.invoices[p.invoice]}/payments`, { amount: dollars(p.amount), date: p.date, method: 'check' }),
            201,
          ),
      })),
      ...y.changeOrders.map((c) => ({
        date: c.date,
        run: async () => {
          const co = await ok(
            api.post(`/api/projects/${ids.projects[c.project]}/change-orders`, {
              description: 'Change',
              amount: dollars(c.amount),
              date: c.date,
              status: 'sent',
            }),
            201,
          );
          if (c.approve) await ok(api.put(`/api/change-orders/${co.id}`, { status: 'approved' }));
        },
      })),
      {
        date: RAISE.effectiveFrom,
        run: () =>
          ok(
            api.put(
              `/api/employees/${ids.employees[RAISE.employee]}`,
              employeeBody(RAISE.employee, { dailyRate: dollars(RAISE.dailyRate), effectiveFrom: RAISE.effectiveFrom }),
            ),
          ),
      },
      { date: '2025-10-01', run: () => ok(api.put(`/api/projects/${ids.projects[0]}`, { status: 'completed', isActive: false })) },
    ];
    events.sort((a, b) => a.date.localeCompare(b.date));
    for (const week of WEEKS) {
      const sat = addDays(week, 6);
      for (const w of y.work.filter((x) => x.date >= week && x.date <= sat)) await ok(api.post('/api/time-entries', workBody(w)), 201);
      for (const x of y.expenses.filter((e) => e.date >= week && e.date <= sat)) await ok(api.post('/api/expenses', expenseBody(x)), 201);
      while (events.length && events[0].date <= sat) await (events.shift() as (typeof events)[number]).run();
      if (!UNPAID.has(week)) await ok(api.post('/api/payroll/pay-week', { week, paymentDate: sat }));
    }
    for (const e of events) await e.run();
  }, 600_000);
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const setBasis = (method: string) => ok(api.put('/api/accounting/revenue-method', { method }));
  const q = `from=${YEAR.from}&to=${YEAR.to}`;

  it.each(['earned', 'billed', 'cash'])(
    'on the %s basis: hledger checks the journal, its balances equal the trial balance to the cent, revenue equals the overview',
    async (basis) => {
      await setBasis(basis);
      const tb = await ok(api.get(`/api/ledger/trial-balance?${q}`));
      expect(tb.basis).toBe(basis);
      expect(toCents(tb.totalDebit)).toBe(toCents(tb.totalCredit));
      const balances = hledgerBalances(await text(`/api/accounting/journal.hledger?${q}`));
      const roots: Record<string, string> = {
        asset: 'assets',
        liability: 'liabilities',
        equity: 'equity',
        revenue: 'revenues',
        expense: 'expenses',
      };
      for (const r of tb.rows as { type: string; number: string; name: string; balance: number }[]) {
        const account = `${roots[r.type]}:${r.number} ${r.name}`;
        expect(balances.get(account) ?? 0, account).toBe(toCents(r.balance));
      }
      // Every hledger account is in the trial balance (nothing booked outside the chart).
      expect([...balances.keys()].filter((a) => !a.includes(':')).length).toBe(0);

      const overview = await ok(api.get('/api/accounting/overview?year=2025'));
      const pnl = await ok(api.get(`/api/ledger/profit-and-loss?${q}`));
      expect(toCents(pnl.totalRevenue)).toBe(toCents(overview.yearlyOverview.totalRevenue));
      expect(toCents(pnl.totalExpenses)).toBe(toCents(overview.yearlyOverview.totalExpenses));
      expect(toCents(pnl.netIncome)).toBe(toCents(overview.yearlyOverview.netProfit));

      const bs = await ok(api.get(`/api/ledger/balance-sheet?asOf=${YEAR.to}`));
      expect(toCents(bs.totalAssets)).toBe(toCents(bs.totalLiabilitiesAndEquity));
    },
    120_000,
  );

  it('wages payable at year end = pay of work in the unpaid weeks (and corrections); less employee advances = the payroll figure', async () => {
    await setBasis('earned');
    const tb = await ok(api.get(`/api/ledger/trial-balance?${q}`));
    const bal = (key: string) => toCents(tb.rows.find((r: { key: string }) => r.key === key).balance);
    const w = await ok(api.get(`/api/payroll/wages-payable?asOf=${YEAR.to}`));
    expect(-bal('wages_payable')).toBe(toCents(w.unpaidWork) + toCents(w.adjustments));
    expect(bal('employee_advances')).toBe(toCents(w.advancesOutstanding));
    expect(-bal('wages_payable') - bal('employee_advances')).toBe(toCents(w.wagesPayable));
    // The model's own figure: the work of the two unpaid weeks.
    expect(toCents(w.unpaidWork)).toBeGreaterThan(0);
  });

  it('a figure drills down to its entries and an entry to its document', async () => {
    const lines = await ok(api.get(`/api/ledger/accounts/materials/lines?${q}`));
    const tb = await ok(api.get(`/api/ledger/trial-balance?${q}`));
    expect(toCents(lines.closing)).toBe(toCents(tb.rows.find((r: { key: string }) => r.key === 'materials').balance));
    const first = lines.lines[0];
    const entry = await ok(api.get(`/api/ledger/entries/${first.entryNo}`));
    expect(entry.lines.reduce((s: number, l: { amount: number }) => s + toCents(l.amount), 0)).toBe(0);
    expect(entry.link).toMatch(/^\/projects\/\d+$/);
    const pay = (await ok(api.get(`/api/ledger/accounts/wages_payable/lines?${q}`))).lines.find(
      (l: { kind: string }) => l.kind === 'payroll',
    );
    expect((await ok(api.get(`/api/ledger/entries/${pay.entryNo}`))).link).toContain('/api/payroll/paystub.pdf?week=');
    expect((await api.get('/api/ledger/entries/EXP-999999')).status).toBe(404);
    expect((await api.get('/api/ledger/trial-balance?from=2025-12-31&to=2025-01-01')).status).toBe(400);
  });

  it('QuickBooks Online CSV: balanced per Journal No.; a second export since the last returns nothing new', async () => {
    const rows = parseCsv(await newEntries('/api/ledger/exports/qbo-journal.csv', q));
    expect(rows[0]).toEqual(['Journal No.', 'Journal Date', 'Account Name', 'Debits', 'Credits', 'Description', 'Name', 'Class']);
    const byNo = new Map<string, number>();
    for (const r of rows.slice(1)) byNo.set(r[0], (byNo.get(r[0]) ?? 0) + toCents(Number(r[3] || 0)) - toCents(Number(r[4] || 0)));
    expect(byNo.size).toBeGreaterThan(300);
    expect([...byNo.entries()].filter(([, v]) => v !== 0)).toEqual([]);
    expect(rows.slice(1).every((r) => /^\d\d\/\d\d\/2025$/.test(r[1]))).toBe(true);
    expect(parseCsv(await newEntries('/api/ledger/exports/qbo-journal.csv', q)).length).toBe(1);
    // Without "since", the whole period again (a re-run for a new company file).
    expect(parseCsv(await text(`/api/ledger/exports/qbo-journal.csv?${q}`)).length).toBe(rows.length);
  });

  it('QuickBooks Desktop IIF: every TRNS…ENDTRNS block sums to zero; since the last returns nothing new', async () => {
    const iif = await newEntries('/api/ledger/exports/journal.iif', q);
    const lines = iif.split('\r\n').filter(Boolean);
    expect(lines.slice(0, 3).map((l) => l.split('\t')[0])).toEqual(['!TRNS', '!SPL', '!ENDTRNS']);
    const amountAt = lines[0].split('\t').indexOf('AMOUNT');
    let sum: number | null = null;
    let blocks = 0;
    for (const l of lines.slice(3)) {
      const f = l.split('\t');
      if (f[0] === 'TRNS') {
        expect(sum).toBeNull();
        sum = toCents(Number(f[amountAt]));
      } else if (f[0] === 'SPL') sum = (sum as number) + toCents(Number(f[amountAt]));
      else {
        expect(f[0]).toBe('ENDTRNS');
        expect(sum).toBe(0);
        sum = null;
        blocks++;
      }
    }
    expect(blocks).toBeGreaterThan(300);
    expect((await newEntries('/api/ledger/exports/journal.iif', q)).split('\r\n').filter(Boolean)).toHaveLength(3);
  });

  it('the chart of accounts is editable; a name or number already used is refused', async () => {
    await ok(api.put('/api/ledger/accounts/bank', { number: '1015', name: 'Operating account' }));
    const chart = await ok(api.get('/api/ledger/accounts'));
    expect(chart.find((a: { key: string }) => a.key === 'bank')).toMatchObject({ number: '1015', name: 'Operating account' });
    expect((await api.put('/api/ledger/accounts/bank', { number: '1000', name: 'X' })).status).toBe(409);
    expect((await api.put('/api/ledger/accounts/bank', { number: 'abc', name: 'X' })).status).toBe(400);
    const journal = await text(`/api/accounting/journal.hledger?${q}`);
    expect(journal).toContain('assets:1015 Operating account');
    hledgerBalances(journal);
  });
});
