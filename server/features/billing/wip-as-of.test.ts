import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../../domain/dates';
import { insertExpense, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';

type Row = Record<string, unknown> & { projectId: number; inTotals: boolean };

/**
 * WIP as of a date (issue 37 scope 7), each defect of the audit reproduced: the textbook loss contract, an estimate
 * below cost, a job without an estimate, a draft application, costs dated after the day. Figures by hand.
 */
describe.each(databaseKinds)('WIP as of a date on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
  }, 120_000);
  afterAll(() => server?.close());

  const newProject = async (name: string, budget: number) => {
    const res = await api.post('/api/projects', projectPayload({ name, budget, startDate: '2026-01-05', endDate: null }));
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const estimate = async (id: number, effectiveDate: string, estimatedTotalCost: number | null) => {
    const res = await api.post(`/api/projects/${id}/estimates`, { effectiveDate, estimatedTotalCost });
    expect(res.status).toBe(201);
    return res.body;
  };
  const bill = async (id: number, invoiceDate: string, amount: number, send = true) => {
    const sov = (await api.get(`/api/projects/${id}/schedule-of-values`)).body;
    const res = await api.post(`/api/projects/${id}/invoices`, {
      invoiceDate,
      periodTo: invoiceDate,
      lines: [{ sovLineId: sov.lines[0].id, mode: 'amount', value: amount }],
    });
    expect(res.status).toBe(201);
    if (send) expect((await api.put(`/api/invoices/${res.body.id}/status`, { status: 'sent' })).status).toBe(200);
  };
  const wip = async (asOf?: string) => {
    const res = await api.get(`/api/billing/wip${asOf ? `?asOf=${asOf}` : ''}`);
    expect(res.status).toBe(200);
    return res.body as { asOf: string; rows: Row[]; totals: Record<string, number>; leftOutOfTotals: number };
  };
  const rowOf = (r: { rows: Row[] }, id: number) => r.rows.find((x) => x.projectId === id);

  it('the textbook loss contract carries the provision for the whole expected loss; drafts and later costs never count', async () => {
    const id = await newProject('Textbook loss contract', 5_000_000);
    await insertExpense(server.database.db, id, '2760000.00', { date: '2026-06-01' });
    await estimate(id, '2026-06-01', 5_100_000);
    await bill(id, '2026-06-30', 3_200_000);
    // A draft application is never billed; a cost dated after today is no cost to date.
    await bill(id, '2026-07-31', 100_000, false);
    await insertExpense(server.database.db, id, '50000.00', { date: addDays(todayIso(), 1) });

    const today = await wip();
    expect(today.asOf).toBe(todayIso());
    // 5,000,000 × 2,760,000 / 5,100,000 = 2,705,882.35; billed 3,200,000 → 494,117.65 over; expected loss 100,000 −
    // (2,760,000 − 2,705,882.35 = 54,117.65) = 45,882.35 provision; 494,117.65 + 45,882.35 = 540,000
    expect(rowOf(today, id)).toMatchObject({
      costToDate: 2_760_000,
      billedToDate: 3_200_000,
      estimatedTotalCost: 5_100_000,
      earnedRevenue: 2_705_882.35,
      overUnderBilling: 494_117.65,
      lossProvision: 45_882.35,
      overUnderWithProvision: 540_000,
      grossProfitToDate: -100_000,
      estimatedGrossProfit: -100_000,
      estimateStatus: 'usable',
      inTotals: true,
    });
    expect(String(rowOf(today, id)?.note)).toContain('provision for loss $45,882.35');

    // As of the end of May: the cost, the estimate and the billing were all later.
    const may = await wip('2026-05-31');
    expect(rowOf(may, id)).toMatchObject({ costToDate: 0, billedToDate: 0, estimatedTotalCost: null, estimateStatus: 'missing' });
    expect((await api.get('/api/billing/wip?asOf=2026-02-30')).status).toBe(400);
  });

  it('an estimate below the cost to date is never used; a job without an estimate says so and is left out of the totals', async () => {
    // Contract 50,000; estimate 45,250 (a +4,750 profit); cost 58,918.78 already: 8,918.78 lost, not a profit.
    const below = await newProject('Estimate below cost', 50_000);
    await insertExpense(server.database.db, below, '58918.78', { date: '2026-05-10' });
    await estimate(below, '2026-03-01', 45_250);
    // No estimate at all: contract 73,600, a 100 % margin before; now zero margin and out of the totals.
    const none = await newProject('No estimate job', 73_600);
    await insertExpense(server.database.db, none, '1000.00', { date: '2026-05-10' });

    const report = await wip();
    expect(rowOf(report, below)).toMatchObject({
      estimateStatus: 'below-cost',
      percentComplete: null,
      earnedRevenue: 50_000,
      grossProfitToDate: -8918.78,
      estimatedGrossProfit: null,
      estimatedMargin: null,
      inTotals: false,
    });
    expect(String(rowOf(report, below)?.note)).toContain('estimate to complete');
    expect(rowOf(report, none)).toMatchObject({
      estimateMissing: true,
      estimateStatus: 'missing',
      estimatedTotalCost: null,
      earnedRevenue: 1000,
      estimatedGrossProfit: null,
      estimatedMargin: null,
      inTotals: false,
    });
    expect(String(rowOf(report, none)?.note)).toMatch(/^No estimate/);
    // The totals are the sums of the rows in them only.
    const inTotals = report.rows.filter((r) => r.inTotals);
    expect(report.leftOutOfTotals).toBe(report.rows.length - inTotals.length);
    for (const k of ['contractValue', 'costToDate', 'earnedRevenue', 'billedToDate', 'lossProvision', 'overUnderWithProvision', 'backlog'])
      expect(Math.round(report.totals[k] * 100)).toBe(inTotals.reduce((s, r) => s + Math.round((r[k] as number) * 100), 0));
    expect(inTotals.some((r) => r.projectId === none)).toBe(false);

    // An estimate to complete entered from today on: the job is in the totals again, earlier days keep theirs.
    const history = await estimate(below, todayIso(), 60_000);
    expect(history.current).toBe(60_000);
    expect(history.revisions.map((r: { estimatedTotalCost: number }) => r.estimatedTotalCost)).toEqual([60_000, 45_250]);
    expect(rowOf(await wip(), below)).toMatchObject({ estimateStatus: 'usable', inTotals: true, estimatedGrossProfit: -10_000 });
    expect(rowOf(await wip(addDays(todayIso(), -1)), below)).toMatchObject({ estimateStatus: 'below-cost' });
    // The billing terms carry the estimate in force.
    expect((await api.get(`/api/projects/${below}/billing-terms`)).body.estimatedTotalCost).toBe(60_000);
  });

  it('refuses an estimate dated after today, and keeps an estimate set through the billing terms as of today', async () => {
    const id = await newProject('Estimate dates', 10_000);
    const future = await api.post(`/api/projects/${id}/estimates`, { effectiveDate: addDays(todayIso(), 1), estimatedTotalCost: 8000 });
    expect(future.status).toBe(400);
    expect(future.body.message).toMatch(/cannot be after today/);
    expect((await api.post(`/api/projects/${id}/estimates`, { effectiveDate: '2026-01-01', estimatedTotalCost: -1 })).status).toBe(400);
    expect((await api.post('/api/projects/999999/estimates', { effectiveDate: '2026-01-01', estimatedTotalCost: 1 })).status).toBe(404);
    await api.put(`/api/projects/${id}/billing-terms`, { retainagePercent: 10, paymentTermsDays: 30, estimatedTotalCost: 7000 });
    const history = (await api.get(`/api/projects/${id}/estimates`)).body;
    expect(history).toMatchObject({ current: 7000, revisions: [{ effectiveDate: todayIso(), estimatedTotalCost: 7000 }] });
    // Saving the same terms again adds no revision.
    await api.put(`/api/projects/${id}/billing-terms`, { retainagePercent: 5, paymentTermsDays: 30, estimatedTotalCost: 7000 });
    expect((await api.get(`/api/projects/${id}/estimates`)).body.revisions).toHaveLength(1);
  });
});
