import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../../domain/dates';
import { budgetHealth, riskLevel, timelineHealth, timelineOverrunPercent } from '../../../domain/health';
import { dollarsToCents } from '../../../domain/money';
import { plannedDays } from '../../../domain/projects';
import { insertEmployee, insertExpense, insertWorkRecord, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';

/**
 * The dashboard's projectsAtRisk rule at each of its edges (docs/decisions/013-dashboard-stats.md): high risk is
 * budget health under 30 (more than 90 % of a positive budget spent, or any spending on a zero budget) or
 * timeline health under 50 (days past the end date more than 100 % of the planned days). Each case is one
 * active project on its own; the SQL count must agree with the domain formulas on the same project.
 */
type Case = {
  label: string;
  budget: number;
  expense?: string;
  laborDays?: string;
  /** Days from today: start and end (null = no end date). */
  start: number;
  end: number | null;
  estimatedDays?: number;
  atRisk: 0 | 1;
};

const cases: Case[] = [
  { label: 'zero budget, nothing spent', budget: 0, start: -5, end: 5, atRisk: 0 },
  { label: 'zero budget, one cent of expenses', budget: 0, expense: '0.01', start: -5, end: 5, atRisk: 1 },
  { label: 'zero budget, only labor spent', budget: 0, laborDays: '0.5', start: -5, end: 5, atRisk: 1 },
  { label: 'exactly 90 % of the budget spent', budget: 1000, expense: '900.00', start: -5, end: 5, atRisk: 0 },
  { label: 'one cent over 90 % of the budget', budget: 1000, expense: '900.01', start: -5, end: 5, atRisk: 1 },
  {
    label: 'exactly 90 % with labor (810.00 + half a day at 180.00)',
    budget: 1000,
    expense: '810.00',
    laborDays: '0.5',
    start: -5,
    end: 5,
    atRisk: 0,
  },
  { label: 'over 90 % only with labor counted', budget: 1000, expense: '810.01', laborDays: '0.5', start: -5, end: 5, atRisk: 1 },
  // Planned days from the inclusive span start..end: 10 days (estimatedDays stored by the server).
  { label: 'ends today (not late)', budget: 1000, start: -9, end: 0, atRisk: 0 },
  { label: 'no end date', budget: 1000, start: -400, end: null, atRisk: 0 },
  { label: 'late by exactly the planned days (100 %)', budget: 1000, start: -19, end: -10, atRisk: 0 },
  { label: 'late by one day more than planned (110 %)', budget: 1000, start: -20, end: -11, atRisk: 1 },
  // Estimated days of 0 fall back to the inclusive span (10 days): 10 late is 100 %, 11 late 110 %.
  { label: 'estimated days 0, late by exactly the span', budget: 1000, start: -19, end: -10, estimatedDays: 0, atRisk: 0 },
  { label: 'estimated days 0, late by one day more than the span', budget: 1000, start: -20, end: -11, estimatedDays: 0, atRisk: 1 },
  // Given estimated days win over the span: 200 planned, 200 late = 100 %, 201 late = 100.5 %.
  { label: 'late 100 % of given estimated days', budget: 1000, start: -210, end: -200, estimatedDays: 200, atRisk: 0 },
  { label: 'late 100.5 % of given estimated days', budget: 1000, start: -211, end: -201, estimatedDays: 200, atRisk: 1 },
];

describe.each(databaseKinds)('dashboard projectsAtRisk boundaries on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let crew: number;
  const today = todayIso();
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    // 180.00 a day: half a day is 90.00 of labor.
    crew = await insertEmployee(server.database.db, { name: 'Risk Crew', dailyRate: '180.00' });
  });
  afterAll(() => server.close());

  it.each(cases)('$label → $atRisk at risk', async (c) => {
    const db = server.database.db;
    const payload = projectPayload({
      name: c.label,
      budget: c.budget,
      startDate: addDays(today, c.start),
      endDate: c.end === null ? null : addDays(today, c.end),
      ...(c.estimatedDays === undefined ? {} : { estimatedDays: c.estimatedDays }),
    });
    const created = await api.post('/api/projects', payload);
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    if (c.expense) await insertExpense(db, id, c.expense);
    if (c.laborDays) await insertWorkRecord(db, id, crew, c.laborDays, null, today);
    await server.database.flushChanges();

    const stats = (await api.get('/api/dashboard/stats')).body;
    // The same verdict from the domain formulas on the project as the API answers it.
    const p = (await api.get(`/api/projects/${id}`)).body;
    const b = budgetHealth(dollarsToCents(p.budget), dollarsToCents(p.totalExpenses));
    const t = timelineHealth(timelineOverrunPercent({ ...p, plannedDays: plannedDays(p), completed: p.status === 'completed' }, today));
    // Removed before asserting so one failing case leaves the next ones alone.
    expect((await api.del(`/api/projects/${id}`)).status).toBe(204);

    expect(stats.activeProjects).toBe(1);
    expect(stats.projectsAtRisk).toBe(c.atRisk);
    expect(riskLevel(b, t) === 'high' ? 1 : 0).toBe(c.atRisk);
  });
});
