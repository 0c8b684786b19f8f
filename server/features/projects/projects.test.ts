import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql-fragments';
import { insertEmployee, insertExpense, insertWorkRecord, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, rowCount, startTestServer, type TestServer } from '../../test/harness';

describe.each(databaseKinds)('projects API on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  const projectCount = async () => rowCount(server, 'projects');

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
  });
  afterAll(() => server.close());

  it('reports which database it runs on', async () => {
    expect(await api.get('/api/health')).toEqual({ status: 200, body: { status: 'ok', database: kind } });
    expect(await api.get('/api/health/ready')).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('creates, reads, updates and deletes a project', async () => {
    const created = await api.post('/api/projects', projectPayload({ description: 'Cabinets and counters', city: 'Tampa', state: 'FL' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Kitchen remodel',
      location: 'Tampa',
      budget: 10000.1,
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      estimatedDays: 30,
      status: 'active',
      isActive: true,
      country: 'USA',
      geofenceRadius: 300,
      priorityLevel: 'medium',
      riskLevel: 'low',
      activeDays: 0,
      totalExpenses: 0,
      totalProfit: 10000.1,
      profitMargin: 100,
    });
    const id = created.body.id;

    const read = await api.get(`/api/projects/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id, name: 'Kitchen remodel', expenses: [], timeEntries: [], projectEmployees: [] });

    const updated = await api.put(`/api/projects/${id}`, { name: 'Kitchen and bath', budget: 12500.55, endDate: '2026-12-10' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Kitchen and bath', budget: 12500.55, estimatedDays: 40, location: 'Tampa' });

    const list = await api.get('/api/projects?active=true');
    expect(list.body.find((p: { id: number }) => p.id === id)).toMatchObject({ name: 'Kitchen and bath', budget: 12500.55 });

    const paused = await api.put(`/api/projects/${id}`, { isActive: false });
    expect(paused.body.isActive).toBe(false);
    expect((await api.get('/api/projects?active=true')).body.some((p: { id: number }) => p.id === id)).toBe(false);
    expect((await api.get('/api/projects?active=false')).body.some((p: { id: number }) => p.id === id)).toBe(true);

    expect((await api.del(`/api/projects/${id}`)).status).toBe(204);
    expect((await api.get(`/api/projects/${id}`)).status).toBe(404);
  });

  it.each([
    ['no name', projectPayload({ name: undefined }), 'name', 'Project name is required'],
    ['a blank name', projectPayload({ name: '   ' }), 'name', 'Project name is required'],
    ['budget "abc"', projectPayload({ budget: 'abc' }), 'budget', 'Budget must be a number'],
    ['a name of 256 characters', projectPayload({ name: 'n'.repeat(256) }), 'name', 'Project name must be at most 255 characters'],
    ['a budget with 3 decimals', projectPayload({ budget: 10.005 }), 'budget', 'Budget can have at most 2 decimals'],
    ['an end before the start', projectPayload({ endDate: '2026-10-01' }), 'endDate', 'End date must be on or after the start date'],
    ['an impossible date', projectPayload({ startDate: '2026-02-30' }), 'startDate', 'Start date must be a date (YYYY-MM-DD)'],
  ])('refuses %s with 400 and a field error, writing nothing', async (_label, payload, path, message) => {
    const before = await projectCount();
    const res = await api.post('/api/projects', payload);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
    expect(typeof res.body.message).toBe('string');
    expect(await projectCount()).toBe(before);
  });

  it('accepts a name of exactly 255 characters', async () => {
    const res = await api.post('/api/projects', projectPayload({ name: 'n'.repeat(255) }));
    expect(res.status).toBe(201);
    await api.del(`/api/projects/${res.body.id}`);
  });

  it('refuses an invalid update with 400 and leaves the project unchanged', async () => {
    const { body: p } = await api.post('/api/projects', projectPayload({ name: 'Deck' }));
    const res = await api.put(`/api/projects/${p.id}`, { budget: 'abc', name: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['budget', 'name']);
    const res2 = await api.put(`/api/projects/${p.id}`, { endDate: '2026-01-01' });
    expect(res2.status).toBe(400);
    expect((await api.get(`/api/projects/${p.id}`)).body).toMatchObject({ name: 'Deck', budget: 10000.1, endDate: '2026-11-30' });
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await api.raw('POST', '/api/projects', '{"name": ');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON');
  });

  it('answers 404 with a message for an unknown id, and 400 for a non-numeric one', async () => {
    for (const res of [
      await api.get('/api/projects/999999'),
      await api.put('/api/projects/999999', { name: 'x' }),
      await api.del('/api/projects/999999'),
    ]) {
      expect(res).toEqual({ status: 404, body: { message: 'Project not found' } });
    }
    expect((await api.get('/api/projects/abc')).status).toBe(400);
    expect((await api.get('/api/nothing-here')).status).toBe(404);
  });

  it('keeps budgets and totals exact to the cent: 1,000.00 − (0.10 + 0.20 + 0.30 + 1.5 days × 200.00) = 699.40', async () => {
    const { body: p } = await api.post('/api/projects', projectPayload({ name: 'Exact cents', budget: 1000 }));
    const db = server.database.db;
    for (const amount of ['0.10', '0.20', '0.30']) await insertExpense(db, p.id, amount);
    const employee = await insertEmployee(db, { dailyRate: '180.00' });
    await insertWorkRecord(db, p.id, employee, '1.5', '200.00');
    const { body } = await api.get(`/api/projects/${p.id}`);
    expect(body).toMatchObject({ budget: 1000, totalExpenses: 300.6, totalProfit: 699.4, profitMargin: 69.94 });
    expect(body.expenses).toHaveLength(3);
    expect(body.timeEntries[0]).toMatchObject({ days: 1.5, customPay: 200, pay: 300 });
    const listed = (await api.get('/api/projects')).body.find((x: { id: number }) => x.id === p.id);
    expect(listed).toMatchObject({ totalExpenses: 300.6, totalProfit: 699.4 });
  });

  it('stores 10000.10 and returns it unchanged', async () => {
    const { body } = await api.post('/api/projects', projectPayload({ budget: '10000.10', estimatedMaterialCost: 2500.05 }));
    expect(body).toMatchObject({ budget: 10000.1, estimatedMaterialCost: 2500.05 });
    const [stored] = await rows<{ budget: string }>(
      server.database.db.execute(sql`SELECT budget::text FROM projects WHERE id = ${body.id}`),
    );
    expect(stored.budget).toBe('10000.10');
  });

  it('sorts by start date, and recent = active first then newest', async () => {
    const a = (await api.post('/api/projects', projectPayload({ name: 'Later', startDate: '2027-03-01', endDate: null }))).body;
    const b = (await api.post('/api/projects', projectPayload({ name: 'Earlier', startDate: '2020-01-01', endDate: null }))).body;
    const c = (
      await api.post('/api/projects', projectPayload({ name: 'Paused newest', startDate: '2028-01-01', endDate: null, isActive: false }))
    ).body;
    const list = (await api.get('/api/projects?active=true')).body as { id: number; startDate: string }[];
    expect(list.map((p) => p.startDate)).toEqual([...list.map((p) => p.startDate)].sort());
    expect(list[0].id).toBe(b.id);
    const recent = (await api.get('/api/projects?order=recent&limit=3')).body as { id: number }[];
    expect(recent).toHaveLength(3);
    expect(recent[0].id).toBe(a.id);
    expect(recent.map((p) => p.id)).not.toContain(c.id);
  });

  it('deleting a project keeps its photo, thumbnail and receipt files for the trash (the purge removes them, trash.test.ts)', async () => {
    const id = (await api.post('/api/projects', projectPayload({ name: 'Photos to clean up' }))).body.id as number;
    const form = new FormData();
    form.append('category', 'before');
    form.append(
      'photo',
      new Blob(
        [
          new Uint8Array(
            await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a6' } })
              .png()
              .toBuffer(),
          ),
        ],
        { type: 'image/png' },
      ),
      'site.png',
    );
    const upload = await fetch(`${server.url}/api/projects/${id}/photos`, { method: 'POST', body: form });
    expect(upload.status).toBe(201);
    // A receipt image stored for the project, as POST /api/receipts/analyze leaves it.
    await server.storage.save('receipts', `${id}-receipt.png`, Buffer.from('receipt'));
    await server.database.db.execute(
      sql`INSERT INTO receipts (project_id, file_name, original_name, mime_type, file_size) VALUES (${id}, ${`${id}-receipt.png`}, 'r.png', 'image/png', 7)`,
    );
    const files = async () =>
      (await fs.readdir(server.storage.root, { recursive: true })).filter(
        (f) => String(f).startsWith(`${id}-`) || String(f).includes(`/${id}-`),
      );
    expect(await files()).toHaveLength(3);

    expect((await api.del(`/api/projects/${id}`)).status).toBe(204);
    expect(await files()).toHaveLength(3);
    expect(await rowCount(server, 'project_photos')).toBe(0);
  });
});
