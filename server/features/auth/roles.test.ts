import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS, accessLevel, allows } from '../../../domain/access';
import { ROLE_LABELS, type Role } from '../../../domain/accounts';
import { todayIso } from '../../../domain/dates';
import { FOREMAN_NOT_YOURS, NOT_YOUR_PROJECT } from '../../http/scope';
import { call, PASSWORD, signIn } from '../../test/auth-client';
import { insertEmployee, insertExpense, insertWorkRecord, projectPayload } from '../../test/factories';
import { databaseKinds, rowCount, startTestServer, type TestServer } from '../../test/harness';
import { keysFound } from '../../test/json-keys';
import { createUser } from '../users/service';
import { NOT_ON_TEAM } from '../work-records/routes';

/** Fields a foreman must never receive, at any depth of an answer (issue 16). */
const MONEY_KEYS = new Set([
  'budget',
  'originalBudget',
  'contractValue',
  'changeOrderTotal',
  'estimatedMaterialCost',
  'totalExpenses',
  'totalProfit',
  'profitMargin',
  'aiAnalysis',
  'riskLevel',
  'rate',
  'pay',
  'customPay',
  'dailyRate',
  'hourlyRate',
  'unpricedWorkRecords',
  'unpricedEmployees',
]);

/** The money keys found anywhere in a JSON value, as paths. */
const moneyKeys = (value: unknown) => keysFound(MONEY_KEYS, value);

type Caller = { role: Role | null; cookie: string | null };

/**
 * One request of the matrix: every path parameter an id that does not exist (so no write happens), an empty
 * JSON object as the body of a write. Answers what the access table decided: 401, 403 (the role's refusal) or
 * 'allowed' (anything past the table: 200, 400, 404, a foreman's own-project 403...).
 */
