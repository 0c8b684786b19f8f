import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { rows } from '../db/sql-fragments';
import { projectPayload } from './factories';
import { freePort, waitReady } from './processes';

// Issue 19: SIGTERM drains. The real server (`server/main.ts`, PGlite in a DATA_DIR) gets SIGTERM while a photo
// upload is half sent: it stops taking new connections, the upload finishes and is answered 201, the process
// exits 0, and the photo is in the books and on disk after the restart.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-drain-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('SIGTERM', () => {
  it('lets an upload under way finish, refuses new connections, then exits cleanly', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let log = '';
    server.stderr?.on('data', (c) => {
      log += c;
      process.stderr.write(c);
    });
    const exit = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    try {
      await waitReady(base);
      const created = await fetch(`${base}/api/projects`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(projectPayload({ name: 'Drain test' })),
      });
      expect(created.status).toBe(201);
      const projectId = ((await created.json()) as { id: number }).id;

      // A multipart upload whose body is sent in two halves, with SIGTERM in between.
      const image = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 10, g: 120, b: 60 } } })
        .jpeg()
        .toBuffer();
      const boundary = 'drain-boundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="slab.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        image,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const half = Math.floor(body.length / 2);
      let send: (rest: Buffer) => void = () => {};
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = http.request(
          `${base}/api/projects/${projectId}/photos`,
          { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length } },
          (res) => {
            let text = '';
            res.on('data', (c) => (text += c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        req.write(body.subarray(0, half));
        send = (rest) => req.end(rest);
      });
      await pause(500);
      server.kill('SIGTERM');
      await pause(500);
      // Draining: no new connection is taken, and the process waits for the upload.
      const fresh = await fetch(`${base}/api/health/ready`).then(
        (r) => `answered ${r.status}`,
        () => 'refused',
      );
      expect(['refused', 'answered 503']).toContain(fresh);
      expect(server.exitCode, 'still running while the upload is under way').toBeNull();
      send(body.subarray(half));
      const done = await answer;
      expect(done.status, done.text).toBe(201);
      expect(await exit).toBe(0);
      // It exited because the drain was over, not because the grace period ran out.
      expect(log).not.toContain('cut off');
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
    }

    // After the stop: the photo row and its file are both there.
    const database = await openDatabase({ dataDir });
    try {
      const photos = await rows<{ file_name: string }>(database.db.execute(sql`SELECT file_name FROM project_photos`));
      expect(photos).toHaveLength(1);
      expect(fs.existsSync(path.join(dataDir, 'uploads', 'photos', photos[0].file_name))).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);
});
