import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql-fragments';
import { call, PASSWORD, signIn } from '../../test/auth-client';
import { projectPayload } from '../../test/factories';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { createUser } from '../users/service';

// Closing and reopening the books (issue 37): owner only, audited, never into the future, never backwards by a close.
describe.each(databaseKinds)('closing the books on %s (AUTH=on)', (kind) => {
  let server: TestServer;
  let owner: { cookie: string };
  let office: { cookie: string };
  let projectId: number;
  const as = (who: { cookie: string }, method: string, path: string, body?: unknown) => call(server.url, who.cookie, method, path, body);
  const audit = () =>
    rows<{ entity: string; action: string; actorName: string; after: Record<string, unknown> }>(
      server.database.db.execute(sql`SELECT entity, action, actor_name AS "actorName", after FROM audit_log
        WHERE entity = 'closed_period' ORDER BY id`),
    );

  beforeAll(async () => {
    server = await startTestServer(kind, { auth: true });
    const db = server.database.db;
    await createUser(db, { username: 'olivia', name: 'Olivia Owner', role: 'owner', employeeId: null, password: PASSWORD });
    await createUser(db, { username: 'oscar', name: 'Oscar Office', role: 'office', employeeId: null, password: PASSWORD });
    owner = await signIn(server.url, 'olivia');
    office = await signIn(server.url, 'oscar');
    projectId = (await as(owner, 'POST', '/api/projects', projectPayload({ name: 'Closed kitchen', budget: 20000 }))).body.id;
  }, 120_000);
  afterAll(() => server?.close());

  it('starts with nothing closed', async () => {
    expect((await as(office, 'GET', '/api/accounting/periods')).body).toEqual({ closedThrough: null, history: [] });
  });

  it('refuses a non-owner with 403 and writes nothing', async () => {
    expect((await as(office, 'POST', '/api/accounting/periods/close', { through: '2025-12-31' })).status).toBe(403);
    expect((await as(office, 'POST', '/api/accounting/periods/reopen', { through: null, reason: 'x' })).status).toBe(403);
    expect((await as(owner, 'GET', '/api/accounting/periods')).body.closedThrough).toBeNull();
  });

  it('refuses an invalid or future close date with 400', async () => {
    const bad = await as(owner, 'POST', '/api/accounting/periods/close', { through: '2025-13-01' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Close date must be a date');
    const future = await as(owner, 'POST', '/api/accounting/periods/close', { through: '2999-01-01' });
    expect(future.status).toBe(400);
    expect(future.body.message).toContain('has not ended yet');
    expect((await as(owner, 'GET', '/api/accounting/periods')).body.closedThrough).toBeNull();
  });

  it('closes through a day, audited; an expense dated in it is refused with 409 and nothing is written', async () => {
    const open = await as(owner, 'POST', '/api/expenses', {
      projectId,
      category: 'material',
      description: 'Tile',
      amount: 400,
      date: '2025-12-15',
    });
    expect(open.status).toBe(201);
    const closed = await as(owner, 'POST', '/api/accounting/periods/close', { through: '2025-12-31' });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({
      closedThrough: '2025-12-31',
      history: [{ action: 'close', through: '2025-12-31', actorName: 'Olivia Owner' }],
    });
    expect(await audit()).toMatchObject([
      { entity: 'closed_period', action: 'create', actorName: 'Olivia Owner', after: { action: 'close' } },
    ]);

    const expenseCount = async () =>
      (await rows<{ n: number }>(server.database.db.execute(sql`SELECT count(*)::int AS n FROM expenses`)))[0].n;
    const before = await expenseCount();
    const created = await as(owner, 'POST', '/api/expenses', {
      projectId,
      category: 'material',
      description: 'Grout',
      amount: 50,
      date: '2025-12-20',
    });
    expect(created.status).toBe(409);
    expect(created.body.message).toBe(
      'The books are closed through Dec 31, 2025: this expense dated Dec 20, 2025 cannot be changed. Reopen the period in Settings → Accounting, or record a correction dated in an open period.',
    );
    expect(await expenseCount()).toBe(before);

    const edit = { projectId, category: 'material', description: 'Tile', amount: 999, date: '2025-12-15' };
    expect((await as(owner, 'PUT', `/api/expenses/${open.body.id}`, edit)).status).toBe(409);
    // Moving it out of the closed period is a change of the closed period too.
    expect((await as(owner, 'PUT', `/api/expenses/${open.body.id}`, { ...edit, amount: 400, date: '2026-01-05' })).status).toBe(409);
    expect((await as(owner, 'DELETE', `/api/expenses/${open.body.id}`)).status).toBe(409);
    const [kept] = await rows<{ amount: string; date: string }>(
      server.database.db.execute(sql`SELECT amount::text AS amount, date::text AS date FROM expenses WHERE id = ${open.body.id}`),
    );
    expect(kept).toEqual({ amount: '400.00', date: '2025-12-15' });

    // An open-period expense cannot be moved into the closed period either; it may change within the open period.
    const later = await as(owner, 'POST', '/api/expenses', {
      projectId,
      category: 'material',
      description: 'Caulk',
      amount: 12,
      date: '2026-01-10',
    });
    expect(later.status).toBe(201);
    const laterEdit = { projectId, category: 'material', description: 'Caulk', amount: 12 };
    expect((await as(owner, 'PUT', `/api/expenses/${later.body.id}`, { ...laterEdit, date: '2025-12-30' })).status).toBe(409);
    expect((await as(owner, 'PUT', `/api/expenses/${later.body.id}`, { ...laterEdit, amount: 13, date: '2026-01-11' })).status).toBe(200);
  });

  it('never moves the close date back by a close (409); a close through the same day changes nothing', async () => {
    const back = await as(owner, 'POST', '/api/accounting/periods/close', { through: '2025-06-30' });
    expect(back.status).toBe(409);
    expect(back.body.message).toContain('reopen the period with a reason');
    const same = await as(owner, 'POST', '/api/accounting/periods/close', { through: '2025-12-31' });
    expect(same.status).toBe(200);
    expect(same.body.history).toHaveLength(1);
  });

  it('reopens with a reason only (400 without), audited with the reason; the period is open again', async () => {
    const noReason = await as(owner, 'POST', '/api/accounting/periods/reopen', { through: null, reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain('Reason is required');
    const forward = await as(owner, 'POST', '/api/accounting/periods/reopen', { through: '2026-01-31', reason: 'Wrong way' });
    expect(forward.status).toBe(409);

    const reopened = await as(owner, 'POST', '/api/accounting/periods/reopen', {
      through: '2025-11-30',
      reason: 'Tile invoice was misdated',
    });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({
      closedThrough: '2025-11-30',
      history: [
        { action: 'reopen', through: '2025-11-30', reason: 'Tile invoice was misdated', actorName: 'Olivia Owner' },
        { action: 'close', through: '2025-12-31' },
      ],
    });
    const logged = await audit();
    expect(logged.at(-1)).toMatchObject({
      action: 'create',
      actorName: 'Olivia Owner',
      after: { action: 'reopen', reason: 'Tile invoice was misdated' },
    });
    const history = await as(owner, 'GET', '/api/audit-log?kind=closed_period');
    expect(history.status).toBe(200);
    expect(history.body.entries).toHaveLength(2);

    // December is open again: the expense of Dec 20 can be recorded; November stays closed.
    expect(
      (await as(owner, 'POST', '/api/expenses', { projectId, category: 'material', description: 'Grout', amount: 50, date: '2025-12-20' }))
        .status,
    ).toBe(201);
    expect(
      (await as(owner, 'POST', '/api/expenses', { projectId, category: 'material', description: 'Grout', amount: 50, date: '2025-11-20' }))
        .status,
    ).toBe(409);

    const all = await as(owner, 'POST', '/api/accounting/periods/reopen', { through: null, reason: 'Audit adjustments' });
    expect(all.body.closedThrough).toBeNull();
    expect((await as(owner, 'POST', '/api/accounting/periods/reopen', { through: null, reason: 'again' })).status).toBe(409);
  });
});