async function matrixCall(url: string, key: string, caller: Caller): Promise<string> {
  const [method, path] = key.split(' ');
  const controller = new AbortController();
  const res = await fetch(url + path.replace(/:[A-Za-z]+/g, '999999'), {
    method,
    // Sign-out is public: it is called without the session, which the later tests still use.
    headers: {
      ...(caller.cookie && key !== 'POST /api/auth/logout' ? { cookie: caller.cookie } : {}),
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    body: method === 'GET' ? undefined : '{}',
    signal: controller.signal,
  });
  // The event stream never ends: its status is all the matrix needs.
  const text = res.headers.get('content-type')?.startsWith('text/event-stream') ? (controller.abort(), '') : await res.text();
  if (res.status === 401) return '401';
  if (res.status === 403 && caller.role && text.includes(`Not available to the ${ROLE_LABELS[caller.role]} role`)) return '403';
  return 'allowed';
}

const expected = (key: string, role: Role | null) => {
  const [method, path] = key.split(' ');
  if (allows(accessLevel(method, path), role)) return 'allowed';
  return role ? '403' : '401';
};

describe.each(databaseKinds)('roles on %s (AUTH=on)', (kind) => {
  let server: TestServer;
  const registered = new Set<string>();
  let own: number; // the foreman's project (their employee is on its team)
  let other: number; // a project the foreman is not on
  let foremanEmployee: number;
  let helper: number; // on the foreman's team
  let stranger: number; // on no team of the foreman
  const cookies: Record<Role, string> = { owner: '', office: '', foreman: '' };
  const as = (role: Role, method: string, path: string, body?: unknown) => call(server.url, cookies[role], method, path, body);
  const signInAll = async () => {
    for (const [role, username] of [
      ['owner', 'olivia'],
      ['office', 'maria'],
      ['foreman', 'fred'],
    ] as const) {
      const res = await signIn(server.url, username);
      expect(res.status).toBe(200);
      cookies[role] = res.cookie;
    }
  };

  beforeAll(async () => {
    server = await startTestServer(kind, {
      auth: true,
      onRoute: (r) => {
        for (const m of [r.method].flat()) if (r.url.startsWith('/api/') && m !== 'HEAD') registered.add(`${m} ${r.url}`);
      },
    });
    const { db } = server.database;
    foremanEmployee = await insertEmployee(db, { name: 'Fred Foreman', dailyRate: '300.00' });
    helper = await insertEmployee(db, { name: 'Hana Helper', dailyRate: '180.00' });
    stranger = await insertEmployee(db, { name: 'Sam Stranger', dailyRate: '200.00' });
    await createUser(db, { username: 'olivia', name: 'Olivia Owner', role: 'owner', employeeId: null, password: PASSWORD });
    await createUser(db, { username: 'maria', name: 'Maria Office', role: 'office', employeeId: null, password: PASSWORD });
    await createUser(db, { username: 'fred', name: 'Fred Foreman', role: 'foreman', employeeId: foremanEmployee, password: PASSWORD });
    await signInAll();
    own = (await as('owner', 'POST', '/api/projects', projectPayload({ name: 'Fred site', budget: 50000 }))).body.id;
    other = (await as('owner', 'POST', '/api/projects', projectPayload({ name: 'Other site', budget: 90000 }))).body.id;
    for (const [project, employee] of [
      [own, foremanEmployee],
      [own, helper],
      [other, stranger],
    ])
      expect((await as('owner', 'POST', `/api/projects/${project}/employees`, { employeeId: employee })).status).toBe(201);
    await insertExpense(db, own, '120.50', { description: 'Own lumber' });
    await insertExpense(db, own, '900.00', { category: 'labor', description: 'Own crew pay' });
    await insertExpense(db, other, '75.00', { description: 'Other lumber' });
    await insertWorkRecord(db, own, helper, '1.0', '250.00');
    await insertWorkRecord(db, other, stranger, '1.0', null);
    await db.execute(sql`INSERT INTO notifications (project_id, rule_key, subject_key, type, severity, title, message)
      VALUES (${own}, 'budget_used', 'a', 'budget', 'high', 'Budget 90% used', 'money'),
        (${own}, 'margin_below', 'b', 'performance', 'high', 'Margin low', 'money'),
        (${own}, 'timeline_overrun', 'c', 'timeline', 'medium', 'Fred site is late', 'days'),
        (${other}, 'timeline_overrun', 'd', 'timeline', 'medium', 'Other site is late', 'days')`);
  }, 120_000);
  afterAll(() => server?.close());

  it('the access table names only registered routes', () => {
    expect(Object.keys(ACCESS).filter((k) => !registered.has(k))).toEqual([]);
  });

  // The matrix: every route of the table and of the app × owner, office, foreman and signed out.
  it.each(['owner', 'office', 'foreman', null] as const)(
    'role × route matrix: %s gets exactly what domain/access.ts allows',
    async (role) => {
      const keys = [...new Set([...Object.keys(ACCESS), ...registered])].sort();
      const caller = { role, cookie: role ? cookies[role] : null };
      const actual: Record<string, string> = {};
      const want: Record<string, string> = {};
      for (const key of keys) {
        actual[key] = await matrixCall(server.url, key, caller);
        want[key] = expected(key, role);
      }
      expect(actual).toEqual(want);
      expect(keys.length).toBeGreaterThan(100);
    },
    120_000,
  );

  describe('a foreman', () => {
    it('lists only their projects, without budget, margin or profit; another project is 403', async () => {
      const list = await as('foreman', 'GET', '/api/projects');
      expect(list.status).toBe(200);
      expect(list.body.map((p: { name: string }) => p.name)).toEqual(['Fred site']);
      expect(moneyKeys(list.body)).toEqual([]);
      expect((await as('foreman', 'GET', '/api/projects?active=true')).body).toHaveLength(1);

      const detail = await as('foreman', 'GET', `/api/projects/${own}`);
      expect(detail.status).toBe(200);
      expect(moneyKeys(detail.body)).toEqual([]);
      expect(detail.body.expenses.map((e: { description: string }) => e.description)).toEqual(['Own lumber']);
      expect(detail.body.timeEntries).toHaveLength(1);
      expect(detail.body.projectEmployees.map((m: { employee: { name: string } }) => m.employee.name)).toEqual([
        'Fred Foreman',
        'Hana Helper',
      ]);

      expect(await as('foreman', 'GET', `/api/projects/${other}`)).toEqual({ status: 403, body: { message: NOT_YOUR_PROJECT } });
      expect((await as('foreman', 'GET', `/api/projects/${other}/employees`)).status).toBe(403);
      expect((await as('foreman', 'GET', `/api/projects/${other}/photos`)).status).toBe(403);
      const team = await as('foreman', 'GET', `/api/projects/${own}/employees`);
      expect(team.status).toBe(200);
      expect(moneyKeys(team.body)).toEqual([]);

      // The owner keeps every project and its money.
      const owner = await as('owner', 'GET', '/api/projects');
      expect(owner.body).toHaveLength(2);
      expect(owner.body[0]).toHaveProperty('budget');
      expect(owner.body[0]).toHaveProperty('profitMargin');
      expect((await as('office', 'GET', `/api/projects/${other}`)).body.budget).toBe(90000);
    });

    it('records work on their project for its team, never pay; other projects and people are refused', async () => {
      const listed = await as('foreman', 'GET', '/api/time-entries');
      expect(listed.body.map((r: { projectId: number }) => r.projectId)).toEqual([own]);
      expect(moneyKeys(listed.body)).toEqual([]);
      expect((await as('foreman', 'GET', `/api/time-entries?projectId=${other}`)).status).toBe(403);

      const day = {
        projectId: own,
        employeeId: helper,
        date: todayIso(),
        entryType: 'days',
        days: 1,
        customPay: 999,
        description: 'Framing',
      };
      const made = await as('foreman', 'POST', '/api/time-entries', day);
      expect(made.status).toBe(201);
      expect(moneyKeys(made.body)).toEqual([]);
      // The custom pay a foreman sent is not stored: the employee's rate applies.
      const stored = (await as('owner', 'GET', `/api/time-entries?projectId=${own}`)).body.find(
        (r: { id: number }) => r.id === made.body.id,
      );
      expect(stored).toMatchObject({ customPay: null, pay: 180 });

      const before = await rowCount(server, 'time_entries');
      expect(await as('foreman', 'POST', '/api/time-entries', { ...day, projectId: other, employeeId: stranger })).toEqual({
        status: 403,
        body: { message: NOT_YOUR_PROJECT },
      });
      const notOnTeam = await as('foreman', 'POST', '/api/time-entries', { ...day, employeeId: stranger });
      expect(notOnTeam).toMatchObject({ status: 400, body: { message: NOT_ON_TEAM } });
      expect(await rowCount(server, 'time_entries')).toBe(before);

      const otherRecord = (await as('owner', 'GET', `/api/time-entries?projectId=${other}`)).body[0].id;
      expect((await as('foreman', 'PUT', `/api/time-entries/${otherRecord}`, { ...day, days: 3 })).status).toBe(403);
      expect((await as('foreman', 'DELETE', `/api/time-entries/${otherRecord}`)).status).toBe(403);
      // Moving their own record to another project is refused as well.
      expect((await as('foreman', 'PUT', `/api/time-entries/${made.body.id}`, { ...day, projectId: other })).status).toBe(403);
      // What the office entered (its custom pay included) is not the foreman's to change (issue 38 scope 2).
      const officeSet = (await as('owner', 'GET', `/api/time-entries?projectId=${own}`)).body.find(
        (r: { customPay: number | null }) => r.customPay === 250,
      );
      expect(await as('foreman', 'PUT', `/api/time-entries/${officeSet.id}`, { ...day, days: 2, customPay: null })).toEqual({
        status: 403,
        body: { message: FOREMAN_NOT_YOURS },
      });
      expect(
        (await as('owner', 'GET', `/api/time-entries?projectId=${own}`)).body.find((r: { id: number }) => r.id === officeSet.id),
      ).toMatchObject({ customPay: 250, days: 1, pay: 250 });
      // His own record keeps no custom pay he sends on an edit either.
      expect((await as('foreman', 'PUT', `/api/time-entries/${made.body.id}`, { ...day, days: 2, customPay: 500 })).status).toBe(200);
      expect(
        (await as('owner', 'GET', `/api/time-entries?projectId=${own}`)).body.find((r: { id: number }) => r.id === made.body.id),
      ).toMatchObject({ customPay: null, days: 2, pay: 360 });
      expect((await as('foreman', 'DELETE', `/api/time-entries/${made.body.id}`)).status).toBe(204);
    });

    it('sees and writes the expenses of their projects, without labor; other projects are refused', async () => {
      const listed = await as('foreman', 'GET', '/api/expenses');
      expect(listed.body.map((e: { description: string }) => e.description)).toEqual(['Own lumber']);
      expect((await as('foreman', 'GET', '/api/expenses?search=lumber')).body).toHaveLength(1);
      expect((await as('foreman', 'GET', `/api/expenses?projectId=${other}`)).body).toEqual([]);
      expect((await as('owner', 'GET', '/api/expenses')).body).toHaveLength(3);
      expect((await as('foreman', 'GET', '/api/expenses/summary')).status).toBe(403);

      const all = (await as('owner', 'GET', '/api/expenses')).body as { id: number; description: string }[];
      const otherExpense = all.find((e) => e.description === 'Other lumber')?.id;
      const labor = all.find((e) => e.description === 'Own crew pay')?.id;
      expect((await as('foreman', 'GET', `/api/expenses/${otherExpense}`)).status).toBe(403);
      expect((await as('foreman', 'GET', `/api/expenses/${labor}`)).status).toBe(403);

      const expense = { projectId: own, category: 'material', description: 'Screws', amount: 12.34, date: todayIso() };
      const before = await rowCount(server, 'expenses');
      expect((await as('foreman', 'POST', '/api/expenses', { ...expense, projectId: other })).status).toBe(403);
      expect((await as('foreman', 'POST', '/api/expenses', { ...expense, category: 'labor' })).status).toBe(403);
      expect((await as('foreman', 'PUT', `/api/expenses/${otherExpense}`, expense)).status).toBe(403);
      expect((await as('foreman', 'DELETE', `/api/expenses/${otherExpense}`)).status).toBe(403);
      expect(await rowCount(server, 'expenses')).toBe(before);
      const made = await as('foreman', 'POST', '/api/expenses', expense);
      expect(made).toMatchObject({ status: 201, body: { amount: 12.34, projectName: 'Fred site' } });
      expect((await as('foreman', 'DELETE', `/api/expenses/${made.body.id}`)).status).toBe(204);
    });

    it('uploads photos and scans receipts on their projects only', async () => {
      const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 90, b: 160 } } })
        .png()
        .toBuffer();
      const upload = async (path: string, field: string, fields: Record<string, string> = {}) => {
        const form = new FormData();
        for (const [k, v] of Object.entries(fields)) form.append(k, v);
        form.append(field, new Blob([new Uint8Array(image)], { type: 'image/png' }), 'site.png');
        const res = await fetch(server.url + path, { method: 'POST', body: form, headers: { cookie: cookies.foreman } });
        return { status: res.status, body: await res.json() };
      };
      expect(await upload(`/api/projects/${other}/photos`, 'photo', { category: 'progress' })).toEqual({
        status: 403,
        body: { message: NOT_YOUR_PROJECT },
      });
      expect((await upload(`/api/projects/${own}/photos`, 'photo', { category: 'progress' })).status).toBe(201);
      expect((await upload('/api/receipts/analyze', 'receipt', { projectId: String(other) })).status).toBe(403);
      const receipt = {
        projectId: other,
        analysis: {
          supplier: { name: 'Home Depot' },
          receiptDetails: { totalAmount: 10, date: todayIso(), receiptNumber: null },
          lineItems: [],
        },
      };
      expect(await as('foreman', 'POST', '/api/receipts/create-expense', receipt)).toEqual({
        status: 403,
        body: { message: NOT_YOUR_PROJECT },
      });
    });

    it("gets the schedule alerts of their projects, no money alerts and no one else's", async () => {
      const list = await as('foreman', 'GET', '/api/notifications');
      expect(list.status).toBe(200);
      // (The matrix's run of the checks added alerts of its own: photos missing on both projects.)
      const items = list.body as { title: string; type: string; projectId: number }[];
      expect(items.map((n) => n.title)).toContain('Fred site is late');
      expect(items.filter((n) => n.projectId !== own || !['timeline', 'other'].includes(n.type))).toEqual([]);
      const owner = (await as('owner', 'GET', '/api/notifications')).body as { title: string }[];
      expect(owner.map((n) => n.title)).toEqual(expect.arrayContaining(['Budget 90% used', 'Margin low', 'Other site is late']));
      expect((await as('foreman', 'POST', '/api/notifications/acknowledge-all', {})).status).toBe(403);
    });

    it('a foreman linked to no employee sees no project', async () => {
      await createUser(server.database.db, { username: 'nobody', name: 'No Crew', role: 'foreman', employeeId: null, password: PASSWORD });
      const { cookie } = await signIn(server.url, 'nobody');
      expect((await call(server.url, cookie, 'GET', '/api/projects')).body).toEqual([]);
      expect((await call(server.url, cookie, 'GET', '/api/expenses')).body).toEqual([]);
      expect((await call(server.url, cookie, 'GET', `/api/projects/${own}`)).status).toBe(403);
    });
  });
});
