import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedContentSchema } from '../../domain/social';
import { builtInEngine } from '../adapters/ai';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { SURROGATE_MESSAGE } from '../http/input-guard';
import { insertExpense, projectPayload } from './factories';
import { databaseKinds, httpClient, rowCount, startTestServer, type TestServer } from './harness';

// Issue 38, the smaller items: lone UTF-16 surrogates refused (they were stored as U+FFFD), the spec's call table
// for POST /api/notifications/check and POST /api/social-media/generate-real-content, and a shared snapshot's
// contents kept out of the log.

describe.each(databaseKinds)('input and the spec call table on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let projectId = 0;
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    projectId = (await api.post('/api/projects', projectPayload({ name: 'Lanai Pavers', city: 'Sarasota', budget: 100 }))).body.id;
  }, 120_000);
  afterAll(() => server?.close());

  it('refuses a lone surrogate anywhere in the JSON body (400, nothing written) and keeps a real pair', async () => {
    const before = await rowCount(server, 'projects');
    const body = JSON.stringify(projectPayload({ name: 'Deck' }));
    for (const [broken, path] of [
      [body.replace('"Deck"', '"Deck \\ud800"'), 'name'],
      [body.replace('"Deck"', '"\\udfff Deck"'), 'name'],
      [body.replace('"Deck"', '"Deck", "\\ud83d": 1'), '\uFFFD'],
    ] as const) {
      const res = await api.raw('POST', '/api/projects', broken);
      expect(res.status, broken).toBe(400);
      expect(res.body).toEqual({ message: `${path}: ${SURROGATE_MESSAGE}`, errors: [{ path, message: SURROGATE_MESSAGE }] });
    }
    expect((await api.get('/api/projects?search=%5Cud800')).status).toBe(200);
    expect(await rowCount(server, 'projects')).toBe(before);
    const pair = await api.raw('POST', '/api/projects', body.replace('"Deck"', '"Deck \\ud83d\\ude00"'));
    expect(pair.status).toBe(201);
    expect(pair.body.name).toBe('Deck 😀');
  });

  it('POST /api/notifications/check needs a projectId (400) of a project that exists (404)', async () => {
    await insertExpense(server.database.db, projectId, '95.00');
    const notes = await rowCount(server, 'notifications');
    const missing = await api.post('/api/notifications/check');
    expect(missing).toMatchObject({ status: 400, body: { message: 'projectId: projectId is required: the id of the project to check' } });
    expect((await api.post('/api/notifications/check?projectId=')).status).toBe(400);
    expect(await api.post('/api/notifications/check?projectId=999999')).toEqual({ status: 404, body: { message: 'Project not found' } });
    expect(await rowCount(server, 'notifications')).toBe(notes);
    const checked = await api.post(`/api/notifications/check?projectId=${projectId}`);
    expect(checked).toMatchObject({ status: 200, body: { projectsChecked: 1 } });
    expect(checked.body.notificationsGenerated).toBeGreaterThanOrEqual(1); // the budget alert at 95 %
  });

  it("POST /api/social-media/generate-real-content takes the spec's body: platform, projectData, businessInfo", async () => {
    const businessInfo = { name: 'Gulf Coast Build', location: 'Sarasota', services: ['Pavers'] };
    // projectData as a caller holds it (money included, never written into the post), no projectId.
    const described = await api.post('/api/social-media/generate-real-content', {
      platform: 'twitter',
      projectData: { name: 'Pool Deck', city: 'Venice', state: 'FL', budget: 48000, status: 'active', startDate: '2026-11-01' },
      businessInfo,
    });
    expect(described.status).toBe(200);
    const g = generatedContentSchema.parse(described.body);
    expect(g).toMatchObject({ projectId: null, projectName: 'Pool Deck', photoCount: 0, limit: 280 });
    expect(g.caption).toContain('Venice');
    expect(g.content).not.toMatch(/48,?000|\$/);
    // projectData.id names a stored project: its stored facts are used.
    const stored = await api.post('/api/social-media/generate-real-content', {
      platform: 'twitter',
      projectData: { id: projectId },
      businessInfo,
    });
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ projectId, projectName: 'Lanai Pavers' });
    expect(stored.body.caption).toContain('Sarasota');
    const neither = await api.post('/api/social-media/generate-real-content', {
      platform: 'twitter',
      projectData: { budget: 5 },
      businessInfo,
    });
    expect(neither).toMatchObject({
      status: 400,
      body: { message: 'projectId: Choose a project (projectId), or describe it in projectData with its name and city or location' },
    });
  });
});

describe('a shared snapshot link in the log', () => {
  const lines: string[] = [];
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    app = await buildApp({
      database,
      logLevel: 'info',
      logStream: { write: (line: string) => void lines.push(line) },
      ai: builtInEngine,
      ocr: { recognize: async () => ({ text: '', confidence: 0, ms: 0 }), close: async () => {} },
    });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('is logged without the snapshot it carries (name, address, budget)', async () => {
    const snapshot = { name: 'Okafor Residence', address: '12 Palm Secret Way', budget: 250000 };
    const encoded = Buffer.from(JSON.stringify(snapshot)).toString('base64url');
    await app.inject({ method: 'GET', url: `/shared-snapshot/${encoded}` });
    await app.inject({ method: 'GET', url: `/shared-snapshot/${encodeURIComponent(JSON.stringify(snapshot))}?x=1` });
    const log = lines.join('\n');
    expect(log).toContain('"url":"/shared-snapshot/…"');
    expect(log).not.toContain(encoded.slice(0, 12));
    // The budget as a number of its own: a response time such as 0.4329250000009779 holds the same digits.
    expect(log).not.toMatch(/Okafor|Palm|(?<![\d.])250000(?!\d)/);
  });
});
