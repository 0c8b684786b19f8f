import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';

type Invoice = { id: number; invoiceDate: string; status: string; completedToDate: number };

/** The accounting overview's revenue follows the owner's method (issue 20); figures worked out by hand. */
describe.each(databaseKinds)('accounting revenue method on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
  }, 120_000);
  afterAll(() => server?.close());

  const newProject = async (name: string, budget: number, startDate: string) => {
    const res = await api.post('/api/projects', projectPayload({ name, budget, startDate, endDate: null }));
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const bill = async (projectId: number, invoiceDate: string, amount: number, status: 'sent' | 'draft' | 'void' = 'sent') => {
    const sov = (await api.get(`/api/projects/${projectId}/schedule-of-values`)).body;
    const res = await api.post(`/api/projects/${projectId}/invoices`, {
      invoiceDate,
      periodTo: invoiceDate,
      lines: [{ sovLineId: sov.lines[0].id, mode: 'amount', value: amount }],
    });
    expect(res.status).toBe(201);
    if (status !== 'draft') expect((await api.put(`/api/invoices/${res.body.id}/status`, { status })).status).toBe(200);
    return res.body as Invoice;
  };
  const overview = async (year: number) => (await api.get(`/api/accounting/overview?year=${year}`)).body;

  it('earned by default; switches to the billed work of the applications sent and to the payments received; project start is no basis', async () => {
    const a = await newProject('Revenue A', 10_000, '2025-02-10');
    const b = await newProject('Revenue B', 20_000, '2024-09-01');
    const a1 = await bill(a, '2025-03-15', 4000); // completed 4,000
    await bill(a, '2025-07-01', 1500.25); // 5,500.25 − 4,000 = 1,500.25
    await bill(a, '2026-01-10', 1000); // next year
    await bill(b, '2024-12-20', 3000); // last year: the base of B's next one
    await bill(b, '2025-05-01', 2000); // 5,000 − 3,000 = 2,000
    await bill(b, '2025-06-01', 999.99, 'draft'); // not sent: not billed, and no base for the next one
    const c = await newProject('Revenue C', 5000, '2023-01-01');
    await bill(c, '2025-08-01', 700, 'void'); // void: never

    // Earned is the default (issue 37): nothing spent, so nothing earned; A's contract is a sales figure only.
    expect((await api.get('/api/accounting/revenue-method')).body).toEqual({ method: 'earned' });
    const earned = await overview(2025);
    expect(earned.revenueMethod).toBe('earned');
    expect(earned.revenueBasis).toBe('Earned (percentage of completion)');
    expect(earned.yearlyOverview).toMatchObject({ totalRevenue: 0, contractValueOfJobsStarted: 10_000 });

    const put = await api.put('/api/accounting/revenue-method', { method: 'billed' });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ method: 'billed' });
    expect((await api.put('/api/accounting/revenue-method', { method: 'earned-somehow' })).status).toBe(400);
    // The spec's start-date rule is no revenue basis any more.
    const start = await api.put('/api/accounting/revenue-method', { method: 'project-start' });
    expect(start.status).toBe(400);
    expect(start.body.message).toMatch(/earned, billed, cash/);
    // The cached overview is dropped by the setting's change.
    await expect.poll(async () => (await overview(2025)).revenueMethod, { timeout: 10_000 }).toBe('billed');
    const billed = await overview(2025);
    // 4,000 + 1,500.25 + 2,000 = 7,500.25; March 4,000, May 2,000, July 1,500.25; A and B billed in the year.
    expect(billed.yearlyOverview).toMatchObject({ totalRevenue: 7500.25, totalProjects: 2, contractValueOfJobsStarted: 10_000 });
    expect(billed.revenueBasis).toBe('Billed (pay applications sent)');
    expect(billed.monthlyBreakdown.map((m: { revenue: number }) => m.revenue)).toEqual([0, 0, 4000, 0, 2000, 0, 1500.25, 0, 0, 0, 0, 0]);
    expect(billed.projectsBreakdown.map((p: { name: string }) => p.name).sort()).toEqual(['Revenue A', 'Revenue B']);

    // The same figure recomputed from the invoices themselves: each application sent in 2025 bills its completed
    // to date less that of the project's previous one sent (drafts and voids are never billed nor a base).
    const fromInvoices = async () => {
      let total = 0;
      for (const id of [a, b, c]) {
        const list = ((await api.get(`/api/projects/${id}/invoices`)).body as Invoice[])
          .filter((i) => i.status !== 'void' && i.status !== 'draft')
          .sort((x, y) => x.invoiceDate.localeCompare(y.invoiceDate) || x.id - y.id);
        list.forEach((inv, i) => {
          const billedCents = Math.round(inv.completedToDate * 100) - (i === 0 ? 0 : Math.round(list[i - 1].completedToDate * 100));
          if (inv.invoiceDate.startsWith('2025')) total += billedCents;
        });
      }
      return total;
    };
    expect(Math.round(billed.yearlyOverview.totalRevenue * 100)).toBe(await fromInvoices());
    // Net profit follows the revenue; the next year has A's 1,000.
    expect(billed.yearlyOverview.netProfit).toBe(7500.25 - billed.yearlyOverview.totalExpenses);
    expect((await overview(2026)).yearlyOverview.totalRevenue).toBe(1000);

    // A new application sent moves the billed revenue (the invoices table drops the cached overview).
    await bill(b, '2025-11-30', 0.75);
    const expected = await fromInvoices();
    expect(expected).toBeGreaterThan(750_025);
    await expect.poll(async () => Math.round((await overview(2025)).yearlyOverview.totalRevenue * 100), { timeout: 10_000 }).toBe(expected);

    // Cash: the payments received, on their dates.
    const paid = await api.post(`/api/invoices/${a1.id}/payments`, { date: '2025-04-02', amount: 1800.5, method: 'check' });
    expect(paid.status).toBe(201);
    expect((await api.put('/api/accounting/revenue-method', { method: 'cash' })).status).toBe(200);
    await expect.poll(async () => (await overview(2025)).revenueMethod, { timeout: 10_000 }).toBe('cash');
    const cash = await overview(2025);
    expect(cash.revenueBasis).toBe('Cash (payments received)');
    expect(cash.yearlyOverview).toMatchObject({ totalRevenue: 1800.5, totalProjects: 1 });
    expect(cash.monthlyBreakdown[3].revenue).toBe(1800.5);
    expect(cash.taxSummary.taxableIncome).toBe(Math.max(0, 1800.5 - cash.taxSummary.totalDeductions));
  });
});
