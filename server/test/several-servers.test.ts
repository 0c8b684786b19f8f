import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInEngine } from '../adapters/ai';
import { type S3Settings, s3Storage } from '../adapters/storage/s3';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { rows } from '../db/sql-fragments';
import { readArchive } from '../features/backups/archive';
import { runOnce } from '../features/system/scheduled-runs';
import { projectPayload } from './factories';
import { databaseKinds, freshPostgres, startTestServer, type TestServer } from './harness';
import { exited, freePort, waitReady } from './processes';

// Issue 19, part 4: several servers on one database. Scheduled work is claimed once per period across servers;
// uploads go through an S3-compatible bucket (s3rver, started here) that every server reads; and, on PostgreSQL,
// two real server processes share one database and one bucket.

// The SDK's notice that later versions need Node 22 is for operators, not test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-several-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const png = (r: number) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r, g: 90, b: 40 } } })
    .png()
    .toBuffer();

async function uploadPhoto(baseUrl: string, projectId: number, data: Buffer) {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'deck.png');
  const res = await fetch(`${baseUrl}/api/projects/${projectId}/photos`, { method: 'POST', body: form });
  expect(res.status).toBe(201);
  return (await res.json()) as { photo: { url: string; thumbnailUrl: string | null } };
}

async function createProject(baseUrl: string, name: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(projectPayload({ name })),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** An S3-compatible server on a free port with one bucket, and the settings to reach it. */
async function startS3(bucket: string): Promise<{ settings: S3Settings; close: () => Promise<void> }> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: fs.mkdtempSync(path.join(tmp, 's3-')),
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix: 'install-a/',
      forcePathStyle: true,
    },
    close: () => server.close(),
  };
}

