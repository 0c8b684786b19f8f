import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../../domain/dates';
import { insertExpense, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';

// Issue 39 scope 1, "It must show": one job, every screen's profit, margin, risk and completion from the API, equal
// to each other. The job is the issue's kitchen: a $27,321 contract, $8,000 spent, estimated to cost $40,029.82 in
// all: projected −$12,708.82 (−46.52 %), work done 19.99 % (8,000 ÷ 40,029.82) while a fifth of the time has run.
// Before the projection, Health called it low risk with a time-elapsed completion and the Costs tab "On Track".

describe.each(databaseKinds)('one projection on every screen (%s)', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
  });
  afterAll(() => server.close());

  it("the kitchen's profit, margin, risk and completion agree everywhere", async () => {
    const today = todayIso();
    const made = await api.post(
      '/api/projects',
      projectPayload({ name: 'Kitchen', budget: 27321, startDate: addDays(today, -9), endDate: addDays(today, 40) }),
    );
    expect(made.status).toBe(201);
    const id = made.body.id as number;
    await insertExpense(server.database.db, id, '8000.00', { date: addDays(today, -2) });
    // A cost dated after today is not cost to date.
    await insertExpense(server.database.db, id, '500.00', { date: addDays(today, 3) });
    const est = await api.post(`/api/projects/${id}/estimates`, { effectiveDate: today, estimatedTotalCost: 40029.82, note: null });
    expect(est.status).toBe(201);
    await server.database.flushChanges();

    const one = (await api.get(`/api/projects/${id}/projection`)).body;
    expect(one).toMatchObject({
      basis: 'earned',
      contractValue: 27321,
      costToDate: 8000,
      estimateAtCompletion: 40029.82,
      estimateSource: 'estimate',
      projectedProfit: -12708.82,
      projectedMargin: -46.52,
      // a loss contract recognises its whole expected loss at once (earned basis)
      profitToDate: -12708.82,
      budgetLeft: 19321,
      workDone: 20, // 19.99 % to 1 decimal
      risk: 'high',
    });
    expect(one.timeElapsed).toBeCloseTo(20, 0); // 10 of 50 planned days

    const list = (await api.get('/api/projections')).body;
    expect(list.projects.find((p: { projectId: number }) => p.projectId === id)).toEqual(one);

    // Dashboard and the sidebar's profit card (one active job: the sums are the job's own figures).
    const stats = (await api.get('/api/dashboard/stats')).body;
    expect(stats.projection).toMatchObject({
      profitToDate: one.profitToDate,
      projectedProfit: one.projectedProfit,
      projectedMargin: one.projectedMargin,
      budgetLeft: one.budgetLeft,
      atRisk: 1,
    });
    expect(stats.projectsAtRisk).toBe(1);
    // the spec's fields keep the spec's meaning: contract − costs so far, which is the budget left
    expect(stats.totalProfit).toBe(one.budgetLeft - 500); // the spec counts the cost dated after today

    // Health: the list, the project's page and its key metrics.
    const metrics = (await api.get('/api/projects/health-metrics')).body.find((m: { projectId: number }) => m.projectId === id);
    expect(metrics).toMatchObject({ riskLevel: one.risk, completionPercentage: one.workDone });
    const health = (await api.get(`/api/projects/${id}/health`)).body;
    const metric = (name: string) => health.keyMetrics.find((m: { metric: string }) => m.metric === name)?.value;
    expect(metric('Work Done')).toBe(one.workDone);
    expect(metric('Projected Margin')).toBe(one.projectedMargin);
    expect(health.predictedIssues[0].issue).toBe('Budget overrun: projected to cost $40,029.82 against $27,321.00');
    const summary = (await api.get('/api/dashboard/health-summary')).body;
    expect(summary.projectsAtRisk).toBe(1);

    // The snapshot sent to the client: completion is work done, and the risk is the projection's.
    const snap = (await api.get(`/api/projects/${id}/snapshot`)).body.snapshot;
    expect(snap.metrics).toMatchObject({ completionPercentage: one.workDone, riskLevel: one.risk });

    // Costs tab: never "On Track" above a projected loss; the projected margin and final cost are the projection's.
    const status = (await api.get(`/api/projects/${id}/status-analysis`)).body;
    expect(status).toMatchObject({
      budgetStatus: 'over_budget',
      projectedMargin: one.projectedMargin,
      projectedFinalCost: one.estimateAtCompletion,
    });
    expect(status.projection).toEqual(
      Object.fromEntries(Object.entries(one).filter(([k]) => !['projectId', 'name', 'isActive'].includes(k))),
    );
  });
});
