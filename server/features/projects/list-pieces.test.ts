import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectListQuery } from '../../../domain/projects';
import { ResponseCache } from '../../http/response-cache';
import { insertEmployee } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';
import { ProjectListPieces } from './list-pieces';
import { listProjectsJson } from './service';

// The project list kept per project (list-pieces.ts) must equal the list built whole (listProjectsJson) after every
// kind of change, and rebuild only the pieces of the projects a change named.
describe.each(databaseKinds)('project list pieces on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let cache: ResponseCache;
  let pieces: ProjectListPieces;
  const ids: Record<string, number> = {};
  let employeeId: number;
  const q = (query: Partial<ProjectListQuery>): ProjectListQuery => ({ active: undefined, order: 'start', ...query });
  const queries = [q({ active: true }), q({}), q({ order: 'recent' }), q({ active: true, limit: 2 })];

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    cache = new ResponseCache();
    await server.database.onDataChanged((payload) => cache.note(payload));
    pieces = new ProjectListPieces(cache);
    for (const [name, startDate] of [
      ['Porch', '2026-10-01'],
      ['Roof', '2026-10-05'],
      ['Deck', '2026-10-09'],
    ]) {
      const res = await api.post('/api/projects', { name, location: 'Tampa', startDate, endDate: '2026-12-20', budget: 9000 });
      ids[name] = res.body.id;
    }
    employeeId = await insertEmployee(server.database.db, { name: 'Nora Bell', dailyRate: null });
    const record = { projectId: ids.Deck, employeeId, date: '2026-10-12', entryType: 'days', days: 1, description: 'Demo' };
    expect((await api.post('/api/time-entries', record)).status).toBe(201);
  });
  afterAll(() => server.close());

  /** Every query's pieces list equals the whole list; returns how many pieces the active list built. */
  const same = async (): Promise<number> => {
    await server.database.flushChanges();
    const built = String(await pieces.json(server.database.db, q({ active: true })));
    const count = pieces.lastBuilt;
    expect(JSON.parse(built)).toEqual(JSON.parse(await listProjectsJson(server.database.db, q({ active: true }))));
    for (const query of queries) {
      const whole = await listProjectsJson(server.database.db, query);
      expect(JSON.parse(String(await pieces.json(server.database.db, query)))).toEqual(JSON.parse(whole));
    }
    return count;
  };

  it('builds every piece once, then reuses them while nothing changes', async () => {
    expect(await same()).toBe(3);
    expect(await same()).toBe(0);
  });

  it('an expense rebuilds only its project, with the new total', async () => {
    const res = await api.post('/api/expenses', {
      projectId: ids.Roof,
      category: 'material',
      description: 'Shingles',
      amount: 410.25,
      date: '2026-10-06',
    });
    expect(res.status).toBe(201);
    expect(await same()).toBe(1);
    const roof = JSON.parse(String(await pieces.json(server.database.db, q({})))).find((p: { id: number }) => p.id === ids.Roof);
    expect(roof.totalExpenses).toBe(410.25);
  });

  it('a work record rebuilds only its project', async () => {
    const record = { projectId: ids.Porch, employeeId, date: '2026-10-02', entryType: 'days', days: 1, description: 'Steps' };
    expect((await api.post('/api/time-entries', record)).status).toBe(201);
    expect(await same()).toBe(1);
  });

  it('a rename and a new start date show, in the new order', async () => {
    expect((await api.put(`/api/projects/${ids.Porch}`, { name: 'Front porch', startDate: '2026-10-20' })).status).toBe(200);
    expect(await same()).toBe(1);
    const names = JSON.parse(String(await pieces.json(server.database.db, q({ active: true })))).map((p: { name: string }) => p.name);
    expect(names).toEqual(['Roof', 'Deck', 'Front porch']);
  });

  it("an employee's new name shows on the unpriced work of every project", async () => {
    await server.database.db.execute(sql`UPDATE employees SET name = 'Nora Bell-Cruz' WHERE id = ${employeeId}`);
    expect(await same()).toBe(3);
    const deck = JSON.parse(String(await pieces.json(server.database.db, q({})))).find((p: { id: number }) => p.id === ids.Deck);
    expect(deck.unpricedEmployees).toEqual(['Nora Bell-Cruz']);
  });

  it('a new project appears and a deleted one goes', async () => {
    const res = await api.post('/api/projects', {
      name: 'Shed',
      location: 'Tampa',
      startDate: '2026-09-01',
      endDate: '2026-09-30',
      budget: 1200,
    });
    expect(await same()).toBe(1);
    expect((await api.del(`/api/projects/${ids.Roof}`)).status).toBe(204);
    await same();
    const listed = JSON.parse(String(await pieces.json(server.database.db, q({})))).map((p: { id: number }) => p.id);
    expect(listed).toContain(res.body.id);
    expect(listed).not.toContain(ids.Roof);
  });

  it('a change that names no rows, or an unknown one, rebuilds every piece', async () => {
    await same();
    const active = JSON.parse(String(await pieces.json(server.database.db, q({ active: true })))).length;
    expect(active).toBe(3);
    cache.note('{"t":"projects"}');
    expect(await same()).toBe(active);
    cache.note('not json');
    expect(await same()).toBe(active);
  });
});
