import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../../domain/dates';
import { budgetHealth, riskLevel, timelineHealth, timelineOverrunPercent } from '../../../domain/health';
import { dollarsToCents } from '../../../domain/money';
import { plannedDays } from '../../../domain/projects';
import { insertEmployee, insertExpense, insertWorkRecord, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';

describe.each(databaseKinds)('dashboard stats on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
  });
  afterAll(() => server.close());

  it('is all zeros with no projects', async () => {
    expect((await api.get('/api/dashboard/stats')).body).toEqual({
      activeProjects: 0,
      totalProfit: 0,
      profitWithCosts: 0,
      avgMargin: 0,
      projectsWithoutCosts: 0,
      unpricedWorkRecords: 0,
      projectsWithUnpricedWork: 0,
      projectsAtRisk: 0,
      totalBudget: 0,
      totalOriginalBudget: 0,
      totalExpenses: 0,
      projection: {
        basis: 'earned',
        jobs: 0,
        contractValue: 0,
        costToDate: 0,
        revenueToDate: 0,
        profitToDate: 0,
        marginToDate: null,
        projectedProfit: 0,
        projectedMargin: 0,
        budgetLeft: 0,
        withoutEstimate: 0,
        atRisk: 0,
      },
    });
  });

  it('aggregates active projects and counts high-risk ones by the health formulas', async () => {
    const today = todayIso();
    const db = server.database.db;
    const make = async (o: Record<string, unknown>) => (await api.post('/api/projects', projectPayload(o))).body.id as number;
    // Healthy: 1,000.00 budget, 100.00 spent, ends in the future.
    const healthy = await make({ name: 'Healthy', budget: 1000, startDate: addDays(today, -10), endDate: addDays(today, 20) });
    await insertExpense(db, healthy, '100.00');
    // Over budget: 91 % spent → budget health 29 → high risk.
    const over = await make({ name: 'Over budget', budget: 1000, startDate: addDays(today, -10), endDate: addDays(today, 20) });
    await insertExpense(db, over, '910.00');
    // Exactly 90 % spent → budget health 30 → medium, not at risk.
    const edge = await make({ name: 'Edge', budget: 1000, startDate: addDays(today, -10), endDate: addDays(today, 20) });
    await insertExpense(db, edge, '900.00');
    // Late: planned 10 days, 11 days past the end → overrun 110 % → timeline health 45 → high risk.
    await make({ name: 'Late', budget: 500, startDate: addDays(today, -20), endDate: addDays(today, -11) });
    // Inactive projects are left out entirely.
    const paused = await make({ name: 'Paused', budget: 99999, isActive: false });
    await insertExpense(db, paused, '5.55');
    // Two days of work by an employee without a rate on Healthy (priced at $0: its figures are not final), one on Paused.
    const noRate = await insertEmployee(db, { name: 'No Rate' });
    await insertWorkRecord(db, healthy, noRate, '1', null);
    await insertWorkRecord(db, healthy, noRate, '1', null);
    await insertWorkRecord(db, paused, noRate, '1', null);
    await server.database.flushChanges();

    const stats = (await api.get('/api/dashboard/stats')).body;
    const active = (await api.get('/api/projects?active=true')).body as {
      budget: number;
      totalExpenses: number;
      totalProfit: number;
      profitMargin: number;
      startDate: string;
      endDate: string | null;
      estimatedDays: number | null;
      status: string;
    }[];
    expect(active).toHaveLength(4);
    const atRisk = active.filter((p) => {
      const b = budgetHealth(dollarsToCents(p.budget), dollarsToCents(p.totalExpenses));
      const t = timelineHealth(timelineOverrunPercent({ ...p, plannedDays: plannedDays(p), completed: p.status === 'completed' }, today));
      return riskLevel(b, t) === 'high';
    }).length;
    // The average covers projects with costs: Late has none yet, so its 100 % is left out and counted instead.
    const costed = active.filter((p) => p.totalExpenses > 0);
    const avg = costed.reduce((s, p) => s + p.profitMargin, 0) / costed.length;
    expect(stats).toEqual({
      activeProjects: 4,
      totalProfit: 1590, // 900 + 90 + 100 + 500
      profitWithCosts: 1090, // Late (500, no costs yet) left out: its budget is not profit
      avgMargin: Math.round(avg * 100) / 100, // (90 + 9 + 10) / 3 = 36.33
      projectsWithoutCosts: 1,
      unpricedWorkRecords: 2,
      projectsWithUnpricedWork: 1,
      projectsAtRisk: 2,
      totalBudget: 3500,
      totalOriginalBudget: 3500,
      totalExpenses: 1910,
      // The projection (issue 39): no job has an estimate, so each earns its cost (zero margin to date) and is
      // projected at break-even; the spec's 1,590 is budget left, not profit. Risk: the same two jobs.
      projection: {
        basis: 'earned',
        jobs: 4,
        contractValue: 3500,
        costToDate: 1910,
        revenueToDate: 1910,
        profitToDate: 0,
        marginToDate: 0,
        projectedProfit: 0,
        projectedMargin: 0,
        budgetLeft: 1590,
        withoutEstimate: 4,
        atRisk: 2,
      },
    });
    expect(atRisk).toBe(2);
    expect(stats.avgMargin).toBe(36.33);
    // An approved change order of 250.00 raises the contract total; the original budgets stay beside it.
    const co = await api.post(`/api/projects/${healthy}/change-orders`, { description: 'More tile', amount: 250, date: today });
    expect((await api.put(`/api/change-orders/${co.body.id}`, { status: 'approved' })).status).toBe(200);
    await expect
      .poll(async () => (await api.get('/api/dashboard/stats')).body, { timeout: 10_000 })
      .toMatchObject({ totalBudget: 3750, totalOriginalBudget: 3500, totalProfit: 1840 });
  });
});
