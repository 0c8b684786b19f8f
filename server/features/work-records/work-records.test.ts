import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../../domain/dates';
import { insertEmployee, insertExpense, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, rowCount, startTestServer, type TestServer } from '../../test/harness';

describe.each(databaseKinds)('work records API on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let projectId: number;
  let employeeId: number;
  const recordCount = async () => rowCount(server, 'time_entries');
  const record = (o: Record<string, unknown> = {}) => ({
    projectId,
    employeeId,
    date: '2026-11-10',
    entryType: 'days',
    days: 1.5,
    customPay: 200,
    description: 'Framing',
    ...o,
  });

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    projectId = (await api.post('/api/projects', projectPayload({ name: 'Exact', budget: 1000 }))).body.id;
    employeeId = await insertEmployee(server.database.db, { name: 'Ana Lopez', dailyRate: '180.00' });
  });
  afterAll(() => server.close());

  it('records 1.5 days at a custom 200.00/day: with expenses 0.10 + 0.20 + 0.30 the project reports 300.60 exactly', async () => {
    for (const amount of ['0.10', '0.20', '0.30']) await insertExpense(server.database.db, projectId, amount);
    const created = await api.post('/api/time-entries', record());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      projectId,
      employeeId,
      days: 1.5,
      customPay: 200,
      rate: 200,
      pay: 300,
      employeeName: 'Ana Lopez',
      entryType: 'days',
      date: '2026-11-10',
    });
    const project = (await api.get(`/api/projects/${projectId}`)).body;
    expect(project).toMatchObject({ totalExpenses: 300.6, totalProfit: 699.4, profitMargin: 69.94 });
    expect((await api.get('/api/projects')).body.find((p: { id: number }) => p.id === projectId).totalExpenses).toBe(300.6);
  });

  it('uses the employee daily rate when custom pay is blank, and lists newest first', async () => {
    const res = await api.post('/api/time-entries', record({ date: '2026-11-12', days: '2.5', customPay: '' }));
    expect(res.body).toMatchObject({ customPay: null, rate: 180, pay: 450 });
    const list = await api.get(`/api/time-entries?projectId=${projectId}`);
    expect(list.body.map((r: { date: string }) => r.date)).toEqual(['2026-11-12', '2026-11-10']);
    expect((await api.get(`/api/projects/${projectId}`)).body.totalExpenses).toBe(750.6);
  });

  it('updates and deletes a record, and the project totals follow', async () => {
    const { body: r } = await api.post('/api/time-entries', record({ date: '2026-11-13', days: 1, customPay: null }));
    const updated = await api.put(`/api/time-entries/${r.id}`, record({ date: '2026-11-14', days: 0.5, customPay: 99.99 }));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: r.id, date: '2026-11-14', days: 0.5, pay: 50 }); // 0.5 × 99.99 = 49.995 → 50.00
    expect((await api.get(`/api/projects/${projectId}`)).body.totalExpenses).toBe(800.6);
    expect((await api.del(`/api/time-entries/${r.id}`)).status).toBe(204);
    expect((await api.get(`/api/projects/${projectId}`)).body.totalExpenses).toBe(750.6);
  });

  it.each([
    ['no employee', { employeeId: undefined }, 'employeeId', 'Please select an employee'],
    ['an empty employee', { employeeId: '' }, 'employeeId', 'Please select an employee'],
    ['a non-numeric employee id', { employeeId: 'abc' }, 'employeeId', 'Invalid employee ID'],
    ['no days', { days: undefined }, 'days', 'Days is required'],
    ['blank days', { days: '' }, 'days', 'Days is required'],
    ['days not in steps of 0.5', { days: 1.25 }, 'days', 'Days must be in steps of 0.5'],
    ['zero days', { days: 0 }, 'days', 'Days must be greater than 0'],
    ['custom pay with 3 decimals', { customPay: 10.005 }, 'customPay', 'Custom pay can have at most 2 decimals'],
    ['an unknown employee', { employeeId: 999_999 }, 'employeeId', 'Employee not found'],
    ['an unknown project', { projectId: 999_999 }, 'projectId', 'Project not found'],
    ['a bad date', { date: '2026-13-01' }, 'date', 'Date must be a date (YYYY-MM-DD)'],
    ['a future date (tomorrow)', { date: addDays(todayIso(), 1) }, 'date', 'Work cannot be recorded on a future date'],
  ])('refuses %s with 400 and writes nothing', async (_label, change, path, message) => {
    const before = await recordCount();
    const totalBefore = (await api.get(`/api/projects/${projectId}`)).body.totalExpenses;
    const res = await api.post('/api/time-entries', record(change));
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
    expect(await recordCount()).toBe(before);
    expect((await api.get(`/api/projects/${projectId}`)).body.totalExpenses).toBe(totalBefore);
  });

  it('refuses an inactive employee for a new record but keeps them on an existing one', async () => {
    const e = await insertEmployee(server.database.db, { name: 'Leaving', dailyRate: '150.00' });
    const { body: r } = await api.post('/api/time-entries', record({ employeeId: e, customPay: null, days: 1 }));
    await server.database.db.execute(sql`UPDATE employees SET active = false WHERE id = ${e}`);
    const refused = await api.post('/api/time-entries', record({ employeeId: e }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContainEqual({ path: 'employeeId', message: 'Only active employees can be selected' });
    expect((await api.put(`/api/time-entries/${r.id}`, record({ employeeId: e, days: 2, customPay: null }))).body.pay).toBe(300);
    await api.del(`/api/time-entries/${r.id}`);
  });

  it('answers 404 for unknown ids', async () => {
    expect(await api.put('/api/time-entries/999999', record())).toEqual({ status: 404, body: { message: 'Work record not found' } });
    expect((await api.del('/api/time-entries/999999')).status).toBe(404);
  });
});
