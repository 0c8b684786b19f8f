import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardInsightsSchema, projectAnalysisSchema } from '../../../domain/analyzer/schemas';
import { addDays, todayIso } from '../../../domain/dates';
import type { AnalysisEngine } from '../../adapters/ai';
import { insertEmployee, insertExpense, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';

const today = todayIso();

describe.each(databaseKinds)('AI Project Analyzer on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  const ids = { lean: 0, healthy: 0, empty: 0 };
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    const make = async (o: Record<string, unknown>) => (await api.post('/api/projects', projectPayload(o))).body.id as number;
    // Lean: $10,000 budget, $9,500 spent → 5 % margin (critical), 95 % spent → health risk high.
    ids.lean = await make({ name: 'Lean Lanai', budget: 10000, startDate: addDays(today, -9), endDate: addDays(today, 10) });
    await insertExpense(server.database.db, ids.lean, '9500.00');
    // Healthy: $20,000 budget, $12,000 spent → 40 % margin.
    ids.healthy = await make({ name: 'Healthy Kitchen', budget: 20000, startDate: addDays(today, -9), endDate: addDays(today, 10) });
    await insertExpense(server.database.db, ids.healthy, '12000.00');
    ids.empty = await make({ name: 'Empty Deck', budget: 5000, startDate: addDays(today, -1), endDate: null, estimatedDays: null });
    const electrician = await insertEmployee(server.database.db, { name: 'Eli Volt', dailyRate: '264.00' });
    await server.database.db.execute(sql`UPDATE employees SET position = 'electrician' WHERE id = ${electrician}`);
    const assigned = await api.post(`/api/projects/${ids.healthy}/employees`, { employeeId: electrician });
    expect(assigned.status).toBe(201);
  });
  afterAll(() => server.close());

  it('dashboard-insights: figures from the stored projects, alerts under the Florida average', async () => {
    const res = await api.get('/api/ai/dashboard-insights');
    expect(res.status).toBe(200);
    const body = dashboardInsightsSchema.parse(res.body);
    expect(body.engine).toEqual({ name: 'built-in' });
    expect(body.projectsAtRisk).toBe(1);
    // Mean margin of the two projects with costs: (5 + 40) / 2.
    expect(body.marketComparison).toEqual({ yourMargin: 22.5, floridaAverage: 15.2 });
    // 1 of 3 at risk → critical (a third or more).
    expect(body.overallHealth).toBe('critical');
    expect(body.profitAlerts).toHaveLength(1);
    expect(body.profitAlerts[0]).toMatchObject({
      projectId: ids.lean,
      projectName: 'Lean Lanai',
      currentProfitMargin: 5,
      severity: 'critical',
    });
    expect(body.inputs).toMatchObject({ activeProjects: 3, projectsWithCosts: 2, totalBudget: 35000, totalSpent: 21500 });
    expect(body.recommendations.length).toBeGreaterThan(0);
    expect(body.recommendations.length).toBeLessThanOrEqual(4);
  });

  it('dashboard-insights follows a new expense (the cached answer is dropped)', async () => {
    const before = dashboardInsightsSchema.parse((await api.get('/api/ai/dashboard-insights')).body);
    await api.post('/api/expenses', {
      projectId: ids.healthy,
      category: 'material',
      description: 'Tile',
      amount: 1000,
      date: today,
    });
    const after = dashboardInsightsSchema.parse((await api.get('/api/ai/dashboard-insights')).body);
    expect(after.inputs.totalSpent).toBe(before.inputs.totalSpent + 1000);
  });

  it('project-analysis: risk, score, variances, timeline and the crew against the pay scale', async () => {
    const res = await api.get(`/api/ai/project-analysis/${ids.healthy}`);
    expect(res.status).toBe(200);
    const a = projectAnalysisSchema.parse(res.body);
    expect(a.figures).toMatchObject({ name: 'Healthy Kitchen', budget: 20000, totalCosts: 13000, currentMargin: 35, daysElapsed: 10 });
    // 35 % of the 30 % 'excellent' line → capped at 100.
    expect(a.profitabilityScore).toBe(100);
    // Electrician: Florida average $30/h × 8 h = $240/day; paid $264 → +10 %.
    expect(a.laborCostAnalysis.variance).toBe(10);
    expect(a.figures.crew).toEqual([{ name: 'Eli Volt', position: 'electrician', dailyRate: 264, floridaDailyRate: 240 }]);
    expect(a.timelineStatus).toBe('On schedule');
    expect(a.estimatedCompletionDate).toBe(addDays(today, 10));
    // 65 % spent, 10 of 20 planned days run (50 %) → 15 points ahead.
    expect(a.budgetVariance).toBe(15);
    expect(a.timelineVariance).toBe(50);
    expect(a.engine.name).toBe('built-in');

    const lean = projectAnalysisSchema.parse((await api.get(`/api/ai/project-analysis/${ids.lean}`)).body);
    expect(lean.riskLevel).toBe('high');
    expect(lean.profitabilityScore).toBe(16.7);
    expect(lean.laborCostAnalysis.variance).toBeNull();

    const empty = projectAnalysisSchema.parse((await api.get(`/api/ai/project-analysis/${ids.empty}`)).body);
    expect(empty.figures.currentMargin).toBeNull();
    expect(empty.profitabilityScore).toBe(0);
    expect(empty.timelineStatus).toBe('No end date set');
    expect(empty.budgetVariance).toBeNull();
  });

  it('project-analysis: 404 for an unknown project, 400 for a bad id', async () => {
    expect((await api.get('/api/ai/project-analysis/999999')).status).toBe(404);
    const bad = await api.get('/api/ai/project-analysis/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
  });
});

describe('AI Project Analyzer with a model', () => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('uses the model’s judgement and wording but keeps the computed figures', async () => {
    const model: AnalysisEngine = {
      name: 'openai-compatible',
      async analyze(task) {
        const judged =
          task.kind === 'dashboard-insights'
            ? { overallHealth: 'healthy', recommendations: ['Model says: keep going.'] }
            : { riskLevel: 'low', recommendedActions: ['Model action'], aiInsights: 'Model insight', profitabilityScore: 1 };
        return { result: task.schema.parse(judged), engine: { name: 'openai-compatible', model: 'test-model' } };
      },
    };
    server = await startTestServer('pglite', { ai: model });
    const api = httpClient(server);
    const id = (await api.post('/api/projects', projectPayload({ budget: 1000 }))).body.id as number;
    await insertExpense(server.database.db, id, '400.00');
    const insights = dashboardInsightsSchema.parse((await api.get('/api/ai/dashboard-insights')).body);
    expect(insights.recommendations).toEqual(['Model says: keep going.']);
    expect(insights.engine).toEqual({ name: 'openai-compatible', model: 'test-model' });
    expect(insights.marketComparison.yourMargin).toBe(60);
    const analysis = projectAnalysisSchema.parse((await api.get(`/api/ai/project-analysis/${id}`)).body);
    expect(analysis.aiInsights).toBe('Model insight');
    expect(analysis.profitabilityScore).toBe(100);
  });
});
