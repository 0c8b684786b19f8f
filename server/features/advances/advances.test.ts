import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql-fragments';
import { insertEmployee, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';

describe.each(databaseKinds)('payroll advances API on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let projectId: number;
  let employeeId: number;
  const counts = async () =>
    (
      await rows<{ advances: number; expenses: number }>(
        server.database.db.execute(
          sql`SELECT (SELECT count(*) FROM payroll_advances)::int AS advances, (SELECT count(*) FROM expenses)::int AS expenses`,
        ),
      )
    )[0];
  const totalExpenses = async () => (await api.get(`/api/projects/${projectId}`)).body.totalExpenses as number;
  const advance = (o: Record<string, unknown> = {}) => ({ employeeId, amount: 100, reason: 'Rent', advanceDate: '2026-11-10', ...o });

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    projectId = (await api.post('/api/projects', projectPayload({ name: 'Deck', budget: 5000 }))).body.id;
    employeeId = await insertEmployee(server.database.db, { name: 'Ana Lopez', dailyRate: '180.00' });
  });
  afterAll(() => server.close());

  it('creates an advance with the defaults (pending, cashapp) and lists it newest first with the employee name', async () => {
    const created = await api.post('/api/payroll-advances', advance({ amount: '100.50' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      employeeId,
      employee: { name: 'Ana Lopez' },
      amount: 100.5,
      reason: 'Rent',
      advanceDate: '2026-11-10',
      status: 'pending',
      paymentMethod: 'cashapp',
      projectId: null,
      projectName: null,
      deductFromProject: false,
      expenseId: null,
      notes: null,
    });
    await api.post(
      '/api/payroll-advances',
      advance({ advanceDate: '2026-11-12', reason: 'Tools', status: 'paid', paymentMethod: 'zelle', projectId }),
    );
    await api.post('/api/payroll-advances', advance({ advanceDate: '2026-11-12', reason: 'Gas' }));
    const list = await api.get('/api/payroll-advances');
    expect(list.status).toBe(200);
    expect(list.body.map((a: { reason: string }) => a.reason)).toEqual(['Gas', 'Tools', 'Rent']);
    expect(list.body[1]).toMatchObject({ projectId, projectName: 'Deck', status: 'paid', paymentMethod: 'zelle' });
    expect((await api.get('/api/payroll-advances?limit=2')).body).toHaveLength(2);
    expect((await api.get('/api/payroll-advances?limit=abc')).status).toBe(400);
  });

  it('deducting from the project is cash out, never a cost: no expense, totalExpenses unchanged, shown under advances drawn', async () => {
    const before = { counts: await counts(), total: await totalExpenses() };
    const drawn = async () => (await api.get(`/api/projects/${projectId}/cost-summary`)).body.advancesDrawn;
    const drawnBefore = await drawn();
    const res = await api.post(
      '/api/payroll-advances',
      advance({ amount: 250.25, reason: 'Family emergency', projectId, deductFromProject: true }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ deductFromProject: true, projectId, projectName: 'Deck', expenseId: null });
    expect(await counts()).toEqual({ advances: before.counts.advances + 1, expenses: before.counts.expenses });
    expect(await totalExpenses()).toBe(before.total);
    expect(await drawn()).toEqual({ total: Math.round((drawnBefore.total + 250.25) * 100) / 100, count: drawnBefore.count + 1 });
    // A cancelled advance is no longer cash out of the project.
    await api.put(`/api/payroll-advances/${res.body.id}`, { status: 'cancelled' });
    expect(await drawn()).toEqual(drawnBefore);
  });

  it.each([
    ['no employee', { employeeId: undefined }, 'employeeId', 'Employee is required'],
    ['no amount', { amount: '' }, 'amount', 'Amount is required'],
    ['a zero amount', { amount: 0 }, 'amount', 'Amount must be a positive number'],
    ['a negative amount', { amount: -5 }, 'amount', 'Amount must be a positive number'],
    ['no reason', { reason: '  ' }, 'reason', 'Reason is required'],
    ['no date', { advanceDate: '' }, 'advanceDate', 'Date is required'],
    ['deducting without a project', { deductFromProject: true }, 'projectId', 'Choose a project to deduct the advance from'],
    ['an unknown employee', { employeeId: 999_999 }, 'employeeId', 'Employee not found'],
    ['an unknown project', { projectId: 999_999, deductFromProject: true }, 'projectId', 'Project not found'],
  ])('refuses %s with 400 and writes nothing', async (_label, change, path, message) => {
    const before = await counts();
    const total = await totalExpenses();
    const res = await api.post('/api/payroll-advances', advance(change));
    expect(res.status).toBe(400);
    expect(res.body.errors.filter((e: { path: string }) => e.path === path)).toEqual([{ path, message }]);
    expect(await counts()).toEqual(before);
    expect(await totalExpenses()).toBe(total);
  });

  it('moves an advance through its statuses, keeps notes unless new ones are sent, and refuses undoing a deduction', async () => {
    const { body: a } = await api.post('/api/payroll-advances', advance({ reason: 'Boots', notes: 'Asked Monday' }));
    const paid = await api.put(`/api/payroll-advances/${a.id}`, { status: 'paid' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ id: a.id, status: 'paid', notes: 'Asked Monday' });
    expect((await api.put(`/api/payroll-advances/${a.id}`, { status: 'cancelled', notes: 'Changed mind' })).body).toMatchObject({
      status: 'cancelled',
      notes: 'Changed mind',
    });
    expect((await api.put(`/api/payroll-advances/${a.id}`, { status: 'deducted' })).body.status).toBe('deducted');
    const refused = await api.put(`/api/payroll-advances/${a.id}`, { status: 'pending', notes: 'Oops' });
    expect(refused).toEqual({ status: 409, body: { message: 'This advance was already deducted from a payroll' } });
    const [stored] = await rows<{ status: string; notes: string }>(
      server.database.db.execute(sql`SELECT status, notes FROM payroll_advances WHERE id = ${a.id}`),
    );
    expect(stored).toEqual({ status: 'deducted', notes: 'Changed mind' });
    expect((await api.put(`/api/payroll-advances/${a.id}`, { status: 'bogus' })).body.errors).toContainEqual({
      path: 'status',
      message: 'Status must be pending, paid, deducted or cancelled',
    });
  });

  it('answers 404 for an unknown advance', async () => {
    expect(await api.put('/api/payroll-advances/999999', { status: 'paid' })).toEqual({
      status: 404,
      body: { message: 'Advance not found' },
    });
  });
});
