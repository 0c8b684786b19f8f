import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditChanges, LOCAL_USER_NAME, SYSTEM_NAME } from '../../../domain/audit';
import { rows } from '../../db/sql-fragments';
import { call, PASSWORD, signIn } from '../../test/auth-client';
import { insertEmployee, insertExpense, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';
import { createUser } from '../users/service';

type AuditRow = {
  id: number;
  actorId: number | null;
  actorName: string;
  entity: string;
  entityId: number;
  action: string;
  projectId: number | null;
  oldProjectId: number | null;
  context: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** The audit rows written after row id `after`, oldest first. */
async function auditSince(server: TestServer, after: number): Promise<AuditRow[]> {
  return rows<AuditRow>(
    server.database.db.execute(sql`SELECT id::int AS id, actor_id AS "actorId", actor_name AS "actorName", entity, entity_id AS "entityId",
      action, project_id AS "projectId", old_project_id AS "oldProjectId", context, before, after
      FROM audit_log WHERE id > ${after} ORDER BY id`),
  );
}

async function lastAuditId(server: TestServer): Promise<number> {
  const [r] = await rows<{ n: number }>(server.database.db.execute(sql`SELECT coalesce(max(id), 0)::int AS n FROM audit_log`));
  return r.n;
}

describe.each(databaseKinds)('audit log of money on %s (AUTH=on)', (kind) => {
  let server: TestServer;
  let owner: { cookie: string };
  let office: { cookie: string };
  let ownerId: number;
  let officeId: number;
  let projectId: number;
  let employeeId: number;
  const as = (who: { cookie: string }, method: string, path: string, body?: unknown) => call(server.url, who.cookie, method, path, body);

  /** Runs one write and returns the audit rows it left. */
  async function audited(write: () => Promise<{ status: number; body: unknown }>, status: number) {
    const before = await lastAuditId(server);
    const res = await write();
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return { res, logged: await auditSince(server, before) };
  }
  /** Runs one write that must leave exactly one audit row, by the given user, and returns it. */
  async function one(write: () => Promise<{ status: number; body: unknown }>, status: number, by = { id: ownerId, name: 'Olivia Owner' }) {
    const { res, logged } = await audited(write, status);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actorId: by.id, actorName: by.name });
    // biome-ignore lint/suspicious/noExplicitAny: API answers are read loosely in tests, as httpClient does.
    return { res: res as { status: number; body: any }, row: logged[0] };
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { auth: true });
    const db = server.database.db;
    ownerId = (await createUser(db, { username: 'olivia', name: 'Olivia Owner', role: 'owner', employeeId: null, password: PASSWORD })).id;
    officeId = (await createUser(db, { username: 'oscar', name: 'Oscar Office', role: 'office', employeeId: null, password: PASSWORD })).id;
    owner = await signIn(server.url, 'olivia');
    office = await signIn(server.url, 'oscar');
    employeeId = await insertEmployee(db, { name: 'Ana Lopez', dailyRate: '180.00' });
  }, 120_000);
  afterAll(() => server?.close());

  it('records a project budget: created, changed (not for a change of other fields or of the cost totals), deleted', async () => {
    const created = await one(() => as(owner, 'POST', '/api/projects', projectPayload({ name: 'Audit kitchen', budget: 10000.1 })), 201);
    projectId = created.res.body.id;
    expect(created.row).toMatchObject({ entity: 'project', entityId: projectId, action: 'create', projectId, before: null });
    expect(created.row.after).toEqual({ id: projectId, name: 'Audit kitchen', budget: 10000.1, estimated_material_cost: null });

    const changed = await one(() => as(office, 'PUT', `/api/projects/${projectId}`, { budget: 12500 }), 200, {
      id: officeId,
      name: 'Oscar Office',
    });
    expect(changed.row).toMatchObject({ action: 'update', before: { budget: 10000.1 }, after: { budget: 12500 } });

    // Not money: a new description; the cost totals the expense triggers keep are not edits of the project either.
    expect((await audited(() => as(owner, 'PUT', `/api/projects/${projectId}`, { description: 'New cabinets' }), 200)).logged).toEqual([]);
    const expense = await one(
      () =>
        as(owner, 'POST', '/api/expenses', {
          projectId,
          category: 'material',
          description: 'Lumber',
          amount: '120.50',
          date: '2026-11-03',
        }),
      201,
    );
    expect(expense.row.entity).toBe('expense');

    const spare = (await as(owner, 'POST', '/api/projects', projectPayload({ name: 'Spare', budget: 99.99 }))).body.id as number;
    const deleted = await one(() => as(owner, 'DELETE', `/api/projects/${spare}`), 204);
    expect(deleted.row).toMatchObject({ entity: 'project', action: 'delete', projectId: spare, after: null, before: { budget: 99.99 } });
  });

  it('records an expense created, changed (before → after) and deleted; moving it names both projects', async () => {
    const created = await one(
      () =>
        as(owner, 'POST', '/api/expenses', { projectId, category: 'material', description: 'Tile', amount: '1250.10', date: '2026-11-04' }),
      201,
    );
    const id = created.res.body.id as number;
    expect(created.row).toMatchObject({ entity: 'expense', entityId: id, action: 'create', projectId, before: null, context: null });
    expect(created.row.after).toMatchObject({ id, amount: 1250.1, description: 'Tile', category: 'material', date: '2026-11-04' });

    const body = { projectId, category: 'material', description: 'Tile', amount: '1300.00', date: '2026-11-04' };
    const changed = await one(() => as(office, 'PUT', `/api/expenses/${id}`, body), 200, { id: officeId, name: 'Oscar Office' });
    expect(changed.row).toMatchObject({ action: 'update', before: { amount: 1250.1 }, after: { amount: 1300 } });
    // The same values again change nothing, so nothing is recorded.
    expect((await audited(() => as(owner, 'PUT', `/api/expenses/${id}`, body), 200)).logged).toEqual([]);

    const other = (await as(owner, 'POST', '/api/projects', projectPayload({ name: 'Other' }))).body.id as number;
    const moved = await one(() => as(owner, 'PUT', `/api/expenses/${id}`, { ...body, projectId: other }), 200);
    expect(moved.row).toMatchObject({ projectId: other, oldProjectId: projectId });

    const deleted = await one(() => as(owner, 'DELETE', `/api/expenses/${id}`), 204);
    expect(deleted.row).toMatchObject({ action: 'delete', entityId: id, projectId: other, after: null, before: { amount: 1300 } });
  });

  it('records a name with quotes and a backslash exactly (the settings travel as SQL literals with BEGIN)', async () => {
    const name = "Seán O'Brien \\ 'Jr.'; --";
    const quoted = (await createUser(server.database.db, { username: 'sean', name, role: 'office', employeeId: null, password: PASSWORD }))
      .id;
    const sean = await signIn(server.url, 'sean');
    const body = { projectId, category: 'material', description: 'Grout', amount: '12.00', date: '2026-11-05' };
    const created = await one(() => as(sean, 'POST', '/api/expenses', body), 201, { id: quoted, name });
    expect(created.row).toMatchObject({ entity: 'expense', action: 'create', context: null });
  });

  it('records a work record created, changed and deleted', async () => {
    const record = { projectId, employeeId, date: '2026-11-10', entryType: 'days', days: 1.5, customPay: 200, description: 'Framing' };
    const created = await one(() => as(owner, 'POST', '/api/time-entries', record), 201);
    const id = created.res.body.id as number;
    expect(created.row).toMatchObject({ entity: 'work_record', entityId: id, action: 'create', projectId });
    expect(created.row.after).toMatchObject({ days: 1.5, custom_pay: 200, employee_id: employeeId });

    const changed = await one(() => as(owner, 'PUT', `/api/time-entries/${id}`, { ...record, days: 2 }), 200);
    expect(changed.row).toMatchObject({ action: 'update', before: { days: 1.5 }, after: { days: 2 } });
    const deleted = await one(() => as(owner, 'DELETE', `/api/time-entries/${id}`), 204);
    expect(deleted.row).toMatchObject({ action: 'delete', before: { days: 2 }, after: null });
  });

  it('records an advance and a payment, created and changed', async () => {
    const adv = await one(
      () => as(owner, 'POST', '/api/payroll-advances', { employeeId, amount: '100.50', reason: 'Rent', advanceDate: '2026-11-10' }),
      201,
    );
    expect(adv.row).toMatchObject({ entity: 'advance', action: 'create', after: { amount: 100.5, status: 'pending' } });
    const advChanged = await one(() => as(office, 'PUT', `/api/payroll-advances/${adv.res.body.id}`, { status: 'cancelled' }), 200, {
      id: officeId,
      name: 'Oscar Office',
    });
    expect(advChanged.row).toMatchObject({ before: { status: 'pending' }, after: { status: 'cancelled', amount: 100.5 } });

    const payment = { employeeId, amount: 250, paymentDate: '2026-11-14', paymentType: 'other', paymentMethod: 'cash', status: 'pending' };
    const paid = await one(() => as(owner, 'POST', '/api/payments', payment), 201);
    expect(paid.row).toMatchObject({ entity: 'payment', action: 'create', after: { amount: 250, status: 'pending' } });
    const done = await one(() => as(owner, 'PUT', `/api/payments/${paid.res.body.id}`, { status: 'completed' }), 200);
    expect(done.row).toMatchObject({ before: { status: 'pending' }, after: { status: 'completed' } });
  });

  it('records the payment a pay week writes, marked as a pay week', async () => {
    const record = { projectId, employeeId, date: '2026-11-02', entryType: 'days', days: 1, description: 'Demo' };
    expect((await as(owner, 'POST', '/api/time-entries', record)).status).toBe(201);
    const week = await one(() => as(owner, 'POST', '/api/payroll/pay-week', { week: '2026-11-01' }), 200);
    expect(week.row).toMatchObject({
      entity: 'payment',
      action: 'create',
      context: 'pay_week',
      after: { amount: 180, payment_type: 'payroll' },
    });
  });

  it('records the expense a scanned receipt creates, marked as a receipt', async () => {
    const receipt = {
      projectId,
      analysis: {
        supplier: { name: 'Home Depot' },
        receiptDetails: { totalAmount: 97.61, date: '2026-11-12', receiptNumber: 'R-1' },
        lineItems: [],
      },
    };
    // By the owner: the office's own writes are counted by the log filter test below.
    const scanned = await one(() => as(owner, 'POST', '/api/receipts/create-expense', receipt), 201);
    expect(scanned.row).toMatchObject({ entity: 'expense', action: 'create', context: 'receipt', projectId, before: null });
    expect(scanned.row.after).toMatchObject({ amount: 97.61, date: '2026-11-12' });
  });

  it('leaves no audit row for a refused write (400) or a missing row (404)', async () => {
    const refused: [string, string, unknown][] = [
      ['POST', '/api/projects', projectPayload({ budget: -5 })],
      ['PUT', `/api/projects/${projectId}`, { budget: 'lots' }],
      ['POST', '/api/expenses', { projectId, category: 'material', description: 'Bad', amount: '-1', date: '2026-11-03' }],
      ['PUT', '/api/expenses/1', { projectId, category: 'nope', description: 'Bad', amount: '1', date: '2026-11-03' }],
      ['POST', '/api/time-entries', { projectId, employeeId, date: '2999-01-01', entryType: 'days', days: 1 }],
      ['POST', '/api/payroll-advances', { employeeId, amount: 0, advanceDate: '2026-11-10' }],
      ['POST', '/api/payments', { employeeId, amount: 'x', paymentDate: '2026-11-14', paymentType: 'bonus', paymentMethod: 'cash' }],
      ['PUT', '/api/payments/1', { status: 'bogus' }],
      ['POST', '/api/payroll/pay-week', { week: 'soon' }],
    ];
    for (const [method, path, body] of refused) {
      const { logged, res } = await audited(() => as(owner, method, path, body), 400);
      expect(logged, `${method} ${path}`).toEqual([]);
      expect(res.body).toHaveProperty('message');
    }
    expect((await audited(() => as(owner, 'DELETE', '/api/expenses/999999'), 404)).logged).toEqual([]);
  });

  it('records a write outside the app as System', async () => {
    const before = await lastAuditId(server);
    await insertExpense(server.database.db, projectId, '7.00');
    expect(await auditSince(server, before)).toMatchObject([
      { actorId: null, actorName: SYSTEM_NAME, entity: 'expense', action: 'create' },
    ]);
  });

  it("lists a project's history newest first for staff, and the filtered log for the owner only", async () => {
    const history = await as(office, 'GET', `/api/projects/${projectId}/history?pageSize=3`);
    expect(history.status).toBe(200);
    expect(history.body.entries).toHaveLength(3);
    expect(history.body.total).toBeGreaterThan(10);
    const ids = history.body.entries.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(history.body.entries[0]).toMatchObject({ entity: 'expense', action: 'create', actorName: SYSTEM_NAME, subject: 'Lumber' });
    const page2 = await as(office, 'GET', `/api/projects/${projectId}/history?pageSize=3&page=2`);
    expect(page2.body.entries[0].id).toBeLessThan(ids[2]);
    // The moved expense shows in the history of the project it left.
    const all = await as(owner, 'GET', `/api/projects/${projectId}/history?pageSize=200`);
    expect(
      all.body.entries.filter((e: { action: string; entity: string }) => e.entity === 'expense' && e.action === 'update'),
    ).toHaveLength(2);
    // …named in words: the projects it moved between.
    const moved = all.body.entries.find(
      (e: { entity: string; action: string; after: { project_id?: number } | null }) =>
        e.entity === 'expense' && e.action === 'update' && e.after?.project_id !== projectId,
    );
    expect(auditChanges(moved)).toContainEqual({ field: 'project_id', label: 'Project', before: 'Audit kitchen', after: 'Other' });
    expect((await as(owner, 'GET', '/api/projects/999999/history')).status).toBe(404);

    expect((await as(office, 'GET', '/api/audit-log')).status).toBe(403);
    const byOffice = await as(owner, 'GET', `/api/audit-log?user=${officeId}`);
    expect(byOffice.status).toBe(200);
    expect(byOffice.body.entries.map((e: { entity: string }) => e.entity).sort()).toEqual(['advance', 'expense', 'project']);
    const budgets = await as(owner, 'GET', '/api/audit-log?kind=budget&pageSize=200');
    expect(budgets.body.entries.every((e: { entity: string }) => e.entity === 'project')).toBe(true);
    expect((await as(owner, 'GET', '/api/audit-log?kind=pay_week')).body).toMatchObject({ total: 1, entries: [{ context: 'pay_week' }] });
    expect((await as(owner, 'GET', '/api/audit-log?user=local')).body.entries.map((e: { actorName: string }) => e.actorName)).toEqual([
      SYSTEM_NAME,
    ]);
    expect((await as(owner, 'GET', '/api/audit-log?from=2020-01-01&to=2020-12-31')).body.total).toBe(0);
    const ranged = await as(owner, 'GET', `/api/audit-log?from=2020-01-01&projectId=${projectId}&pageSize=1`);
    expect(ranged.body).toMatchObject({ total: all.body.total, page: 1, pageSize: 1 });
    expect(ranged.body.entries[0]).toMatchObject({ projectId, projectName: 'Audit kitchen' });
    for (const bad of ['kind=bogus', 'user=0', 'from=2026-13-01', 'from=2026-11-10&to=2026-11-01', 'page=0', 'pageSize=500']) {
      const res = await as(owner, 'GET', `/api/audit-log?${bad}`);
      expect(res.status, bad).toBe(400);
    }
  });
});

describe.each(databaseKinds)('audit log with sign-in off on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 120_000);
  afterAll(() => server?.close());

  it('records writes as the local user', async () => {
    const api = httpClient(server);
    const before = await lastAuditId(server);
    const created = await api.post('/api/projects', projectPayload({ budget: 5000 }));
    expect(created.status).toBe(201);
    expect(await auditSince(server, before)).toMatchObject([
      { actorId: null, actorName: LOCAL_USER_NAME, entity: 'project', action: 'create' },
    ]);
    const history = await api.get(`/api/projects/${created.body.id}/history`);
    expect(history.body.entries).toMatchObject([{ actorName: LOCAL_USER_NAME, after: { budget: 5000 } }]);
  });
});
