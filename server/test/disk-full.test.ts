import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInEngine } from '../adapters/ai';
import { localDiskStorage } from '../adapters/storage';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { DATABASE_GONE_MESSAGE, DISK_FULL_MESSAGE } from '../http/write-health';
import { projectPayload } from './factories';
import { databaseKinds, httpClient, postUpload, rowCount, startTestServer, type TestServer } from './harness';

// Issue 38 scope 5: on a full disk every write answered a generic 500 while readiness stayed 200, and failed uploads
// left .part files. Uploads here go to a real 4 MB tmpfs that the test fills (a real ENOSPC); the database's own
// disk_full (53100) is raised by a trigger, as PostgreSQL raises it when it cannot extend a table's file.

const noisePhoto = (side: number) =>
  sharp(crypto.randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();

/** Polls readiness until it answers `status` (the cool-down ends on its own; no timing is asserted). */
async function readyBecomes(server: TestServer, status: number): Promise<{ status: number; body: unknown }> {
  const api = httpClient(server);
  for (let i = 0; ; i++) {
    const res = await api.get('/api/health/ready');
    if (res.status === status || i > 200) return res;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(databaseKinds)('a full disk on %s', (kind) => {
  const mount = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-tmpfs-'));
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let projectId = 0;
  beforeAll(async () => {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mount]);
    server = await startTestServer(kind, {
      storage: localDiskStorage(mount),
      writeHealth: { folders: [mount], minFreeBytes: 1024 * 1024, coolDownMs: 300 },
    });
    api = httpClient(server);
    projectId = (await api.post('/api/projects', projectPayload({ name: 'Full disk' }))).body.id;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    execFileSync('umount', [mount]);
    fs.rmSync(mount, { recursive: true, force: true });
  });

  const files = () =>
    ['photos', 'thumbnails'].flatMap((a) => (fs.existsSync(path.join(mount, a)) ? fs.readdirSync(path.join(mount, a)) : []));

  it('answers an upload 507, leaves no file or row, turns readiness 503, and takes the upload once space returns', async () => {
    const photo = await noisePhoto(900);
    expect(photo.length).toBeGreaterThan(700 * 1024);
    expect((await api.get('/api/health/ready')).status).toBe(200);
    // Leave about 600 KB free: less than the photo.
    const { bavail, bsize } = fs.statfsSync(mount);
    const filler = path.join(mount, 'filler');
    fs.writeFileSync(filler, Buffer.alloc(bavail * bsize - 600 * 1024));
    expect(await api.get('/api/health/ready')).toEqual({ status: 503, body: { message: DISK_FULL_MESSAGE } });

    const photos = await rowCount(server, 'project_photos');
    const before = files();
    const upload = () =>
      postUpload(server, `/api/projects/${projectId}/photos`, { field: 'photo', data: photo, name: 'slab.jpg', type: 'image/jpeg' });
    const refused = await upload();
    expect(refused).toEqual({ status: 507, body: { message: DISK_FULL_MESSAGE } });
    expect(await rowCount(server, 'project_photos')).toBe(photos);
    expect(files()).toEqual(before); // no .part, no half photo, no thumbnail without its photo
    expect((await api.get('/api/health')).status).toBe(200); // alive: the database answers

    fs.rmSync(filler);
    expect((await readyBecomes(server, 200)).status).toBe(200);
    const taken = await upload();
    expect(taken.status).toBe(201);
    expect(await rowCount(server, 'project_photos')).toBe(photos + 1);
    expect(files().some((n) => n.endsWith('.part'))).toBe(false);
  });

  it("answers the database's disk_full 507, readiness 503, and writes resume when it is over", async () => {
    const db = server.database.db;
    await db.execute(sql`CREATE FUNCTION test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      RAISE EXCEPTION 'could not extend file "base/16384/16385": No space left on device' USING ERRCODE = '53100'; END $$`);
    await db.execute(sql`CREATE TRIGGER test_disk_full BEFORE INSERT ON projects FOR EACH ROW EXECUTE FUNCTION test_disk_full()`);
    const projects = await rowCount(server, 'projects');
    const refused = await api.post('/api/projects', projectPayload({ name: 'No room' }));
    expect(refused).toEqual({ status: 507, body: { message: DISK_FULL_MESSAGE } });
    expect((await api.get('/api/health/ready')).status).toBe(503);
    expect(await rowCount(server, 'projects')).toBe(projects);

    await db.execute(sql`DROP TRIGGER test_disk_full ON projects`);
    await db.execute(sql`DROP FUNCTION test_disk_full()`);
    expect((await readyBecomes(server, 200)).status).toBe(200);
    expect((await api.post('/api/projects', projectPayload({ name: 'Room again' }))).status).toBe(201);
    expect(await rowCount(server, 'projects')).toBe(projects + 1);
  });
});

describe('uploads left half-written', () => {
  it('are removed when the storage opens (a killed upload), not the files of a running server', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-parts-'));
    try {
      fs.mkdirSync(path.join(root, 'photos'));
      const dead = 'a1b2.jpg.2147483646.part';
      const alive = `c3d4.jpg.${process.ppid}.part`;
      for (const n of [dead, alive, 'e5f6.jpg']) fs.writeFileSync(path.join(root, 'photos', n), 'x');
      localDiskStorage(root);
      expect(fs.readdirSync(path.join(root, 'photos')).sort()).toEqual([alive, 'e5f6.jpg'].sort());
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('a database that is gone', () => {
  it('answers 503 with a clear message, readiness too', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const app = await buildApp({
      database,
      logLevel: 'silent',
      ai: builtInEngine,
      autoChecks: false,
      ocr: { recognize: async () => ({ text: '', confidence: 0, ms: 0 }), close: async () => {} },
    });
    try {
      await app.ready();
      expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
      await database.close();
      const write = await app.inject({ method: 'POST', url: '/api/projects', payload: projectPayload({ name: 'Nowhere' }) });
      expect({ status: write.statusCode, body: write.json() }).toEqual({ status: 503, body: { message: DATABASE_GONE_MESSAGE } });
      const ready = await app.inject({ url: '/api/health/ready' });
      expect({ status: ready.statusCode, body: ready.json() }).toEqual({ status: 503, body: { message: DATABASE_GONE_MESSAGE } });
    } finally {
      await app.close().catch(() => {});
    }
  }, 60_000);
});
