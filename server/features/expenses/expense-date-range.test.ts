import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEmployee, insertExpense, insertWorkRecord, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';

describe.each(databaseKinds)('expenses between two dates on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
  });
  afterAll(() => server.close());

  it('list, tiles and CSV keep the days from..to inclusive; the Labor tile counts the work records in them', async () => {
    const db = server.database.db;
    const id = (await api.post('/api/projects', projectPayload({ name: 'Ranged job' }))).body.id as number;
    await insertExpense(db, id, '10.10', { date: '2026-10-31', description: 'Before' });
    await insertExpense(db, id, '20.20', { date: '2026-11-01', description: 'First day' });
    await insertExpense(db, id, '30.30', { date: '2026-11-15', description: 'Middle', category: 'permits' });
    await insertExpense(db, id, '40.40', { date: '2026-11-30', description: 'Last day' });
    await insertExpense(db, id, '50.50', { date: '2026-12-01', description: 'After' });
    const employee = await insertEmployee(db, { dailyRate: '150.00' });
    await insertWorkRecord(db, id, employee, '1', null, '2026-10-30');
    await insertWorkRecord(db, id, employee, '1.5', null, '2026-11-10');

    const q = `projectId=${id}&from=2026-11-01&to=2026-11-30`;
    const list = await api.get(`/api/expenses?${q}`);
    expect(list.status).toBe(200);
    expect(list.body.map((e: { description: string }) => e.description)).toEqual(['Last day', 'Middle', 'First day']);
    const sorted = await api.get(`/api/expenses?${q}&sort=amount&dir=asc`);
    expect(sorted.body.map((e: { amount: number }) => e.amount)).toEqual([20.2, 30.3, 40.4]);
    const summary = await api.get(`/api/expenses/summary?${q}`);
    expect(summary.body).toMatchObject({ count: 3, totalAmount: 90.9, workRecords: { count: 1, amount: 225 } });
    expect(summary.body.byCategory).toEqual({ material: { count: 2, amount: 60.6 }, permits: { count: 1, amount: 30.3 } });
    const onlyFrom = await api.get(`/api/expenses/summary?projectId=${id}&from=2026-11-30`);
    expect(onlyFrom.body).toMatchObject({ count: 2, totalAmount: 90.9, workRecords: { count: 0, amount: 0 } });
    const csv = await fetch(`${server.url}/api/expenses/export.csv?${q}`);
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).join('\n')).not.toMatch(/Before|After/);
  });

  it('refuses a From after the To and an impossible date with 400 and a message', async () => {
    const res = await api.get('/api/expenses?from=2026-11-30&to=2026-11-01');
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: 'to', message: 'From date must be on or before the To date' });
    expect((await api.get('/api/expenses/summary?from=2026-02-30')).status).toBe(400);
    expect((await api.get('/api/expenses/export.csv?to=nope')).status).toBe(400);
  });
});
