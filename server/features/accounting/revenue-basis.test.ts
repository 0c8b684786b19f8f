import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateTaxes } from '../../../domain/accounting-tax';
import { dollarsToCents } from '../../../domain/money';
import { insertExpense, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';

/**
 * Earned revenue in the P&L (issue 37 scope 1), the default basis: percentage of completion with the estimate in
 * force on each month end, the catch-up when it is revised, the whole loss of a loss contract at once; revenue is
 * never a contract value the month a job starts. Reports and the tax estimate follow. Figures by hand.
 */
describe.each(databaseKinds)('earned revenue on %s', (kind) => {
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
  const estimate = async (id: number, effectiveDate: string, estimatedTotalCost: number) =>
    expect((await api.post(`/api/projects/${id}/estimates`, { effectiveDate, estimatedTotalCost })).status).toBe(201);
  const overview = async (year: number) => (await api.get(`/api/accounting/overview?year=${year}`)).body;
  const months = (o: { monthlyBreakdown: { revenue: number }[] }) => o.monthlyBreakdown.map((m) => m.revenue);

  it('is not the contract value the month a job starts; cost-to-cost with dated estimates; a loss contract at once', async () => {
    const db = server.database.db;
    const a = await newProject('Earned A', 100_000, '2026-03-10');
    // Started in March with nothing spent: nothing earned (the audit's $729,350 came from counting contracts here).
    const started = await overview(2026);
    expect(started.revenueMethod).toBe('earned');
    expect(started.yearlyOverview).toMatchObject({ totalRevenue: 0, contractValueOfJobsStarted: 100_000 });
    expect(months(started)[2]).toBe(0);

    // April: 20,000 spent against an 80,000 estimate → 100,000 × 20,000 / 80,000 = 25,000.
    await insertExpense(db, a, '20000.00', { date: '2026-04-15' });
    await estimate(a, '2026-04-01', 80_000);
    // June: revised to 100,000, 10,000 more spent → to date 100,000 × 30,000 / 100,000 = 30,000: June +5,000.
    await estimate(a, '2026-06-10', 100_000);
    await insertExpense(db, a, '10000.00', { date: '2026-06-20' });
    // Textbook loss contract in July: earned 2,705,882.35 less the 45,882.35 provision = 2,660,000, so the job's
    // profit to date is the whole expected loss: 2,660,000 − 2,760,000 = −100,000.
    const loss = await newProject('Earned loss', 5_000_000, '2026-07-01');
    await insertExpense(db, loss, '2760000.00', { date: '2026-07-20' });
    await estimate(loss, '2026-07-01', 5_100_000);
    // A job with costs and no estimate earns its cost: zero margin.
    const none = await newProject('Earned no estimate', 40_000, '2026-08-01');
    await insertExpense(db, none, '1234.56', { date: '2026-08-03' });

    const o = await overview(2026);
    expect(months(o)).toEqual([0, 0, 0, 25_000, 0, 5000, 2_660_000, 1234.56, 0, 0, 0, 0]);
    expect(o.yearlyOverview.totalRevenue).toBe(2_691_234.56);
    expect(o.yearlyOverview.contractValueOfJobsStarted).toBe(5_140_000);
    expect(o.yearlyOverview.totalExpenses).toBe(2_791_234.56);
    // Net profit: 25,000 − 20,000 + 5,000 − 10,000 (A) − 100,000 (the loss contract) + 0 = −100,000.
    expect(o.yearlyOverview.netProfit).toBe(-100_000);
    expect(o.projectsBreakdown.map((p: { name: string }) => p.name).sort()).toEqual(['Earned A', 'Earned loss', 'Earned no estimate']);
    // The tax estimate is on the same revenue.
    const tax = estimateTaxes(
      dollarsToCents(o.yearlyOverview.totalRevenue),
      dollarsToCents(o.taxSummary.totalDeductions),
      o.taxSummary.taxRate,
    );
    expect(dollarsToCents(o.taxSummary.taxableIncome)).toBe(tax.taxableIncome);

    // A revision dated in a past month lands there and in no closed month before it; the cache follows.
    await estimate(a, '2026-09-01', 60_000); // below cost? no: cost 30,000 ≤ 60,000 → 100,000 × 30,000 / 60,000 = 50,000: Sept +20,000
    await expect.poll(async () => months(await overview(2026))[8], { timeout: 10_000 }).toBe(20_000);
    expect(months(await overview(2026)).slice(0, 8)).toEqual([0, 0, 0, 25_000, 0, 5000, 2_660_000, 1234.56]);

    // Reports (the last year ending today) on the same basis, the jobs started a sales figure beside it.
    const report = (await api.get('/api/reports?range=last_year')).body;
    expect(report.revenueMethod).toBe('earned');
    expect(report.revenueBasis).toBe('Earned (percentage of completion)');
    expect(report.summary.revenue).toBe(2_711_234.56);
    expect(report.summary.contractValueOfJobsStarted).toBe(5_140_000);
    expect(report.summary.profit).toBe(Math.round((2_711_234.56 - report.summary.expenses) * 100) / 100);

    // The annual report names the basis.
    const pdf = await fetch(`${server.url}/api/accounting/reports/annual?year=2026`);
    expect(pdf.status).toBe(200);
    const { text } = await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: true });
    expect(text).toContain('Revenue basis: Earned (percentage of completion)');
    expect(text).toContain('Total revenue (earned basis)');
  });
});
