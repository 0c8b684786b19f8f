import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asActor } from '../features/audit/actor';
import { projectPayload } from '../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../test/harness';
import { changesAlreadySeen, type RequestWrites, requestWrites } from './request-writes';

/**
 * A write through asActor on PostgreSQL carries its own change marker, so its answer sends no second one; the answer
 * still comes only after the change reached the response cache, and anything the request does with the database
 * afterwards brings the separate flush back (server/db/request-writes.ts).
 */
describe.each(databaseKinds)('answering a write on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let flushes = 0;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    const flush = server.database.flushChanges;
    server.database.flushChanges = () => {
      flushes += 1;
      return flush();
    };
  });
  afterAll(() => server.close());

  it('is answered once its change is in the cache, with one marker in its own transaction on PostgreSQL', async () => {
    const projectId = (await api.post('/api/projects', projectPayload({ name: 'Marker job', budget: 1000 }))).body.id as number;
    for (let i = 1; i <= 5; i += 1) {
      expect((await api.get('/api/expenses/summary')).body.totalAmount).toBe(12.5 * (i - 1));
      flushes = 0;
      const res = await api.post('/api/expenses', {
        projectId,
        category: 'material',
        description: `Lumber ${i}`,
        amount: 12.5,
        date: '2026-11-02',
      });
      expect(res.status).toBe(201);
      expect(flushes).toBe(kind === 'postgres' ? 0 : 1);
      // The very next read, from the cache that was warm before the write, sees it.
      expect((await api.get('/api/expenses/summary')).body.totalAmount).toBe(12.5 * i);
    }
  });

  it('answers a refused write at once (its marker is forgotten) and writes nothing', async () => {
    const before = (await api.get('/api/expenses/summary')).body;
    flushes = 0;
    const res = await api.post('/api/expenses', {
      projectId: 999999,
      category: 'material',
      description: 'x',
      amount: 1,
      date: '2026-11-02',
    });
    expect([res.status, res.body.message]).toEqual([400, 'Project not found']);
    expect(flushes).toBe(1); // nothing was seen: the separate flush covers whatever the request did
    expect((await api.get('/api/expenses/summary')).body).toEqual(before);
  });

  it('counts every statement a request sends after its marker was seen (PGlite has no markers)', async () => {
    const db = server.database.db;
    const store: RequestWrites = { uses: 0, seenAt: -1, changeMarker: server.database.changeMarker };
    await requestWrites.run(store, async () => {
      await asActor(db, null, (tx) => tx.execute(sql`UPDATE projects SET description = 'seen' WHERE name = 'Marker job'`));
      expect(changesAlreadySeen(store)).toBe(kind === 'postgres');
      await db.execute(sql`SELECT 1`);
      expect(changesAlreadySeen(store)).toBe(false);
      if (kind === 'postgres') {
        const uses = store.uses;
        await db.transaction(async (tx) => tx.execute(sql`SELECT 1`));
        expect(store.uses).toBeGreaterThan(uses);
      } else expect(store.seenAt).toBe(-1);
    });
  });
});
