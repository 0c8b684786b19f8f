import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completionAnalysisSchema } from '../../../domain/completion-analysis';
import { addDays, daysBetween, todayIso } from '../../../domain/dates';
import { completedProjectSchema, inactiveProjectSchema } from '../../../domain/lifecycle';
import { rows } from '../../db/sql-fragments';
import { insertEmployee, insertExpense, insertWorkRecord, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, rowCount, startTestServer, type TestServer } from '../../test/harness';

const SNAPSHOT_TABLES = ['active_projects', 'inactive_projects', 'completed_projects'];

describe.each(databaseKinds)('project lifecycle API on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  const db = () => server.database.db;
  const today = todayIso();
  const counts = async () => Promise.all(SNAPSHOT_TABLES.map((t) => rowCount(server, t)));
  const project = async (id: number) => (await api.get(`/api/projects/${id}`)).body;
  const newProject = async (overrides: Record<string, unknown> = {}) =>
    (await api.post('/api/projects', projectPayload({ startDate: '2026-11-01', endDate: '2026-11-30', budget: 10000, ...overrides }))).body
      .id as number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
  });
  afterAll(() => server.close());

  it('pauses with a reason, writes the inactive record, lists it, then resumes with the paused days counted', async () => {
    const id = await newProject({ name: 'Lee deck' });
    const paused = await api.post(`/api/projects/${id}/move-to-inactive`, { reason: '  Waiting on permits  ' });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ id, status: 'on_hold', isActive: false, lastActiveDate: today, totalInactiveDays: 0 });
    expect(paused.body.pausedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const [snap] = await rows<Record<string, unknown>>(
      db().execute(sql`SELECT name, reason_inactive, budget::text, active_days, total_inactive_days, last_active_date::text, paused_at IS NOT NULL AS paused
        FROM inactive_projects WHERE original_project_id = ${id}`),
    );
    expect(snap).toEqual({
      name: 'Lee deck',
      reason_inactive: 'Waiting on permits',
      budget: '10000.00',
      active_days: paused.body.activeDays,
      total_inactive_days: 0,
      last_active_date: today,
      paused: true,
    });

    const inactive = await api.get('/api/inactive-projects');
    expect(inactive.status).toBe(200);
    const listed = inactive.body.find((p: { originalProjectId: number }) => p.originalProjectId === id);
    expect(inactiveProjectSchema.parse(listed)).toMatchObject({
      name: 'Lee deck',
      reasonInactive: 'Waiting on permits',
      status: 'on_hold',
      budget: 10000,
    });
    expect((await api.get('/api/projects?active=true')).body.map((p: { id: number }) => p.id)).not.toContain(id);

    // The pause began 10 days ago.
    await db().execute(sql`UPDATE projects SET paused_at = paused_at - interval '10 days' WHERE id = ${id}`);
    const resumed = await api.post(`/api/projects/${id}/move-to-active`);
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ status: 'active', isActive: true, totalInactiveDays: 10, lastActiveDate: today });
    expect(resumed.body.resumedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const active = await rows<Record<string, unknown>>(
      db().execute(
        sql`SELECT name, budget::text, start_date::text AS start, moved_to_active_date IS NOT NULL AS moved FROM active_projects WHERE original_project_id = ${id}`,
      ),
    );
    expect(active).toEqual([{ name: 'Lee deck', budget: '10000.00', start: '2026-11-01', moved: true }]);
    expect((await api.get('/api/inactive-projects')).body.map((p: { originalProjectId: number }) => p.originalProjectId)).not.toContain(id);
    expect((await api.get('/api/projects?active=true')).body.map((p: { id: number }) => p.id)).toContain(id);
  });

  it('refuses a blank reason, a missing reason and a move to the set the project is in, writing nothing', async () => {
    const id = await newProject();
    const before = await counts();
    const blank = await api.post(`/api/projects/${id}/move-to-inactive`, { reason: '   ' });
    expect(blank).toMatchObject({ status: 400, body: { message: 'reason: Please give a reason for pausing this project' } });
    expect((await api.post(`/api/projects/${id}/move-to-inactive`, {})).status).toBe(400);
    expect(await api.post(`/api/projects/${id}/move-to-active`)).toEqual({
      status: 409,
      body: { message: 'This project is already active' },
    });
    expect(await counts()).toEqual(before);
    expect(await project(id)).toMatchObject({ status: 'active', isActive: true, pausedAt: null });
    expect((await api.post('/api/projects/999999/move-to-active')).status).toBe(404);
  });

  it('completes with the final figures, the analysis and its engine, then refuses completing twice', async () => {
    // Thirty planned days ending today: finished on time whatever day the suite runs (a fixed start made it late).
    const start = addDays(today, -29);
    const id = await newProject({ name: 'Smith kitchen', estimatedMaterialCost: 3000, startDate: start, endDate: today });
    await insertExpense(db(), id, '2500.00', { category: 'material' });
    await insertExpense(db(), id, '300.25', { category: 'gas' });
    const employeeId = await insertEmployee(db(), { dailyRate: '200.00' });
    await insertWorkRecord(db(), id, employeeId, '5', null);

    const done = await api.post(`/api/projects/${id}/complete`);
    expect(done.body.message).toBeUndefined();
    expect(done.status).toBe(200);
    const { engine, projectId, completedProjectId, ...analysis } = done.body;
    expect(engine).toEqual({ name: 'built-in' });
    expect(projectId).toBe(id);
    expect(completionAnalysisSchema.parse(analysis)).toEqual(analysis);
    // Final cost 2500 + 300.25 + 5 × 200 = 3800.25 on a 10,000 budget.
    expect(analysis).toMatchObject({
      projectName: 'Smith kitchen',
      finalProfitMargin: 62,
      overallRating: expect.stringMatching(/^(excellent|good)$/),
      budgetPerformance: { budgetedAmount: 10000, actualCost: 3800.25, variance: 6199.75, variancePercentage: 62 },
      timelinePerformance: { plannedDays: 30, actualDays: daysBetween(start, today) + 1 },
    });
    expect(analysis.lessonsLearned[0]).toBe('Cost split: labor $1,000.00 (26.31%), materials $2,500.00 (65.79%), other $300.25 (7.90%).');

    const [snap] = await rows<Record<string, unknown>>(
      db().execute(sql`SELECT id, final_cost::text, profit::text, profit_margin::text, actual_finish_date::text, customer_rating, final_notes,
          actual_days, ai_analysis->>'projectName' AS analysed FROM completed_projects WHERE original_project_id = ${id}`),
    );
    expect(snap).toEqual({
      id: completedProjectId,
      final_cost: '3800.25',
      profit: '6199.75',
      profit_margin: '62.00',
      actual_finish_date: today,
      // No rating given: stored as not rated, never a default 5.
      customer_rating: null,
      final_notes: null,
      actual_days: analysis.timelinePerformance.actualDays,
      analysed: 'Smith kitchen',
    });
    expect(await project(id)).toMatchObject({
      status: 'completed',
      isActive: false,
      actualFinishDate: today,
      aiAnalysis: analysis.aiInsights,
    });

    const before = await counts();
    expect(await api.post(`/api/projects/${id}/complete`)).toEqual({
      status: 409,
      body: { message: 'This project is already marked as completed' },
    });
    expect((await api.post(`/api/projects/${id}/move-to-completed`, { finalNotes: 'again' })).status).toBe(409);
    expect(await counts()).toEqual(before);

    const archive = await api.get('/api/completed-projects');
    const listed = completedProjectSchema.parse(archive.body.find((c: { originalProjectId: number }) => c.originalProjectId === id));
    expect(listed).toMatchObject({
      id: completedProjectId,
      name: 'Smith kitchen',
      budget: 10000,
      finalCost: 3800.25,
      profit: 6199.75,
      profitMargin: 62,
      customerRating: null,
      performance: 'Excellent',
      actualFinishDate: today,
    });
    expect(listed.aiAnalysis).toEqual(analysis);
    expect(JSON.stringify(listed.aiAnalysis)).not.toMatch(/rated the job \d|rating \d\/5/);
    expect(analysis.aiInsights).toContain('not rated by the customer');
  });

  it('completes a $1 job that cost $5,000 (margin -499,900 %) and archives that margin', async () => {
    const id = await newProject({ name: 'Tiny budget', budget: 1 });
    await insertExpense(db(), id, '5000.00', { category: 'material' });
    const done = await api.post(`/api/projects/${id}/complete`);
    expect(done.status).toBe(200);
    const listed = (await api.get('/api/completed-projects')).body.find((c: { originalProjectId: number }) => c.originalProjectId === id);
    expect(listed.profitMargin).toBe(-499900);
  });

  it('moves to completed with notes and a rating; a rating of 6 is refused with nothing written', async () => {
    const id = await newProject({ name: 'Ortiz roof', budget: 5000 });
    await insertExpense(db(), id, '4600.00');
    const before = await counts();
    const six = await api.post(`/api/projects/${id}/move-to-completed`, { finalNotes: 'Done', customerRating: 6 });
    expect(six).toMatchObject({ status: 400, body: { message: 'customerRating: Customer rating must be a whole number from 1 to 5' } });
    expect(await counts()).toEqual(before);
    expect((await project(id)).status).toBe('active');

    const done = await api.post(`/api/projects/${id}/move-to-completed`, { finalNotes: '  Roof passed inspection ', customerRating: 3 });
    expect(done.status).toBe(200);
    expect(done.body.finalProfitMargin).toBe(8);
    const [snap] = await rows<Record<string, unknown>>(
      db().execute(
        sql`SELECT final_notes, customer_rating, final_cost::text, profit::text, profit_margin::text FROM completed_projects WHERE original_project_id = ${id}`,
      ),
    );
    expect(snap).toEqual({
      final_notes: 'Roof passed inspection',
      customer_rating: 3,
      final_cost: '4600.00',
      profit: '400.00',
      profit_margin: '8.00',
    });
    const listed = (await api.get('/api/completed-projects')).body.find((c: { originalProjectId: number }) => c.originalProjectId === id);
    expect(listed).toMatchObject({ performance: 'Break-even', finalNotes: 'Roof passed inspection', customerRating: 3 });
  });

  it('reopens a completed project, keeps the old record, and the archive shows the latest completion only while completed', async () => {
    const id = await newProject({ name: 'Reopened bath' });
    expect((await api.post(`/api/projects/${id}/move-to-completed`, { customerRating: 4 })).status).toBe(200);
    const reopened = await api.post(`/api/projects/${id}/move-to-active`);
    expect(reopened.body).toMatchObject({ status: 'active', isActive: true, actualFinishDate: null });
    const archived = async () =>
      (await api.get('/api/completed-projects')).body.filter((c: { originalProjectId: number }) => c.originalProjectId === id);
    expect(await archived()).toEqual([]);
    expect((await api.post(`/api/projects/${id}/move-to-completed`, { customerRating: 2, finalNotes: 'Second visit' })).status).toBe(200);
    const [snaps] = await rows<{ n: number }>(
      db().execute(sql`SELECT count(*)::int AS n FROM completed_projects WHERE original_project_id = ${id}`),
    );
    expect(snaps.n).toBe(2);
    const latest = await archived();
    expect(latest).toHaveLength(1);
    expect(latest[0]).toMatchObject({ customerRating: 2, finalNotes: 'Second visit' });

    // From completed straight to inactive is offered too.
    const paused = await api.post(`/api/projects/${id}/move-to-inactive`, { reason: 'Warranty work on hold' });
    expect(paused.body).toMatchObject({ status: 'on_hold', isActive: false, actualFinishDate: null });
    expect(await archived()).toEqual([]);
  });

  it('completes once when two completions race: one answers 200, the other 409, one record is written', async () => {
    const id = await newProject({ name: 'Race porch' });
    const results = await Promise.all([
      api.post(`/api/projects/${id}/complete`),
      api.post(`/api/projects/${id}/move-to-completed`, { customerRating: 4 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body).toEqual({ message: 'This project is already marked as completed' });
    const [snaps] = await rows<{ n: number }>(
      db().execute(sql`SELECT count(*)::int AS n FROM completed_projects WHERE original_project_id = ${id}`),
    );
    expect(snaps.n).toBe(1);
  });
});
