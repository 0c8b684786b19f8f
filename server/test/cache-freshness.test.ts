import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEmployee, projectPayload } from './factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from './harness';

// The response cache keeps the payroll week and the expense pages while other tables change
// (server/http/response-cache.ts): these tests hold it to every table those answers read.
describe.each(databaseKinds)('cached answers follow every write they depend on, on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let projectId: number;
  let employeeId: number;
  const payloads: string[] = [];
  const week = '2026-11-08';

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    await server.database.onDataChanged((p) => payloads.push(p));
    projectId = (await api.post('/api/projects', projectPayload({ name: 'Old porch', budget: 5000 }))).body.id;
    employeeId = await insertEmployee(server.database.db, { name: 'Rosa Diaz', dailyRate: '200.00' });
    const record = { projectId, employeeId, date: '2026-11-10', entryType: 'days', days: 1, description: 'Framing' };
    expect((await api.post('/api/time-entries', record)).status).toBe(201);
  });
  afterAll(() => server.close());

  const projectChanges = async () => {
    await server.database.flushChanges();
    return payloads
      .splice(0)
      .map((p) => JSON.parse(p) as { t: string; c?: boolean })
      .filter((c) => c.t === 'projects');
  };

  it('says when a change of projects only moved their cost totals, and not when anything else changed', async () => {
    await projectChanges();
    await api.post('/api/expenses', { projectId, category: 'material', description: 'Joists', amount: 120.5, date: '2026-11-10' });
    expect(await projectChanges()).toEqual([expect.objectContaining({ t: 'projects', c: true })]);
    await api.put(`/api/projects/${projectId}`, { notes: 'Gate on the left' });
    const renamed = await projectChanges();
    expect(renamed).toHaveLength(1);
    expect(renamed[0].c).toBeUndefined();
    // A work record refreshes the labor figures: cost-only too (the refresh functions flag their own UPDATE).
    const record = { projectId, employeeId, date: '2026-10-20', entryType: 'days', days: 1, description: 'Siding' };
    expect((await api.post('/api/time-entries', record)).status).toBe(201);
    expect(await projectChanges()).toEqual([expect.objectContaining({ t: 'projects', c: true })]);
  });

  it("a refresh's flag covers its own update only: a project edit later in the same transaction is a full change", async () => {
    await projectChanges();
    await server.database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO expenses (project_id, category, description, amount, date)
        VALUES (${projectId}, 'material', 'Nails', 4.25, '2026-11-10')`);
      await tx.execute(sql`UPDATE projects SET description = 'Gate on the right' WHERE id = ${projectId}`);
    });
    const changes = await projectChanges();
    expect(changes).toHaveLength(2);
    expect(changes[0].c).toBe(true);
    expect(changes[1].c).toBeUndefined();
    // An update outside the refresh functions that moves only a kept figure is still found cost-only by comparing rows.
    await server.database.db.execute(sql`UPDATE projects SET expense_total = expense_total WHERE id = ${projectId}`);
    expect(await projectChanges()).toEqual([expect.objectContaining({ t: 'projects', c: true })]);
  });

  it('the payroll week shows a project renamed after it was cached, and a new work record', async () => {
    const names = async () =>
      (await api.get(`/api/payroll/weekly?week=${week}`)).body
        .find((r: { employeeId: number }) => r.employeeId === employeeId)
        .projects.map((p: { projectName: string }) => p.projectName);
    expect(await names()).toEqual(['Old porch']);
    await api.post('/api/expenses', { projectId, category: 'material', description: 'Posts', amount: 80, date: '2026-11-11' });
    expect(await names()).toEqual(['Old porch']);
    expect((await api.put(`/api/projects/${projectId}`, { name: 'New porch' })).status).toBe(200);
    expect(await names()).toEqual(['New porch']);
    const pay = async () =>
      (await api.get(`/api/payroll/weekly?week=${week}`)).body.find((r: { employeeId: number }) => r.employeeId === employeeId).totalPay;
    expect(await pay()).toBe(200);
    await api.post('/api/time-entries', { projectId, employeeId, date: '2026-11-11', entryType: 'days', days: 0.5, description: 'Trim' });
    expect(await pay()).toBe(300);
  });

  it('the expense page and tiles show a new expense, a renamed supplier and a project renamed after they were cached', async () => {
    const supplier = (await api.post('/api/suppliers', { name: 'Bay Lumber' })).body.id as number;
    const created = await api.post('/api/expenses', {
      projectId,
      category: 'equipment',
      description: 'Saw rental',
      amount: 45.25,
      date: '2026-11-12',
      supplierId: supplier,
    });
    expect(created.status).toBe(201);
    const item = async () =>
      (await api.get(`/api/expenses?projectId=${projectId}`)).body.find((e: { id: number }) => e.id === created.body.id);
    const tiles = async () => (await api.get(`/api/expenses/summary?projectId=${projectId}`)).body.byCategory.equipment;
    expect(await item()).toMatchObject({ supplier: { name: 'Bay Lumber' }, project: { name: 'New porch' } });
    expect(await tiles()).toEqual({ count: 1, amount: 45.25 });
    expect((await api.put(`/api/suppliers/${supplier}`, { name: 'Bay Lumber & Supply' })).status).toBe(200);
    expect(await item()).toMatchObject({ supplier: { name: 'Bay Lumber & Supply' } });
    await api.put(`/api/projects/${projectId}`, { name: 'Front porch' });
    expect(await item()).toMatchObject({ project: { name: 'Front porch' } });
    expect((await api.get('/api/expenses/summary?search=front%20porch')).body.byCategory.equipment.count).toBeGreaterThanOrEqual(1);
    await api.post('/api/expenses', { projectId, category: 'equipment', description: 'Sander', amount: 10, date: '2026-11-12' });
    expect(await tiles()).toEqual({ count: 2, amount: 55.25 });
  });
  it('the tiles follow a work record, a new day rate and an expense, their two parts cached apart', async () => {
    const tiles = async () => (await api.get(`/api/expenses/summary?projectId=${projectId}`)).body;
    const before = await tiles();
    await api.post('/api/time-entries', { projectId, employeeId, date: '2026-11-13', entryType: 'days', days: 1, description: 'Decking' });
    const afterWork = await tiles();
    expect(afterWork.workRecords).toEqual({ count: before.workRecords.count + 1, amount: before.workRecords.amount + 200 });
    expect(afterWork.byCategory).toEqual(before.byCategory);
    expect(
      (await api.put(`/api/employees/${employeeId}`, { name: 'Rosa Diaz', position: 'Carpenter', payType: 'daily', dailyRate: 250 }))
        .status,
    ).toBe(200);
    // Every record is in days at the old $200 a day: the same days at $250.
    const days = afterWork.workRecords.amount / 200;
    expect((await tiles()).workRecords).toEqual({ count: afterWork.workRecords.count, amount: days * 250 });
    await api.post('/api/expenses', { projectId, category: 'gas', description: 'Fuel', amount: 31.4, date: '2026-11-13' });
    const afterExpense = await tiles();
    expect(afterExpense.byCategory.gas).toEqual({
      count: (before.byCategory.gas?.count ?? 0) + 1,
      amount: (before.byCategory.gas?.amount ?? 0) + 31.4,
    });
    expect(afterExpense.count).toBe(before.count + 1);
    expect(afterExpense.workRecords.count).toBe(afterWork.workRecords.count);
  });
});
