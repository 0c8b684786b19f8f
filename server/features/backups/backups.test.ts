import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_AREAS } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { insertEmployee, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, postUpload, rowCount, startTestServer, type TestServer } from '../../test/harness';
import { listTables, migrationNames } from './tables';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-backup-test-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Every row of every table as JSON text, by table: two databases hold the same books when these are equal. */
async function dumpRows(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const t of await listTables(db)) {
    const r = await rows<{ line: string }>(db.execute(sql`SELECT row_to_json(x)::text AS line FROM ${sql.identifier(t.name)} x`));
    out[t.name] = r.map((x) => x.line).sort();
  }
  return out;
}

async function dumpFiles(server: TestServer): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const area of STORAGE_AREAS) {
    for (const name of await server.storage.list(area))
      out[`${area}/${name}`] = ((await server.storage.read(area, name)) as Buffer).toString('base64');
  }
  return out;
}

/** Books with every kind of money row and files: expenses, work records, an advance, a paid week, a photo, a receipt image. */
async function fillBooks(server: TestServer): Promise<void> {
  const api = httpClient(server);
  const project = await api.post<{ id: number }>('/api/projects', projectPayload({ name: 'Backup kitchen', budget: 8500 }));
  expect(project.status).toBe(201);
  const pid = project.body.id;
  const employeeId = await insertEmployee(server.database.db, { name: 'Ana Lopez', dailyRate: '180.50' });
  for (const [amount, category] of [
    [1287.25, 'material'],
    [0.1, 'gas'],
    [99.99, 'permits'],
  ] as const) {
    const r = await api.post('/api/expenses', { projectId: pid, category, description: `Item ${amount}`, amount, date: '2026-11-03' });
    expect(r.status).toBe(201);
  }
  for (const date of ['2026-11-02', '2026-11-03']) {
    const r = await api.post('/api/time-entries', { projectId: pid, employeeId, date, days: 1, entryType: 'days' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  }
  const advance = await api.post('/api/payroll-advances', {
    employeeId,
    amount: 50,
    reason: 'Boots',
    advanceDate: '2026-11-02',
    paymentMethod: 'cash',
  });
  expect(advance.status).toBe(201);
  const paid = await api.post('/api/payroll/pay-week', { week: '2026-11-01', paymentMethods: { [employeeId]: 'cash' } });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const photo = await postUpload(
    server,
    `/api/projects/${pid}/photos`,
    { field: 'photo', data: fs.readFileSync(path.join(fixtures, 'receipt-ace-hardware.png')), name: 'site.png', type: 'image/png' },
    { caption: 'Before demolition', photoType: 'before' },
  );
  expect(photo.status, JSON.stringify(photo.body)).toBe(201);
  await server.storage.save('receipts', 'receipt-1.png', fs.readFileSync(path.join(fixtures, 'receipt-home-depot.png')));
}

async function download(server: TestServer, name: string): Promise<string> {
  const made = await fetch(`${server.url}/api/system/backups`, { method: 'POST' });
  expect(made.status).toBe(201);
  const res = await fetch(`${server.url}/api/system/backups/${((await made.json()) as { name: string }).name}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/gzip');
  expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="plumbline-backup-.*\.tar\.gz"/);
  const file = path.join(tmp, name);
  fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return file;
}

async function restore(server: TestServer, file: string) {
  return postUpload<{ message?: string; reconciliation?: unknown; totals?: Record<string, string> }>(server, '/api/system/restore', {
    field: 'backup',
    data: fs.readFileSync(file),
    name: path.basename(file),
    type: 'application/gzip',
  });
}

/** Replaces one text inside the (uncompressed) archive, keeping the tar layout: a same-length edit. */
function editArchive(file: string, from: string, to: string, out: string): void {
  expect(to.length).toBe(from.length);
  const tar = zlib.gunzipSync(fs.readFileSync(file));
  const at = tar.indexOf(from);
  expect(at).toBeGreaterThan(-1);
  tar.write(to, at);
  fs.writeFileSync(out, zlib.gzipSync(tar));
}

describe.each(databaseKinds)('backup and restore (%s)', (kind) => {
  let source: TestServer;
  let file: string;
  beforeAll(async () => {
    source = await startTestServer(kind);
    await fillBooks(source);
    file = await download(source, `${kind}-books.tar.gz`);
  }, 120_000);
  afterAll(() => source?.close());

  it('restores every row, file and total into an empty database; new ids continue past the restored ones', async () => {
    const target = await startTestServer(kind);
    try {
      const r = await restore(target, file);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.reconciliation).toEqual({ differences: 0 });
      expect(r.body.totals).toMatchObject({ expenses: '1387.34', payments: expect.any(String) });
      expect(await dumpRows(target.database.db)).toEqual(await dumpRows(source.database.db));
      // The audit log comes back as it was, and the restore itself (triggers off) records nothing of its own.
      expect(await rowCount(source, 'audit_log')).toBeGreaterThan(5);
      expect(await rowCount(target, 'audit_log')).toBe(await rowCount(source, 'audit_log'));
      expect(await dumpFiles(target)).toEqual(await dumpFiles(source));
      expect(Object.keys(await dumpFiles(target)).length).toBeGreaterThanOrEqual(3); // photo, thumbnail, receipt

      const api = httpClient(target);
      const restored = await api.get<{ id: number; totalExpenses: number }[]>('/api/projects');
      expect(restored.body.map((p) => p.totalExpenses)).toEqual(
        (await httpClient(source).get<{ totalExpenses: number }[]>('/api/projects')).body.map((p) => p.totalExpenses),
      );
      const fresh = await api.post<{ id: number }>('/api/projects', projectPayload({ name: 'After restore' }));
      expect(fresh.status).toBe(201);
      expect(fresh.body.id).toBeGreaterThan(Math.max(...restored.body.map((p) => p.id)));

      const again = await restore(target, file);
      expect(again.status).toBe(409);
      expect(again.body.message).toMatch(
        /already holds data \(projects: 2, expenses: 3, time entries: 2, employees: 1, payments: 1, payroll advances: 1\)/,
      );
    } finally {
      await target.close();
    }
  }, 120_000);

  it('refuses a truncated, an edited and a newer-schema backup, and writes nothing', async () => {
    const target = await startTestServer(kind);
    try {
      const whole = fs.readFileSync(file);
      const truncated = path.join(tmp, `${kind}-truncated.tar.gz`);
      fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
      const edited = path.join(tmp, `${kind}-edited.tar.gz`);
      editArchive(file, '1287.25', '1287.26', edited);
      const newer = path.join(tmp, `${kind}-newer.tar.gz`);
      const version = migrationNames().length;
      // Same length, first digit 9: 20 → 90.
      editArchive(file, `"schemaVersion": ${version}`, `"schemaVersion": 9${String(version).slice(1)}`, newer);
      const notBackup = path.join(tmp, `${kind}-not.tar.gz`);
      fs.writeFileSync(notBackup, zlib.gzipSync(Buffer.from('hello')));

      const cases: [string, RegExp][] = [
        [truncated, /damaged or incomplete/],
        [edited, /damaged or incomplete: 1 part\(s\) differ from its manifest \(first: data\/[a-z_]+\/\d{6}\.jsonl\)/],
        [newer, /newer version of Plumbline \(database schema 9\d+, this server has \d+\)/],
        [notBackup, /damaged or incomplete/],
      ];
      for (const [bad, message] of cases) {
        const r = await restore(target, bad);
        expect(r.status, path.basename(bad)).toBe(400);
        expect(r.body.message, path.basename(bad)).toMatch(message);
      }
      for (const t of ['projects', 'expenses', 'time_entries', 'payments', 'project_photos']) expect(await rowCount(target, t)).toBe(0);
      for (const area of STORAGE_AREAS) expect(await target.storage.list(area)).toEqual([]);
    } finally {
      await target.close();
    }
  }, 120_000);

  it('lists the kept backups and downloads one by name', async () => {
    const api = httpClient(source);
    const list = await api.get<{ backups: { name: string; bytes: number }[]; kept: number; daily: boolean }>('/api/system/backups');
    expect(list.status).toBe(200);
    expect(list.body.kept).toBe(14);
    expect(list.body.daily).toBe(false);
    expect(list.body.backups.length).toBeGreaterThanOrEqual(1);
    const [newest] = list.body.backups;
    const res = await fetch(`${source.url}/api/system/backups/${newest.name}`);
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBe(newest.bytes);
    expect((await api.get('/api/system/backups/plumbline-backup-2020-01-01T00-00-00Z.tar.gz')).status).toBe(404);
    expect((await api.get('/api/system/backups/..%2F..%2Fetc%2Fpasswd')).status).toBe(400);
  });
});

describe.each(databaseKinds)('restoring a backup from an older schema (%s)', (kind) => {
  it('rebuilds the figures the triggers keep from its detail rows (later migrations added some)', async () => {
    const source = await startTestServer(kind);
    const target = await startTestServer(kind);
    try {
      await fillBooks(source);
      // As a backup made before migrations 0031 and 0032: no payroll week lines, no work counts.
      await source.database.db.execute(sql`DELETE FROM payroll_week_lines`);
      // Emptying the lines of a paid week books its pay back as an adjustment (0039), which no older backup has.
      await source.database.db.execute(sql`DELETE FROM payroll_adjustments`);
      await source.database.db.execute(sql`UPDATE projects SET work_count = 0`);
      const kept = await download(source, `${kind}-kept.tar.gz`);
      const version = migrationNames().length;
      const older = path.join(tmp, `${kind}-older.tar.gz`);
      editArchive(kept, `"schemaVersion": ${version}`, `"schemaVersion": ${version - 1}`, older);

      const r = await restore(target, older);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.reconciliation).toEqual({ differences: 0 });
      expect(await rowCount(target, 'payroll_week_lines')).toBe(1);
      const [project] = await rows<{ n: number }>(target.database.db.execute(sql`SELECT work_count AS n FROM projects`));
      expect(project.n).toBe(2);
      const summary = await httpClient(target).get<{ workRecords: { count: number } }>('/api/expenses/summary');
      expect(summary.body.workRecords.count).toBe(2);

      // The same backup at this schema is taken as it is: the books check then reports the stale figures.
      const other = await startTestServer(kind);
      try {
        const same = await restore(other, kept);
        expect(same.status).toBe(200);
        expect(same.body.reconciliation).toEqual({ differences: 2 }); // the week line and the work count
      } finally {
        await other.close();
      }
    } finally {
      await source.close();
      await target.close();
    }
  }, 120_000);
});

describe.runIf(databaseKinds.includes('postgres'))('moving from PGlite to PostgreSQL', () => {
  it('restores a PGlite backup into PostgreSQL with every row and total', async () => {
    const pglite = await startTestServer('pglite');
    const postgres = await startTestServer('postgres');
    try {
      await fillBooks(pglite);
      const file = await download(pglite, 'move.tar.gz');
      const r = await restore(postgres, file);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.reconciliation).toEqual({ differences: 0 });
      expect(await dumpRows(postgres.database.db)).toEqual(await dumpRows(pglite.database.db));
      expect(await dumpFiles(postgres)).toEqual(await dumpFiles(pglite));
    } finally {
      await pglite.close();
      await postgres.close();
    }
  }, 120_000);
});
