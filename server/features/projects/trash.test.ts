import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql-fragments';
import { insertEmployee, insertExpense, insertWorkRecord, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, rowCount, startTestServer, type TestServer } from '../../test/harness';
import { purgeTrash } from './trash';

type Detail = { expenses: { id: number }[]; timeEntries: { id: number }[]; projectEmployees: { id: number }[] } & Record<string, unknown>;

describe.each(databaseKinds)('project trash on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  const exec = <T = Record<string, unknown>>(q: ReturnType<typeof sql>) => rows<T>(server.database.db.execute(q));
  const books = async () => ({
    overview: (await api.get('/api/accounting/overview?year=2026')).body,
    expenses: (await api.get('/api/expenses')).body.length as number,
    dashboard: (await api.get('/api/dashboard/stats')).body,
  });
  const reconciles = async () => {
    const res = await api.get('/api/system/reconciliation');
    expect(res.status).toBe(200);
    expect(res.body.differences).toEqual([]);
  };
  const png = async () =>
    new Uint8Array(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a6' } })
        .png()
        .toBuffer(),
    );
  const files = async (id: number) =>
    (await fs.readdir(server.storage.root, { recursive: true })).filter(
      (f) => String(f).startsWith(`${id}-`) || String(f).includes(`/${id}-`),
    );

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
  });
  afterAll(() => server.close());

  it('delete moves a project with its expenses, work, photo, team and links out of the books; restore brings back all of it exactly', async () => {
    const db = server.database.db;
    const before = await books();
    const id = (await api.post('/api/projects', projectPayload({ name: 'Trash and back', budget: 8500 }))).body.id as number;
    await insertExpense(db, id, '14527.50', { category: 'material', date: '2026-11-04' });
    await insertExpense(db, id, '0.10', { category: 'permits', date: '2026-11-05' });
    const employeeId = await insertEmployee(db, { name: 'Rosa Trash', dailyRate: '240.00' });
    await insertWorkRecord(db, id, employeeId, '1.5', null, '2026-11-06');
    expect((await api.post(`/api/projects/${id}/employees`, { employeeId })).status).toBe(201);
    const advance = await api.post('/api/payroll-advances', {
      employeeId,
      amount: 50.25,
      reason: 'Fuel',
      advanceDate: '2026-11-06',
      projectId: id,
    });
    expect(advance.status).toBe(201);
    const form = new FormData();
    form.append('category', 'before');
    form.append('photo', new Blob([await png()], { type: 'image/png' }), 'site.png');
    expect((await fetch(`${server.url}/api/projects/${id}/photos`, { method: 'POST', body: form })).status).toBe(201);
    expect(await files(id)).toHaveLength(2);

    const detail = (await api.get(`/api/projects/${id}`)).body as Detail;
    expect(detail).toMatchObject({ totalExpenses: 14887.6, budget: 8500 });
    const photos = (await api.get(`/api/projects/${id}/photos`)).body;
    const withProject = await books();
    expect(withProject.expenses).toBe(before.expenses + 2);
    await reconciles();

    // Delete: gone from every list and total, in the trash with what it had; the advance loses its link.
    expect((await api.del(`/api/projects/${id}`)).status).toBe(204);
    expect((await api.get(`/api/projects/${id}`)).status).toBe(404);
    expect((await api.get('/api/projects')).body.some((p: { id: number }) => p.id === id)).toBe(false);
    expect(await books()).toEqual(before);
    await reconciles();
    const [unlinked] = await exec<{ project_id: number | null }>(
      sql`SELECT project_id FROM payroll_advances WHERE id = ${advance.body.id}`,
    );
    expect(unlinked.project_id).toBeNull();
    expect(await files(id)).toHaveLength(2);
    const trash = await api.get('/api/project-trash');
    expect(trash.status).toBe(200);
    const entry = trash.body.find((t: { projectId: number }) => t.projectId === id);
    expect(entry).toMatchObject({
      name: 'Trash and back',
      location: 'Tampa',
      deletedBy: 'Local user',
      budget: 8500,
      costs: 14887.6,
      expenses: 2,
      workRecords: 1,
      photos: 1,
      receipts: 0,
      teamMembers: 1,
      links: 1,
    });
    expect(Date.parse(entry.purgeAfter) - Date.parse(entry.deletedAt)).toBe(30 * 24 * 3600 * 1000);

    // Restore: the same project, rows and ids, the totals and the books as before the delete.
    const restored = await api.post(`/api/project-trash/${entry.id}/restore`, {});
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id, name: 'Trash and back', totalExpenses: 14887.6, totalProfit: -6387.6 });
    const back = (await api.get(`/api/projects/${id}`)).body as Detail;
    expect(back).toEqual(detail);
    expect((await api.get(`/api/projects/${id}/photos`)).body).toEqual(photos);
    expect(await books()).toEqual(withProject);
    await reconciles();
    const [relinked] = await exec<{ project_id: number | null }>(
      sql`SELECT project_id FROM payroll_advances WHERE id = ${advance.body.id}`,
    );
    expect(relinked.project_id).toBe(id);
    const [stored] = await exec<{ expense_total: string }>(sql`SELECT expense_total::text FROM projects WHERE id = ${id}`);
    expect(stored.expense_total).toBe('14527.60');
    expect((await api.get('/api/project-trash')).body.some((t: { projectId: number }) => t.projectId === id)).toBe(false);
    // Restoring twice: the entry is gone.
    expect((await api.post(`/api/project-trash/${entry.id}/restore`, {})).status).toBe(404);
  });

  it('refuses a restore with 409 when an employee it used was deleted since, and keeps the entry', async () => {
    const db = server.database.db;
    const id = (await api.post('/api/projects', projectPayload({ name: 'Lost crew' }))).body.id as number;
    const employeeId = await insertEmployee(db, { name: 'Gone Soon', dailyRate: '100.00' });
    await insertWorkRecord(db, id, employeeId, '1', null);
    expect((await api.del(`/api/projects/${id}`)).status).toBe(204);
    expect((await api.del(`/api/employees/${employeeId}`)).status).toBe(204);
    const entry = (await api.get('/api/project-trash')).body.find((t: { projectId: number }) => t.projectId === id);
    const res = await api.post(`/api/project-trash/${entry.id}/restore`, {});
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/cannot be restored/);
    expect((await api.get(`/api/projects/${id}`)).status).toBe(404);
    expect((await api.get('/api/project-trash')).body.some((t: { projectId: number }) => t.projectId === id)).toBe(true);
    await reconciles();
  });

  it('answers 404 for an unknown trash entry and 400 for a bad id', async () => {
    expect(await api.post('/api/project-trash/999999/restore', {})).toEqual({
      status: 404,
      body: { message: 'Trashed project not found' },
    });
    expect((await api.post('/api/project-trash/abc/restore', {})).status).toBe(400);
  });

  it('the purge removes entries older than 30 days and then their files; younger entries stay', async () => {
    const old = (await api.post('/api/projects', projectPayload({ name: 'Old trash' }))).body.id as number;
    const young = (await api.post('/api/projects', projectPayload({ name: 'Young trash' }))).body.id as number;
    const form = new FormData();
    form.append('category', 'before');
    form.append('photo', new Blob([await png()], { type: 'image/png' }), 'site.png');
    expect((await fetch(`${server.url}/api/projects/${old}/photos`, { method: 'POST', body: form })).status).toBe(201);
    await server.storage.save('receipts', `${old}-receipt.png`, Buffer.from('receipt'));
    await exec(
      sql`INSERT INTO receipts (project_id, file_name, original_name, mime_type, file_size) VALUES (${old}, ${`${old}-receipt.png`}, 'r.png', 'image/png', 7)`,
    );
    expect(await files(old)).toHaveLength(3);
    expect((await api.del(`/api/projects/${old}`)).status).toBe(204);
    expect((await api.del(`/api/projects/${young}`)).status).toBe(204);
    expect(await files(old)).toHaveLength(3);
    await exec(sql`UPDATE project_trash SET deleted_at = now() - interval '30 days 1 minute' WHERE project_id = ${old}`);
    await exec(sql`UPDATE project_trash SET deleted_at = now() - interval '29 days' WHERE project_id = ${young}`);
    expect(await purgeTrash(server.database.db, server.storage)).toBe(1);
    expect(await files(old)).toEqual([]);
    const left = (await api.get('/api/project-trash')).body.map((t: { projectId: number }) => t.projectId);
    expect(left).toContain(young);
    expect(left).not.toContain(old);
    expect(await rowCount(server, 'receipts')).toBe(0);
  });
});
