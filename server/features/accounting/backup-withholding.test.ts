import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql-fragments';
import { givePapers, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';
import { IRIS_NEC_COLUMNS } from './nec-filing';

type NecPayee = { name: string; amount: number; withheld: number; tin: string; tinKind: string | null };
type Summary = { necPayees: NecPayee[]; cardOrAppPayees: { name: string; amount: number }[]; withheld: number; threshold: number };

describe.each(databaseKinds)('1099s and backup withholding on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let projectId: number;

  // Payment hold (issue 44): a payee given with a TIN has its W-9 and certificates on file; one without a TIN has no
  // W-9, so each payment to it carries an override, the way the office pays it with backup withholding.
  const NO_W9 = { override: { reason: 'No W-9 yet: paid with backup withholding' } };
  const withoutW9 = new Set<number>();
  const subcontractor = async (name: string, extra: Record<string, unknown> = {}) => {
    const res = await api.post('/api/subcontractors', { name, specialty: 'Framing', ...extra });
    expect(res.status).toBe(201);
    if (extra.tin) await givePapers(server.database.db, { subcontractorId: res.body.id });
    else withoutW9.add(res.body.id);
    return res.body.id as number;
  };
  const pay = async (subcontractorId: number, amount: number, date: string, extra: Record<string, unknown> = {}) => {
    const res = await api.post('/api/expenses', {
      projectId,
      category: 'subcontractor',
      description: 'Framing',
      amount,
      date,
      subcontractorId,
      paymentMethod: 'check',
      ...(withoutW9.has(subcontractorId) ? NO_W9 : {}),
      ...extra,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: number; backupWithholding: number; paymentAccount: string | null };
  };
  const summary = async (year: number) => (await api.get<Summary>(`/api/accounting/1099?year=${year}`)).body;
  const nec = (s: Summary, name: string) => s.necPayees.find((p) => p.name === name);

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    projectId = (await api.post('/api/projects', projectPayload({ name: 'Year job', startDate: '2024-06-01', endDate: '2026-12-31' }))).body
      .id;
  });
  afterAll(() => server.close());

  it('puts $2,000.00 on a 2026 1099-NEC and leaves $1,999.99 off; $600.00 and $599.99 in 2025', async () => {
    const a = await subcontractor('Ann 2026 at', { tin: '123-45-6789', tinKind: 'ssn' });
    const b = await subcontractor('Bob 2026 under', { tin: '12-3456789', tinKind: 'ein' });
    const c = await subcontractor('Cy 2025 at', { tin: '223456789', tinKind: 'ssn' });
    const d = await subcontractor('Di 2025 under', { tin: '323456789', tinKind: 'ssn' });
    await pay(a, 1500, '2026-03-01');
    await pay(a, 500, '2026-04-01');
    await pay(b, 1999.99, '2026-05-01');
    await pay(c, 600, '2025-05-01');
    await pay(d, 599.99, '2025-05-01');
    const s26 = await summary(2026);
    expect(s26.threshold).toBe(2000);
    expect(nec(s26, 'Ann 2026 at')).toMatchObject({ amount: 2000, withheld: 0, tin: '•••-••-6789', tinKind: 'ssn' });
    expect(nec(s26, 'Bob 2026 under')).toBeUndefined();
    const s25 = await summary(2025);
    expect(s25.threshold).toBe(600);
    expect(nec(s25, 'Cy 2025 at')?.amount).toBe(600);
    expect(nec(s25, 'Di 2025 under')).toBeUndefined();
  });

  it('counts each payment in the year it is dated: $1,200 on Dec 31, 2025 and $1,000 on Jan 2, 2026', async () => {
    const e = await subcontractor('Eve split', { tin: '423456789', tinKind: 'ssn' });
    await pay(e, 1200, '2025-12-31');
    await pay(e, 1000, '2026-01-02');
    expect(nec(await summary(2025), 'Eve split')?.amount).toBe(1200);
    // $1,000 in 2026 is under $2,000: no 2026 form, although the two years together are $2,200.
    expect(nec(await summary(2026), 'Eve split')).toBeUndefined();
  });

  it('leaves a card payment and a business-account app payment to the 1099-K; a personal Cash App and a Zelle count', async () => {
    const f = await subcontractor('Flo methods', { tin: '523456789', tinKind: 'ssn' });
    await pay(f, 900, '2026-06-01', { paymentMethod: 'card' });
    const personal = await pay(f, 800, '2026-06-02', { paymentMethod: 'payment_app' }); // personal by default
    expect(personal.paymentAccount).toBe('personal');
    const business = await pay(f, 700, '2026-06-03', { paymentMethod: 'payment_app', paymentAccount: 'business' });
    expect(business.paymentAccount).toBe('business');
    // Zelle is a bank-to-bank transfer (no third-party settlement): always toward the 1099-NEC, "business" or not.
    const zelle = await pay(f, 1200, '2026-06-04', { paymentMethod: 'bank_transfer' });
    expect(zelle.paymentAccount).toBeNull();
    const s = await summary(2026);
    expect(nec(s, 'Flo methods')?.amount).toBe(2000); // 800 personal app + 1,200 Zelle
    expect(s.cardOrAppPayees.find((p) => p.name === 'Flo methods')?.amount).toBe(1600); // 900 card + 700 business app
    // A business/personal account on a check is refused, and nothing is written.
    const count = async () => (await rows<{ n: number }>(server.database.db.execute(sql`SELECT count(*)::int AS n FROM expenses`)))[0].n;
    const before = await count();
    const bad = await api.post('/api/expenses', {
      projectId,
      category: 'subcontractor',
      description: 'x',
      amount: 5,
      date: '2026-06-05',
      subcontractorId: f,
      paymentMethod: 'check',
      paymentAccount: 'business',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('applies only to a payment-app payment');
    expect(await count()).toBe(before);
  });

  it('withholds 24 % from a payee without a TIN from the payment that reaches the threshold on, to the cent', async () => {
    const g = await subcontractor('Gus no TIN');
    expect((await pay(g, 1000, '2026-02-01')).backupWithholding).toBe(0);
    expect((await pay(g, 400, '2026-02-02', { paymentMethod: 'card' })).backupWithholding).toBe(0); // card: not counted
    expect((await pay(g, 999.99, '2026-02-03')).backupWithholding).toBe(0); // 1,999.99 so far
    // The payment that brings the year to $2,000.00: 24 % of all of it (0.01 × 24 % = 0.0024 → $0.00).
    expect((await pay(g, 0.01, '2026-02-04')).backupWithholding).toBe(0);
    // Later payments: 24 % each, to the nearest cent: 333.33 × 24 % = 79.9992 → $80.00.
    expect((await pay(g, 333.33, '2026-02-05')).backupWithholding).toBe(80);
    expect((await pay(g, 10.44, '2026-02-06')).backupWithholding).toBe(2.51); // 2.5056 → 2.51
    expect((await pay(g, 10.02, '2026-02-07')).backupWithholding).toBe(2.4); // 2.4048 → 2.40
    const s = await summary(2026);
    expect(nec(s, 'Gus no TIN')).toMatchObject({ amount: 2353.79, withheld: 84.91, tin: '' });
    // A TIN given later stops withholding on later payments; what was kept stays kept.
    const put = await api.put(`/api/subcontractors/${g}`, { name: 'Gus no TIN', specialty: 'Framing', tin: '623456789', tinKind: 'ssn' });
    expect(put.status).toBe(200);
    expect((await pay(g, 100, '2026-02-08')).backupWithholding).toBe(0);
    expect(nec(await summary(2026), 'Gus no TIN')?.withheld).toBe(84.91);
  });

  it('withholds from the first payment when a 1099-NEC was due for the payee last year (§3406(b)(6)(B))', async () => {
    const h = await subcontractor('Hal last year');
    await pay(h, 600, '2025-03-01'); // reaches 2025's $600: 24 % = 144.00
    const s25 = await summary(2025);
    expect(nec(s25, 'Hal last year')?.withheld).toBe(144);
    expect((await pay(h, 50, '2026-01-05')).backupWithholding).toBe(12);
  });

  it('recomputes a payment edited in place, and its withholding shows in the year total', async () => {
    const i = await subcontractor('Ida edited');
    const first = await pay(i, 2500, '2026-08-01');
    expect(first.backupWithholding).toBe(600);
    const edited = await api.put(`/api/expenses/${first.id}`, {
      projectId,
      category: 'subcontractor',
      description: 'Framing',
      amount: 2500,
      date: '2026-08-01',
      subcontractorId: i,
      paymentMethod: 'card',
      ...NO_W9,
    });
    expect(edited.body.backupWithholding).toBe(0);
    const s = await summary(2026);
    expect(s.withheld).toBe(96.91); // Gus 84.91 + Hal 12.00 (Hal's 2025 144.00 is 2025's)
  });

  it('refuses a TIN that is not 9 digits, an impossible SSN or EIN, and a TIN kind that is not ssn or ein', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ tin: '12345678' }, 'Tax ID must be 9 digits'],
      [{ tin: '1234-56789' }, 'Tax ID must be 9 digits'],
      [{ tin: 'abc-de-fghi' }, 'Tax ID must be 9 digits'],
      [{ tin: '000-12-3456', tinKind: 'ssn' }, 'not a valid SSN'],
      [{ tin: '666-12-3456', tinKind: 'ssn' }, 'not a valid SSN'],
      [{ tin: '123-00-3456', tinKind: 'ssn' }, 'not a valid SSN'],
      [{ tin: '00-1234567', tinKind: 'ein' }, 'not a valid EIN'],
      [{ tin: '12-3456789', tinKind: 'itin' }, 'Tax ID type must be ssn or ein'],
    ];
    const count = async () =>
      (await rows<{ n: number }>(server.database.db.execute(sql`SELECT count(*)::int AS n FROM subcontractors`)))[0].n;
    const before = await count();
    for (const [body, message] of cases) {
      const res = await api.post('/api/subcontractors', { name: 'Bad TIN', specialty: 'Framing', ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
      const sup = await api.post('/api/suppliers', { name: 'Bad TIN Co', is1099Payee: true, ...body });
      expect(sup.status).toBe(400);
    }
    expect(await count()).toBe(before);
    // Stored normalised, and a kind without a TIN is dropped.
    const ok = await api.post('/api/subcontractors', { name: 'Good TIN', specialty: 'Framing', tin: ' 12-3456789 ', tinKind: 'ein' });
    expect(ok.body).toMatchObject({ tin: '123456789', tinKind: 'ein' });
    const none = await api.post('/api/subcontractors', { name: 'No TIN', specialty: 'Framing', tinKind: 'ein' });
    expect(none.body).toMatchObject({ tin: null, tinKind: null });
  });

  it('withholds from a supplier marked as a 1099 payee, not from an ordinary supplier', async () => {
    const payee = (await api.post('/api/suppliers', { name: 'Cleanup Crew', is1099Payee: true })).body.id;
    const store = (await api.post('/api/suppliers', { name: 'Lumber Yard' })).body.id;
    const buy = (supplierId: number) =>
      api.post('/api/expenses', {
        projectId,
        category: 'other',
        description: 'x',
        amount: 2000,
        date: '2026-09-01',
        supplierId,
        paymentMethod: 'cash',
        ...NO_W9,
      });
    expect((await buy(payee)).body.backupWithholding).toBe(480);
    expect((await buy(store)).body.backupWithholding).toBe(0);
  });

  it('writes the IRIS 1099-NEC CSV (box 1, box 4, TIN type) and one Copy B page per recipient', async () => {
    const res = await fetch(`${server.url}/api/accounting/exports/1099-nec-iris.csv?year=2026&payerTin=12-3456789`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="1099-nec-iris-2026.csv"');
    const [header, ...lines] = (await res.text())
      .trim()
      .split('\r\n')
      .map((l) => l.split(',').map((f) => f.replace(/^"|"$/g, '')));
    expect(header).toEqual([...IRIS_NEC_COLUMNS]);
    const byName = new Map(lines.map((l) => [l[header.indexOf('Recipient Name')], Object.fromEntries(header.map((h, i) => [h, l[i]]))]));
    expect(byName.get('Ann 2026 at')).toMatchObject({
      'Form Type': '1099-NEC',
      'Tax Year': '2026',
      'Payer TIN': '123456789',
      'Recipient TIN Type': 'SSN',
      'Recipient TIN': '123456789',
      'Box 1 Nonemployee Compensation': '2000.00',
      'Box 4 Federal Income Tax Withheld': '0.00',
    });
    expect(byName.get('Gus no TIN')).toMatchObject({
      'Box 1 Nonemployee Compensation': '2453.79',
      'Box 4 Federal Income Tax Withheld': '84.91',
    });
    // $50 is under $2,000, but backup withholding was kept: a 1099-NEC is due whatever the amount.
    expect(byName.get('Hal last year')).toMatchObject({
      'Recipient TIN': '',
      'Box 1 Nonemployee Compensation': '50.00',
      'Box 4 Federal Income Tax Withheld': '12.00',
    });
    expect(byName.has('Bob 2026 under')).toBe(false);
    expect((await api.get('/api/accounting/exports/1099-nec-iris.csv?year=2026&payerTin=12345')).status).toBe(400);

    const pdf = await fetch(`${server.url}/api/accounting/reports/1099-nec-copies.pdf?year=2026`);
    expect(pdf.status).toBe(200);
    const doc = await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer()));
    const { text, totalPages } = await extractText(doc, { mergePages: true });
    expect(totalPages).toBe(lines.length);
    expect(text).toContain('Copy B');
    expect(text).toContain('•••-••-6789');
    expect(text).toContain('$84.91');
    expect(text).not.toContain('123456789');
  });
});
