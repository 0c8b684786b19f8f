import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../../domain/dates';
import { laborRateMissingSql } from '../../db/rule-fragments';
import { rows } from '../../db/sql-fragments';
import { projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';

type Unpriced = { id: number; unpricedWorkRecords: number; unpricedEmployees: string[]; totalExpenses: number };

/**
 * Work recorded for an employee without a rate (issue 18): the project list, the project page, the Costs tab's
 * status analysis, the profit analysis and the dashboard say how many work records are priced at $0 and whose,
 * from the count kept with labor_total (migration 0030), which follows every write that can change it.
 */
describe.each(databaseKinds)('work without a rate on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  const today = todayIso();

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
  });
  afterAll(() => server.close());

  const employee = async (name: string, rates: { dailyRate?: number; hourlyRate?: number }) => {
    const res = await api.post('/api/employees', { name, position: 'Carpenter', payType: 'daily', ...rates });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const work = async (projectId: number, employeeId: number, extra: Record<string, unknown> = {}) => {
    const res = await api.post('/api/time-entries', { projectId, employeeId, date: today, days: 1, entryType: 'days', ...extra });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const listed = async (id: number): Promise<Unpriced> =>
    (await api.get('/api/projects?active=true')).body.find((p: { id: number }) => p.id === id);
  /** The projects whose kept count or employee ids differ from a recount from the work records. */
  const keptCountsMatch = async () =>
    rows<{ id: number }>(
      server.database.db.execute(sql`
        SELECT p.id FROM projects p
        LEFT JOIN LATERAL (
          SELECT count(*)::int AS n, coalesce(array_agg(DISTINCT t.employee_id ORDER BY t.employee_id), '{}') AS ids
          FROM time_entries t LEFT JOIN employees em ON em.id = t.employee_id
          WHERE t.project_id = p.id AND ${laborRateMissingSql}
        ) r ON true
        WHERE p.unpriced_work_count <> r.n OR p.unpriced_employee_ids <> r.ids`),
    );

  it('counts them in the list, the project page, the Costs tab, the profit analysis and the dashboard', async () => {
    const before = (await api.get('/api/dashboard/stats')).body;
    const project = (
      await api.post('/api/projects', projectPayload({ name: 'Porch', startDate: addDays(today, -10), endDate: addDays(today, 20) }))
    ).body.id as number;
    const priced = (
      await api.post('/api/projects', projectPayload({ name: 'Deck', startDate: addDays(today, -10), endDate: addDays(today, 20) }))
    ).body.id as number;
    expect(
      await api.post('/api/expenses', { projectId: project, amount: 500, category: 'material', description: 'Boards', date: today }),
    ).toMatchObject({
      status: 201,
    });
    const ana = await employee('Ana Ruiz', {}); // daily rate 0: no rate
    const bo = await employee('Bo Li', { dailyRate: 0, hourlyRate: 30 });
    const cy = await employee('Cy Wu', { dailyRate: 200 });
    await work(project, ana);
    await work(project, ana, { days: 2 });
    await work(project, ana, { customPay: 150 }); // custom pay is a rate: priced
    const boDay = await work(project, bo);
    await work(project, cy);
    await work(priced, cy);

    const row = await listed(project);
    expect(row).toMatchObject({ unpricedWorkRecords: 3, unpricedEmployees: ['Ana Ruiz', 'Bo Li'], totalExpenses: 850 });
    expect(await listed(priced)).toMatchObject({ unpricedWorkRecords: 0, unpricedEmployees: [] });
    expect((await api.get(`/api/projects/${project}`)).body).toMatchObject({
      unpricedWorkRecords: 3,
      unpricedEmployees: ['Ana Ruiz', 'Bo Li'],
    });
    expect((await api.get(`/api/projects/${project}/status-analysis`)).body).toMatchObject({
      unpricedWorkRecords: 3,
      unpricedEmployees: ['Ana Ruiz', 'Bo Li'],
    });
    expect((await api.get(`/api/projects/${project}/profit-analysis`)).body).toMatchObject({
      unpricedWorkRecords: 3,
      unpricedEmployees: ['Ana Ruiz', 'Bo Li'],
    });
    expect((await api.get(`/api/projects/${priced}/profit-analysis`)).body).toMatchObject({
      unpricedWorkRecords: 0,
      unpricedEmployees: [],
    });
    const stats = (await api.get('/api/dashboard/stats')).body;
    expect(stats.unpricedWorkRecords - before.unpricedWorkRecords).toBe(3);
    expect(stats.projectsWithUnpricedWork - before.projectsWithUnpricedWork).toBe(1);

    // Bo's day entry turns into hours: Bo has an hourly rate, so it is priced now.
    expect(
      (await api.put(`/api/time-entries/${boDay}`, { projectId: project, employeeId: bo, date: today, entryType: 'hours', hours: 8 }))
        .status,
    ).toBe(200);
    expect(await listed(project)).toMatchObject({ unpricedWorkRecords: 2, unpricedEmployees: ['Ana Ruiz'], totalExpenses: 1090 });
    // A rename shows at once: the names are read from the employees, only the ids are kept.
    await api.put(`/api/employees/${ana}`, { name: 'Ana Ruiz Soto', position: 'Carpenter', payType: 'daily' });
    expect(await listed(project)).toMatchObject({ unpricedWorkRecords: 2, unpricedEmployees: ['Ana Ruiz Soto'] });
    expect(await keptCountsMatch()).toEqual([]);

    // Ana gets a daily rate: her work is priced, and the cost goes up by 3 days × $180.
    const put = await api.put(`/api/employees/${ana}`, { name: 'Ana Ruiz', position: 'Carpenter', payType: 'daily', dailyRate: 180 });
    expect(put.status).toBe(200);
    expect(await listed(project)).toMatchObject({ unpricedWorkRecords: 0, unpricedEmployees: [], totalExpenses: 1630 });
    expect((await api.get('/api/dashboard/stats')).body.unpricedWorkRecords).toBe(before.unpricedWorkRecords);

    // Back to no rate, then the records go: the count follows deletes too.
    await api.put(`/api/employees/${ana}`, { name: 'Ana Ruiz', position: 'Carpenter', payType: 'daily', dailyRate: 0 });
    expect(await listed(project)).toMatchObject({ unpricedWorkRecords: 2 });
    const records = (await api.get(`/api/projects/${project}`)).body.timeEntries as {
      id: number;
      employeeId: number;
      customPay: number | null;
    }[];
    for (const r of records.filter((t) => t.employeeId === ana && t.customPay === null)) {
      expect((await api.del(`/api/time-entries/${r.id}`)).status).toBe(204);
    }
    expect(await listed(project)).toMatchObject({ unpricedWorkRecords: 0, unpricedEmployees: [] });
    expect(await keptCountsMatch()).toEqual([]);
  });

  it('a trashed project restored keeps its count, and the kept counts equal a recount', async () => {
    const project = (await api.post('/api/projects', projectPayload({ name: 'Shed', startDate: addDays(today, -5) }))).body.id as number;
    const dee = await employee('Dee Park', {});
    await work(project, dee);
    expect(await listed(project)).toMatchObject({ unpricedWorkRecords: 1, unpricedEmployees: ['Dee Park'] });
    expect((await api.del(`/api/projects/${project}`)).status).toBe(204);
    const trash = (await api.get('/api/project-trash')).body as { id: number; projectId: number }[];
    const entry = trash.find((t) => t.projectId === project);
    expect((await api.post(`/api/project-trash/${entry?.id}/restore`, {})).status).toBe(200);
    expect(await listed(project)).toMatchObject({ unpricedWorkRecords: 1, unpricedEmployees: ['Dee Park'] });
    expect(await keptCountsMatch()).toEqual([]);
  });
});
