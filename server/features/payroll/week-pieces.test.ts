import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCache } from '../../http/response-cache';
import { insertEmployee, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';
import { weeklyPayroll } from './service';
import { PayrollWeekPieces } from './week-pieces';

// The payroll week kept per employee (week-pieces.ts) must equal the week built whole (weeklyPayroll) after every
// kind of change, and rebuild only the rows of the employees a change named.
describe.each(databaseKinds)('payroll week pieces on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let cache: ResponseCache;
  let pieces: PayrollWeekPieces;
  const week = '2026-11-08';
  const people: Record<string, number> = {};
  let porch: number;
  let deck: number;
  let recordOfAna: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    cache = new ResponseCache();
    await server.database.onDataChanged((payload) => cache.note(payload));
    pieces = new PayrollWeekPieces(cache);
    porch = (await api.post('/api/projects', projectPayload({ name: 'Porch' }))).body.id;
    deck = (await api.post('/api/projects', projectPayload({ name: 'Deck' }))).body.id;
    people.ana = await insertEmployee(server.database.db, { name: 'Ana Ruiz', dailyRate: '200.00' });
    people.bo = await insertEmployee(server.database.db, { name: 'Bo Li', dailyRate: '180.00' });
    people.cy = await insertEmployee(server.database.db, { name: 'Cy Park', dailyRate: null });
    const res = await api.post('/api/time-entries', {
      projectId: porch,
      employeeId: people.ana,
      date: '2026-11-09',
      entryType: 'days',
      days: 1,
    });
    recordOfAna = res.body.id;
    await api.post('/api/time-entries', { projectId: deck, employeeId: people.bo, date: '2026-11-10', entryType: 'days', days: 0.5 });
  });
  afterAll(() => server.close());

  /** The pieces' week equals the whole week (this one and an empty one); returns how many pieces it built. */
  const same = async (): Promise<number> => {
    await server.database.flushChanges();
    const text = String(await pieces.json(server.database.db, week));
    const built = pieces.lastBuilt;
    expect(JSON.parse(text)).toEqual(await weeklyPayroll(server.database.db, week));
    expect(JSON.parse(String(await pieces.json(server.database.db, '2026-10-04')))).toEqual(
      await weeklyPayroll(server.database.db, '2026-10-04'),
    );
    return built;
  };
  const row = async (id: number) =>
    JSON.parse(String(await pieces.json(server.database.db, week))).find((r: { employeeId: number }) => r.employeeId === id);

  it('builds every row once, then reuses them while nothing changes', async () => {
    expect(await same()).toBe(3);
    expect(await same()).toBe(0);
  });

  it("a work record rebuilds only its employee's row", async () => {
    await api.post('/api/time-entries', { projectId: deck, employeeId: people.ana, date: '2026-11-11', entryType: 'days', days: 1 });
    expect(await same()).toBe(1);
    expect((await row(people.ana)).totalPay).toBe(400);
  });

  it('moving a work record to another employee rebuilds both', async () => {
    const res = await api.put(`/api/time-entries/${recordOfAna}`, {
      projectId: porch,
      employeeId: people.bo,
      date: '2026-11-09',
      entryType: 'days',
      days: 1,
    });
    expect(res.status).toBe(200);
    expect(await same()).toBe(2);
    expect((await row(people.bo)).totalPay).toBe(270);
  });

  it('an advance rebuilds its employee; an expense rebuilds nobody', async () => {
    const advance = { employeeId: people.bo, amount: 50, reason: 'Boots', advanceDate: '2026-11-10' };
    expect((await api.post('/api/payroll-advances', advance)).status).toBe(201);
    expect(await same()).toBe(1);
    expect((await row(people.bo)).netPay).toBe(220);
    await api.post('/api/expenses', { projectId: porch, category: 'material', description: 'Nails', amount: 12, date: '2026-11-10' });
    expect(await same()).toBe(0);
  });

  it("paying the week rebuilds the paid employees' rows", async () => {
    expect((await api.post('/api/payroll/pay-week', { week, paymentMethods: {} })).status).toBe(200);
    expect(await same()).toBe(2);
    expect((await row(people.ana)).payment).toMatchObject({ status: expect.any(String), amount: 200 });
  });

  it("a rate change rebuilds that employee; a project's new name rebuilds everyone", async () => {
    await server.database.db.execute(sql`UPDATE employees SET daily_rate = 220 WHERE id = ${people.bo}`);
    expect(await same()).toBe(1);
    expect((await api.put(`/api/projects/${deck}`, { name: 'Back deck' })).status).toBe(200);
    expect(await same()).toBe(3);
    expect((await row(people.bo)).projects.map((p: { projectName: string }) => p.projectName)).toContain('Back deck');
  });

  it('an employee who leaves with no work that week leaves the week', async () => {
    await server.database.db.execute(sql`UPDATE employees SET active = false WHERE id = ${people.cy}`);
    await same();
    expect(await row(people.cy)).toBeUndefined();
  });

  it('a change that names no employees, or an unknown one, rebuilds every row', async () => {
    await same();
    cache.note('{"t":"time_entries"}');
    expect(await same()).toBe(2);
    cache.note('not json');
    expect(await same()).toBe(2);
  });
});
