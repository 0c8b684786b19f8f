import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInEngine } from '../adapters/ai';
import { temporaryStorage } from '../adapters/storage';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { rows } from '../db/sql-fragments';
import {
  IdempotencyStore,
  INVALID_KEY_MESSAGE,
  KEY_BUSY_MESSAGE,
  KEY_REUSED_MESSAGE,
  REPLAYED_HEADER,
  requestHash,
} from '../http/idempotency';
import { call, PASSWORD, signIn } from './auth-client';
import { insertEmployee, projectPayload } from './factories';
import { databaseKinds, freshPostgres, rowCount, startTestServer, type TestServer } from './harness';

// Docs/decisions/098: every create (a POST answering 201) honours an Idempotency-Key header, through real HTTP on
// each engine: a repeat answers the first answer and creates nothing, also when both arrive at once.

// biome-ignore lint/suspicious/noExplicitAny: answers of several endpoints, read field by field.
type Answer = { status: number; body: any; text: string; replayed: boolean };

async function send(
  url: string,
  method: string,
  pathname: string,
  opts: { key?: string; body?: unknown; form?: FormData; cookie?: string },
) {
  const headers: Record<string, string> = {};
  if (opts.key !== undefined) headers['idempotency-key'] = opts.key;
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url + pathname, {
    method,
    headers,
    body: opts.form ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
  });
  const text = await res.text();
  return {
    status: res.status,
    text,
    body: text ? JSON.parse(text) : null,
    replayed: res.headers.get(REPLAYED_HEADER) === 'true',
  } as Answer;
}

const png = (r: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g: 90, b: 40 } } })
    .png()
    .toBuffer();

/** A photo's form; the photos API takes a second file of the same name and size for the same photo. */
const photoForm = (data: Buffer, name = 'deck.png') => {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(data)], { type: 'image/png' }), name);
  return form;
};

