import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../../domain/dates';
import { SNAPSHOT_FIELDS } from '../../../domain/shared-links';
import { insertExpense, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, rowCount, startTestServer, type TestServer } from '../../test/harness';

const today = todayIso();
const tokenOf = (path: string) => path.split('/').pop() as string;

describe.each(databaseKinds)('shared snapshot links on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let projectId: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    const p = await api.post(
      '/api/projects',
      projectPayload({ name: 'Martinez kitchen', budget: 40_000, startDate: addDays(today, -10), endDate: addDays(today, 30) }),
    );
    projectId = p.body.id;
    await insertExpense(server.database.db, projectId, '12345.67');
    await api.put('/api/company-profile', { name: 'Gulf Coast Remodeling LLC', licenseNumber: 'CBC1263425' });
  }, 120_000);
  afterAll(() => server?.close());

  it('by default shows the spec payload; signed out the page gets the figures and the company, never a signature', async () => {
    const made = await api.post(`/api/projects/${projectId}/shared-links`, { fields: [...SNAPSHOT_FIELDS] });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ projectId, state: 'active', revokedAt: null, fields: [...SNAPSHOT_FIELDS] });
    expect(made.body.path).toMatch(/^\/shared-snapshot\/[A-Za-z0-9_-]{43}$/);
    // 30 days unless chosen.
    const days = (Date.parse(made.body.expiresAt) - Date.parse(made.body.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(30, 5);
    const open = await api.get(`/api/shared-snapshots/${tokenOf(made.body.path)}`);
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({
      projectName: 'Martinez kitchen',
      budget: 40_000,
      expenses: 12_345.67,
      company: { name: 'Gulf Coast Remodeling LLC', lines: ['License CBC1263425'], hasLogo: false },
    });
    expect(Object.keys(open.body.metrics).sort()).toEqual([
      'budgetHealth',
      'completionPercentage',
      'overallHealth',
      'profitMargin',
      'qualityScore',
      'riskLevel',
      'timelineHealth',
    ]);
    expect(open.body).not.toHaveProperty('signature');
  });

  it('shows only what was ticked: unticked cost, budget and margin are not sent at all', async () => {
    const made = await api.post(`/api/projects/${projectId}/shared-links`, {
      fields: ['overallHealth', 'completionPercentage', 'timeline'],
      expiresInDays: 7,
    });
    expect(made.status).toBe(201);
    const open = await api.get(`/api/shared-snapshots/${tokenOf(made.body.path)}`);
    expect(open.status).toBe(200);
    expect(Object.keys(open.body).sort()).toEqual(['company', 'endDate', 'metrics', 'projectName', 'startDate', 'timestamp']);
    expect(Object.keys(open.body.metrics).sort()).toEqual(['completionPercentage', 'overallHealth']);
    expect(JSON.stringify(open.body)).not.toMatch(/12345|40000|profit/i);
    const days = (Date.parse(made.body.expiresAt) - Date.parse(made.body.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);
  });

  it('refuses a bad request with 400 and stores nothing', async () => {
    const before = await rowCount(server, 'shared_links');
    for (const body of [
      { fields: ['cost'] },
      { fields: ['budget'], expiresInDays: 0 },
      { fields: ['budget'], expiresInDays: 400 },
      { fields: ['budget', 'budget'] },
      { fields: ['budget'], token: 'mine' },
    ]) {
      const res = await api.post(`/api/projects/${projectId}/shared-links`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await api.post('/api/projects/999999/shared-links', { fields: [] })).status).toBe(404);
    expect(await rowCount(server, 'shared_links')).toBe(before);
  });

  it('a revoked link answers 410 with a clear message; the list says revoked; revoking again changes nothing', async () => {
    const made = await api.post(`/api/projects/${projectId}/shared-links`, { fields: ['overallHealth'] });
    const token = tokenOf(made.body.path);
    const revoked = await api.post(`/api/shared-links/${made.body.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: made.body.id, state: 'revoked', revokedAt: expect.any(String) });
    const open = await api.get(`/api/shared-snapshots/${token}`);
    expect(open.status).toBe(410);
    expect(open.body.message).toBe('This snapshot link was withdrawn by the contractor. Ask them for a new link if you still need it.');
    expect(JSON.stringify(open.body)).not.toContain('overallHealth');
    const again = await api.post(`/api/shared-links/${made.body.id}/revoke`);
    expect(again.body.revokedAt).toBe(revoked.body.revokedAt);
    const list = await api.get(`/api/projects/${projectId}/shared-links`);
    expect(list.body.find((l: { id: number }) => l.id === made.body.id)).toMatchObject({ state: 'revoked' });
    expect((await api.post('/api/shared-links/999999/revoke')).status).toBe(404);
  });

  it('an expired link answers 410 naming the day it expired; an unknown token 404', async () => {
    const made = await api.post(`/api/projects/${projectId}/shared-links`, { fields: ['overallHealth'], expiresInDays: 1 });
    await server.database.db.execute(sql`UPDATE shared_links SET expires_at = '2026-01-15T12:00:00Z' WHERE id = ${made.body.id}`);
    const open = await api.get(`/api/shared-snapshots/${tokenOf(made.body.path)}`);
    expect(open.status).toBe(410);
    expect(open.body.message).toBe('This snapshot link expired on January 15, 2026. Ask the contractor for a new link.');
    const list = await api.get(`/api/projects/${projectId}/shared-links`);
    expect(list.body.find((l: { id: number }) => l.id === made.body.id)).toMatchObject({ state: 'expired' });
    expect((await api.get(`/api/shared-snapshots/${'A'.repeat(43)}`)).status).toBe(404);
    expect((await api.get('/api/shared-snapshots/not%20a%20token')).status).toBe(400);
  });

  it('the figures are frozen when shared: a later expense does not change what the link shows', async () => {
    const made = await api.post(`/api/projects/${projectId}/shared-links`, { fields: ['expenses'] });
    await insertExpense(server.database.db, projectId, '1000.00');
    const open = await api.get(`/api/shared-snapshots/${tokenOf(made.body.path)}`);
    expect(open.body.expenses).toBe(12_345.67);
  });
});

describe('shared snapshot links with sign-in on', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { auth: true });
  }, 120_000);
  afterAll(() => server?.close());

  it('the page is reachable signed out; making or listing links is not', async () => {
    const api = httpClient(server);
    expect((await api.get(`/api/shared-snapshots/${'A'.repeat(43)}`)).status).toBe(404);
    expect((await api.get('/api/projects/1/shared-links')).status).toBe(401);
    expect((await api.post('/api/projects/1/shared-links', { fields: [] })).status).toBe(401);
    expect((await api.post('/api/shared-links/1/revoke')).status).toBe(401);
  });
});