describe.each(databaseKinds)('scheduled work on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());
  const claims = (job: string) =>
    rows<{ claimed_by: string; finished: boolean; error: string | null }>(
      server.database.db.execute(sql`SELECT claimed_by, finished_at IS NOT NULL AS finished, error FROM scheduled_runs WHERE job = ${job}`),
    );

  it('runs once per period however many servers claim it at the same time', async () => {
    let runs = 0;
    const work = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 50));
    };
    const outcomes = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((who) => runOnce(server.database.db, 'test-job', '2026-11-24', 60_000, work, `server-${who}`)),
    );
    expect(runs).toBe(1);
    expect(outcomes.filter((o) => o === 'ran')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'taken')).toHaveLength(4);
    // Finished: a later check the same day does not run it again; the next day does.
    expect(await runOnce(server.database.db, 'test-job', '2026-11-24', 60_000, work, 'server-f')).toBe('taken');
    expect(await runOnce(server.database.db, 'test-job', '2026-11-25', 60_000, work, 'server-f')).toBe('ran');
    expect(runs).toBe(2);
    expect(await claims('test-job')).toHaveLength(2);
  });

  it('gives a failed run back (the next check retries) and keeps its error', async () => {
    await expect(
      runOnce(server.database.db, 'failing-job', 'p1', 60_000, async () => {
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(await claims('failing-job')).toEqual([expect.objectContaining({ finished: false, error: 'disk full' })]);
    let ran = false;
    expect(
      await runOnce(
        server.database.db,
        'failing-job',
        'p1',
        60_000,
        async () => {
          ran = true;
        },
        'server-b',
      ),
    ).toBe('ran');
    expect(ran).toBe(true);
    expect(await claims('failing-job')).toEqual([{ claimed_by: 'server-b', finished: true, error: null }]);
  });

  it('lets another server take over a claim whose server died, only after its lease', async () => {
    // server-a claimed and never finished (killed): its lease still runs, then it has run out.
    await server.database.db.execute(
      sql`INSERT INTO scheduled_runs (job, period, claimed_by, lease_until) VALUES ('dead-job', 'p1', 'server-a', now() + interval '1 hour')`,
    );
    expect(await runOnce(server.database.db, 'dead-job', 'p1', 60_000, async () => {}, 'server-b')).toBe('taken');
    await server.database.db.execute(sql`UPDATE scheduled_runs SET lease_until = now() - interval '1 second' WHERE job = 'dead-job'`);
    expect(await runOnce(server.database.db, 'dead-job', 'p1', 60_000, async () => {}, 'server-b')).toBe('ran');
    expect(await claims('dead-job')).toEqual([{ claimed_by: 'server-b', finished: true, error: null }]);
  });
});

describe('uploads in an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let database: Database;
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    s3 = await startS3('plumbline-uploads');
    database = await openDatabase({ dataDir: 'memory://' });
    app = await buildApp({ database, logLevel: 'silent', ai: builtInEngine, autoChecks: false, storage: s3Storage(s3.settings) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await s3?.close();
  });

  it('stores, lists, reads and removes files under the prefix, byte for byte', async () => {
    const storage = s3Storage(s3.settings);
    await storage.check();
    const data = await png(10);
    await storage.save('receipts', 'r-1.png', data);
    await storage.save('receipts', 'r-2.png', Buffer.from('second'));
    expect(await storage.read('receipts', 'r-1.png')).toEqual(data);
    expect(await storage.exists('receipts', 'r-2.png')).toBe(true);
    expect(await storage.list('receipts')).toEqual(['r-1.png', 'r-2.png']);
    expect(await storage.read('receipts', 'nope.png')).toBeNull();
    await storage.remove('receipts', 'r-2.png');
    await storage.remove('receipts', 'never-there.png'); // a missing file is not an error
    expect(await storage.exists('receipts', 'r-2.png')).toBe(false);
    // Another install's prefix sees none of them.
    expect(await s3Storage({ ...s3.settings, prefix: 'install-b/' }).list('receipts')).toEqual([]);
    await expect(storage.save('receipts', '../escape.png', data)).rejects.toThrow('Unsafe storage file name');
    storage.close();
  });

  it('refuses to start on a bucket that does not exist, saying which', async () => {
    await expect(s3Storage({ ...s3.settings, bucket: 'no-such-bucket' }).check()).rejects.toThrow(
      'S3 storage: the bucket "no-such-bucket" at http://127.0.0.1',
    );
  });

  it('serves an uploaded photo and its thumbnail from the bucket, with the upload headers, and backs them up', async () => {
    const projectId = await createProject(url, 'Lanai screen');
    const data = await png(200);
    const { photo } = await uploadPhoto(url, projectId, data);
    const res = await fetch(url + photo.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(Buffer.from(await res.arrayBuffer())).toEqual(data);
    expect((await fetch(url + (photo.thumbnailUrl as string))).status).toBe(200);
    expect((await fetch(`${url}/uploads/photos/missing.png`)).status).toBe(404);
    expect((await fetch(`${url}/uploads/elsewhere/x.png`)).status).toBe(404);

    // The backup reads the files through the same adapter.
    const made = (await (await fetch(`${url}/api/system/backups`, { method: 'POST' })).json()) as { name: string };
    const backup = await fetch(`${url}/api/system/backups/${made.name}`);
    expect(backup.status).toBe(200);
    const file = path.join(tmp, 'from-s3.tar.gz');
    fs.writeFileSync(file, Buffer.from(await backup.arrayBuffer()));
    const names: string[] = [];
    await readArchive(file, async (name) => {
      names.push(name);
    });
    expect(names.some((n) => n.startsWith('files/photos/'))).toBe(true);
    expect(names.some((n) => n.startsWith('files/thumbnails/'))).toBe(true);
  });
});

// Two real server processes need a database both can reach: PostgreSQL (CI sets TEST_DATABASE_URL).
if (databaseKinds.includes('postgres')) {
  describe('two server processes on one PostgreSQL database and one bucket', () => {
    let s3: Awaited<ReturnType<typeof startS3>>;
    let pgdb: Awaited<ReturnType<typeof freshPostgres>>;
    const servers: { child: ChildProcess; url: string; backupDir: string }[] = [];

    beforeAll(async () => {
      s3 = await startS3('plumbline-shared');
      pgdb = await freshPostgres();
      // Both start at once: migrations are applied once (advisory lock), and both look for a due backup at once.
      for (const name of ['a', 'b']) {
        const port = await freePort();
        const dataDir = fs.mkdtempSync(path.join(tmp, `server-${name}-`));
        const backupDir = path.join(dataDir, 'backups');
        const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
          cwd: root,
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            BACKUP_DIR: backupDir,
            PORT: String(port),
            HOST: '127.0.0.1',
            LOG_LEVEL: 'warn',
            DATABASE_URL: pgdb.url,
            BACKUP_FIRST_CHECK_SECONDS: '0',
            S3_ENDPOINT: s3.settings.endpoint,
            S3_BUCKET: s3.settings.bucket,
            S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
            S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
            S3_PREFIX: s3.settings.prefix,
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        servers.push({ child, url: `http://127.0.0.1:${port}`, backupDir });
      }
      await Promise.all(servers.map((s) => waitReady(s.url)));
    }, 120_000);

    afterAll(async () => {
      for (const s of servers) s.child.kill('SIGTERM');
      await Promise.all(servers.map((s) => exited(s.child)));
      await s3?.close();
      await pgdb?.drop();
    });

    it('serves a photo uploaded through one server from the other', async () => {
      const [a, b] = servers;
      const projectId = await createProject(a.url, 'Pool deck');
      const data = await png(120);
      const { photo } = await uploadPhoto(a.url, projectId, data);
      const res = await fetch(b.url + photo.url);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(data);
      // And the other server's lists know of it (shared database, its cache dropped by the change notification).
      const photos = (await (await fetch(`${b.url}/api/projects/${projectId}/photos`)).json()) as unknown[];
      expect(photos).toHaveLength(1);
    });

    it("writes the day's automatic backup once, not once per server", async () => {
      const backupFiles = () =>
        servers.flatMap((s) => (fs.existsSync(s.backupDir) ? fs.readdirSync(s.backupDir).filter((n) => n.endsWith('.tar.gz')) : []));
      const check = await openDatabase({ databaseUrl: pgdb.url });
      try {
        const finished = async () =>
          rows<{ n: number }>(
            check.db.execute(sql`SELECT count(*)::int AS n FROM scheduled_runs WHERE job = 'daily-backup' AND finished_at IS NOT NULL`),
          );
        const deadline = Date.now() + 60_000;
        while (Date.now() < deadline && (await finished())[0].n === 0) await new Promise((r) => setTimeout(r, 100));
        // Both servers have made their first check by now (at start); wait a little more for a late second writer.
        await new Promise((r) => setTimeout(r, 1500));
        expect(await finished()).toEqual([{ n: 1 }]);
        expect(backupFiles()).toHaveLength(1);
        const claims = await rows<{ job: string; n: number }>(
          check.db.execute(sql`SELECT job, count(*)::int AS n FROM scheduled_runs GROUP BY job ORDER BY job`),
        );
        expect(claims).toContainEqual({ job: 'daily-backup', n: 1 });
      } finally {
        await check.close();
      }
    });
  });
}