describe.each(databaseKinds)('Idempotency-Key on the creates on %s', (kind) => {
  let server: TestServer;
  let projectId = 0;
  let employeeId = 0;
  const post = (pathname: string, body: unknown, key?: string) => send(server.url, 'POST', pathname, { body, key });
  const expense = (overrides: Record<string, unknown> = {}) => ({
    projectId,
    category: 'material',
    description: 'Lumber',
    amount: 125.5,
    date: '2026-11-03',
    ...overrides,
  });
  const count = (table: string) => rowCount(server, table);

  beforeAll(async () => {
    server = await startTestServer(kind);
    projectId = (await post('/api/projects', projectPayload({ name: 'Keyed job' }))).body.id;
    employeeId = await insertEmployee(server.database.db, { name: 'Kim Keys', dailyRate: '200.00' });
  });
  afterAll(() => server?.close());

  it('answers a repeat with the first answer and creates one expense', async () => {
    const before = await count('expenses');
    const first = await post('/api/expenses', expense(), 'exp-1');
    expect(first.status).toBe(201);
    expect(first.replayed).toBe(false);
    const again = await post('/api/expenses', expense(), 'exp-1');
    expect(again.status).toBe(201);
    expect(again.replayed).toBe(true);
    expect(again.text).toBe(first.text);
    expect(await count('expenses')).toBe(before + 1);
    // The same body written otherwise (keys in another order) is the same request.
    const reordered = Object.fromEntries(Object.entries(expense()).reverse());
    const third = await post('/api/expenses', reordered, 'exp-1');
    expect(third.status).toBe(201);
    expect(third.body).toEqual(first.body);
    expect(await count('expenses')).toBe(before + 1);
  });

  it('creates one work record when the same key arrives several times at once', async () => {
    const before = await count('time_entries');
    const record = { projectId, employeeId, date: '2026-11-04', days: 1, entryType: 'days' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/api/time-entries', record, 'te-at-once')));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(await count('time_entries')).toBe(before + 1);
  });

  it('creates one project when two requests with the same key arrive at once', async () => {
    const before = await count('projects');
    const payload = projectPayload({ name: 'Twice at once' });
    const [a, b] = await Promise.all([post('/api/projects', payload, 'proj-at-once'), post('/api/projects', payload, 'proj-at-once')]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(await count('projects')).toBe(before + 1);
  });

  it('refuses the same key with a different body, and creates nothing', async () => {
    const first = await post('/api/expenses', expense({ description: 'Nails' }), 'exp-other-body');
    expect(first.status).toBe(201);
    const before = await count('expenses');
    const other = await post('/api/expenses', expense({ description: 'Screws' }), 'exp-other-body');
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(KEY_REUSED_MESSAGE);
    expect(await count('expenses')).toBe(before);
    // The first answer is still what the key replays.
    const again = await post('/api/expenses', expense({ description: 'Nails' }), 'exp-other-body');
    expect(again.text).toBe(first.text);
  });

  it('frees the key of a refused create, so the corrected request creates', async () => {
    const before = await count('expenses');
    const refused = await post('/api/expenses', expense({ amount: -5 }), 'exp-fix-me');
    expect(refused.status).toBe(400);
    expect(await count('expenses')).toBe(before);
    const missing = await post('/api/expenses', expense({ projectId: 987654 }), 'exp-fix-me');
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(await count('expenses')).toBe(before);
    const fixed = await post('/api/expenses', expense(), 'exp-fix-me');
    expect(fixed.status).toBe(201);
    expect(fixed.replayed).toBe(false);
    expect((await post('/api/expenses', expense(), 'exp-fix-me')).replayed).toBe(true);
    expect(await count('expenses')).toBe(before + 1);
    expect(await rowCount(server, 'idempotency_keys')).toBeGreaterThan(0);
  });

  it('keeps a key apart per endpoint and per path', async () => {
    const projects = await count('projects');
    const expenses = await count('expenses');
    expect((await post('/api/projects', projectPayload({ name: 'Shared key' }), 'shared-key')).status).toBe(201);
    const e = await post('/api/expenses', expense(), 'shared-key');
    expect(e.status).toBe(201);
    expect(e.replayed).toBe(false);
    expect(await count('projects')).toBe(projects + 1);
    expect(await count('expenses')).toBe(expenses + 1);
    // Two projects' invoices-style paths differ by their id: a change order on each with one key is two.
    const other = (await post('/api/projects', projectPayload({ name: 'Other job' }))).body.id;
    const order = { description: 'Extra outlet', amount: 150, date: '2026-11-05' };
    const a = await post(`/api/projects/${projectId}/change-orders`, order, 'co-key');
    const b = await post(`/api/projects/${other}/change-orders`, order, 'co-key');
    expect([a.status, b.status, a.replayed, b.replayed]).toEqual([201, 201, false, false]);
    expect(a.body.id).not.toBe(b.body.id);
  });

  it('refuses a malformed key with 400 and creates nothing; no key creates every time', async () => {
    const before = await count('expenses');
    for (const bad of ['', 'x'.repeat(256), 'cl\u00e9']) {
      const res = await post('/api/expenses', expense(), bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toBe(INVALID_KEY_MESSAGE);
    }
    expect(await count('expenses')).toBe(before);
    expect((await post('/api/expenses', expense(), 'k'.repeat(255))).status).toBe(201);
    expect((await post('/api/expenses', expense(), ' !~')).status).toBe(201);
    expect((await post('/api/expenses', expense())).status).toBe(201);
    expect((await post('/api/expenses', expense())).status).toBe(201);
    expect(await count('expenses')).toBe(before + 4);
  });

  it('stores one photo for an upload repeated with its key, also at once', async () => {
    const data = await png(10);
    const before = await count('project_photos');
    const url = `/api/projects/${projectId}/photos`;
    const [a, b] = await Promise.all([
      send(server.url, 'POST', url, { form: photoForm(data), key: 'photo-1' }),
      send(server.url, 'POST', url, { form: photoForm(data), key: 'photo-1' }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.text).toBe(b.text);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    const again = await send(server.url, 'POST', url, { form: photoForm(data), key: 'photo-1' });
    expect(again.status).toBe(201);
    expect(again.replayed).toBe(true);
    expect(await count('project_photos')).toBe(before + 1);
    // Another file with the same key is refused and stores nothing; with its own key it is stored.
    const other = await png(200);
    const reused = await send(server.url, 'POST', url, { form: photoForm(other), key: 'photo-1' });
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe(KEY_REUSED_MESSAGE);
    expect(await count('project_photos')).toBe(before + 1);
    expect((await send(server.url, 'POST', url, { form: photoForm(other, 'porch.png'), key: 'photo-2' })).status).toBe(201);
    expect(await count('project_photos')).toBe(before + 2);
    // A refused upload (not an image) frees its key for the right file.
    const notImage = new FormData();
    notImage.append('photo', new Blob([new TextEncoder().encode('plain text')], { type: 'image/png' }), 'x.png');
    expect((await send(server.url, 'POST', url, { form: notImage, key: 'photo-3' })).status).toBe(415);
    const third = await send(server.url, 'POST', url, { form: photoForm(await png(120), 'roof.png'), key: 'photo-3' });
    expect([third.status, third.replayed]).toEqual([201, false]);
    expect(await count('project_photos')).toBe(before + 3);
  });

  it('claims again a key left running past its lease or kept past its 10 days, and purges old keys', async () => {
    const { db } = server.database;
    const body = expense({ description: 'Stale' });
    const hash = requestHash(body, {});
    const insertKey = (key: string, status: number | null, age: string) =>
      db.execute(sql`INSERT INTO idempotency_keys (actor, method, path, key, request_hash, claim, status, response_body, created_at)
        VALUES ('owner', 'POST', '/api/expenses', ${key}, ${hash}, 'gone', ${status}, ${status ? '{"id":-1}' : null}, now() - ${age}::interval)`);
    await insertKey('lost-run', null, '20 minutes');
    await insertKey('old-key', 201, '11 days');
    const before = await count('expenses');
    const lost = await post('/api/expenses', body, 'lost-run');
    expect([lost.status, lost.replayed]).toEqual([201, false]);
    const old = await post('/api/expenses', body, 'old-key');
    expect([old.status, old.replayed]).toEqual([201, false]);
    expect(old.body.id).toBeGreaterThan(0);
    expect(await count('expenses')).toBe(before + 2);

    await insertKey('nine-days', 201, '9 days');
    await insertKey('eleven-days', 201, '11 days');
    await new IdempotencyStore(db).purge();
    const left = await rows<{ key: string }>(db.execute(sql`SELECT key FROM idempotency_keys WHERE key IN ('nine-days', 'eleven-days')`));
    expect(left.map((r) => r.key)).toEqual(['nine-days']);
  });

  it('answers busy while the first request still runs past the wait', async () => {
    const { db } = server.database;
    const body = expense({ description: 'Busy' });
    await db.execute(sql`INSERT INTO idempotency_keys (actor, method, path, key, request_hash, claim)
      VALUES ('owner', 'POST', '/api/expenses', 'running', ${requestHash(body, {})}, 'other')`);
    const store = new IdempotencyStore(db, { waitMs: 150, pollMs: 20 });
    const scope = { actor: 'owner', method: 'POST', path: '/api/expenses', key: 'running' };
    expect(await store.begin(scope, requestHash(body, {}))).toEqual({ kind: 'busy' });
    expect(await store.begin(scope, requestHash(expense(), {}))).toEqual({ kind: 'mismatch' });
    expect(KEY_BUSY_MESSAGE).toMatch(/still being processed/);
  });
});

describe.each(databaseKinds)('Idempotency-Key per signed-in user on %s', (kind) => {
  let server: TestServer;
  const cookies = { olivia: '', oscar: '' };

  beforeAll(async () => {
    server = await startTestServer(kind, { auth: true });
    const { createUser } = await import('../features/users/service');
    await createUser(server.database.db, { username: 'olivia', name: 'Olivia Owner', role: 'owner', employeeId: null, password: PASSWORD });
    await createUser(server.database.db, { username: 'oscar', name: 'Oscar Office', role: 'office', employeeId: null, password: PASSWORD });
    cookies.olivia = (await signIn(server.url, 'olivia')).cookie;
    cookies.oscar = (await signIn(server.url, 'oscar')).cookie;
  });
  afterAll(() => server?.close());

  it("keeps one user's key apart from another's", async () => {
    const payload = projectPayload({ name: 'Per user' });
    const byOlivia = (key: string) => send(server.url, 'POST', '/api/projects', { body: payload, key, cookie: cookies.olivia });
    const a = await byOlivia('same');
    const b = await send(server.url, 'POST', '/api/projects', { body: payload, key: 'same', cookie: cookies.oscar });
    expect([a.status, b.status, a.replayed, b.replayed]).toEqual([201, 201, false, false]);
    expect(a.body.id).not.toBe(b.body.id);
    const again = await byOlivia('same');
    expect([again.status, again.replayed, again.body.id]).toEqual([201, true, a.body.id]);
    // Signed out: 401 as before, the key unused.
    expect((await send(server.url, 'POST', '/api/projects', { body: payload, key: 'same' })).status).toBe(401);
    const list = await call(server.url, cookies.olivia, 'GET', '/api/projects');
    expect(list.status).toBe(200);
  });
});

describe.each(databaseKinds)('Idempotency-Key after a restart on %s', (kind) => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-idem-'));
  let pg: Awaited<ReturnType<typeof freshPostgres>> | null = null;
  afterAll(async () => {
    await pg?.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  /** A server on the same database each time: PGlite in one folder, or one PostgreSQL database. */
  const start = async () => {
    if (kind === 'postgres') pg ??= await freshPostgres();
    const database = await openDatabase(pg ? { databaseUrl: pg.url } : { dataDir: path.join(tmp, 'data'), engine: 'pglite' });
    const storage = await temporaryStorage();
    const app = await buildApp({ database, logLevel: 'silent', ai: builtInEngine, autoChecks: false, storage });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      count: async (table: string) =>
        (await rows<{ n: number }>(database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))))[0].n,
      close: async () => {
        await app.close();
        await database.close();
        await fs.promises.rm(storage.root, { recursive: true, force: true });
      },
    };
  };

  it('replays the first answer from the database after the server restarts', async () => {
    const payload = projectPayload({ name: 'Before the restart' });
    const first = await start();
    const created = await send(first.url, 'POST', '/api/projects', { body: payload, key: 'across-restart' });
    expect(created.status).toBe(201);
    await first.close();

    const second = await start();
    try {
      const again = await send(second.url, 'POST', '/api/projects', { body: payload, key: 'across-restart' });
      expect([again.status, again.replayed]).toEqual([201, true]);
      expect(again.text).toBe(created.text);
      expect(await second.count('projects')).toBe(1);
    } finally {
      await second.close();
    }
  });
});
