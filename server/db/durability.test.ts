import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient } from '../test/harness';
import { exited, freePort } from '../test/processes';
import { type Database, type Engine, openDatabase } from './client';
import { durabilityStats } from './durable-fs';
import { rows } from './sql-fragments';

// Both embedded engines on disk (DATA_DIR), as `npm start` runs them: every acknowledged write must be on stable
// storage. PGlite (DB_ENGINE=pglite) keeps one data directory for its tests: creating a cluster takes seconds, reopening
// it is quick. The embedded PostgreSQL (the default) gets its own.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let dataDir: string;
let database: Database | null = null;
const pidFile = (engine: Engine = 'pglite', dir = dataDir) => path.join(dir, engine, 'postmaster.pid');

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-durability-'));
  database = await openDatabase({ dataDir, engine: 'pglite' });
}, 120_000);

afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const snapshot = () => ({ ...durabilityStats });

describe('PGlite on disk', () => {
  it('fsyncs what each commit wrote before the call returns; concurrent commits share fsync rounds', async () => {
    const { db } = database as Database;
    let before = snapshot();
    const [project] = await rows<{ id: number }>(
      db.execute(sql`INSERT INTO projects (name, location, start_date, end_date, budget)
        VALUES ('Durable', 'Tampa', '2026-11-01', '2026-11-30', 1000) RETURNING id`),
    );
    expect(durabilityStats.walFlushRequests).toBeGreaterThan(before.walFlushRequests);
    expect(durabilityStats.fsyncs).toBeGreaterThan(before.fsyncs);

    before = snapshot();
    await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO expenses (project_id, category, description, amount, date)
        VALUES (${project.id}, 'material', 'Lumber', 1.25, '2026-11-02')`);
      await tx.execute(sql`INSERT INTO expenses (project_id, category, description, amount, date)
        VALUES (${project.id}, 'material', 'Nails', 2.50, '2026-11-02')`);
    });
    expect(durabilityStats.walFlushRequests).toBe(before.walFlushRequests + 1);
    expect(durabilityStats.fsyncs).toBeGreaterThan(before.fsyncs);

    before = snapshot();
    await db.execute(sql`SELECT count(*) FROM expenses`);
    expect(durabilityStats.fsyncs).toBe(before.fsyncs);

    before = snapshot();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.execute(sql`INSERT INTO expenses (project_id, category, description, amount, date)
          VALUES (${project.id}, 'material', ${`Item ${i}`}, 1.00, '2026-11-03')`),
      ),
    );
    expect(durabilityStats.walFlushRequests).toBe(before.walFlushRequests + 20);
    const rounds = durabilityStats.groupRounds - before.groupRounds;
    expect(rounds).toBeGreaterThanOrEqual(1);
    expect(rounds).toBeLessThan(20);

    // A checkpoint flushes data files and pg_control through the same hook (PostgreSQL runs with fsync on).
    before = snapshot();
    await db.execute(sql`CHECKPOINT`);
    expect(durabilityStats.fsyncs - before.fsyncs).toBeGreaterThan(2);

    await (database as Database).close();
    database = null;
    expect(fs.existsSync(pidFile())).toBe(false);
  });

  it(
    'finds every acknowledged write after the server is killed (SIGKILL) during a stream of writes',
    () => killDuringWrites('pglite', dataDir),
    120_000,
  );
});

describe('embedded PostgreSQL (the default engine)', () => {
  it('finds every acknowledged write after the server is killed (SIGKILL); PostgreSQL stops with the app', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-durability-pg-'));
    try {
      await killDuringWrites('postgres', dir);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

/** Six clients post expenses; the server is killed; after a restart every acknowledged expense is there, exactly. */
async function killDuringWrites(engine: Engine, dir: string): Promise<void> {
  const port = await freePort();
  const api = httpClient({ url: `http://127.0.0.1:${port}` });
  let server = await startServer(port, engine, dir);
  const project = await api.post<{ id: number }>('/api/projects', {
    name: 'Kill test',
    location: 'Tampa',
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    budget: 50000,
  });
  expect(project.status).toBe(201);

  const acknowledged = new Map<number, number>(); // expense id → cents
  let next = 0;
  let killed = false;
  const client = async () => {
    while (!killed) {
      const cents = 101 + next++;
      const body = {
        projectId: project.body.id,
        category: 'material',
        description: `Load ${cents}`,
        amount: cents / 100,
        date: '2026-11-02',
      };
      try {
        const res = await api.post<{ id: number }>('/api/expenses', body);
        if (res.status === 201) acknowledged.set(res.body.id, cents);
      } catch {
        return; // connection refused or reset: the server is gone
      }
    }
  };
  const clients = Array.from({ length: 6 }, client);
  while (acknowledged.size < 80) await new Promise((r) => setTimeout(r, 20));
  killed = true;
  server.kill('SIGKILL');
  await exited(server);
  await Promise.all(clients);
  if (engine === 'pglite')
    expect(fs.existsSync(pidFile(engine, dir))).toBe(true); // not shut down: the next start replays the WAL
  // PostgreSQL got SIGINT from the kernel when the app died (parent-death signal): it shuts down by itself.
  else await waitFor(() => !fs.existsSync(pidFile(engine, dir)), 'the embedded PostgreSQL to stop after the app was killed');

  server = await startServer(port, engine, dir);
  const list = await api.get<{ id: number; amount: number }[]>(`/api/expenses?projectId=${project.body.id}&limit=500`);
  expect(list.status).toBe(200);
  const stored = new Map(list.body.map((e) => [e.id, Math.round(e.amount * 100)]));
  const missing = [...acknowledged].filter(([id, cents]) => stored.get(id) !== cents);
  expect(missing).toEqual([]);
  expect(stored.size).toBeGreaterThanOrEqual(acknowledged.size);
  expect(stored.size).toBeLessThanOrEqual(next); // nothing beyond what was sent

  // No partial state: the project's total is exactly the sum of its expense rows.
  const detail = await api.get<{ totalExpenses: number }>(`/api/projects/${project.body.id}`);
  const sumCents = [...stored.values()].reduce((a, b) => a + b, 0);
  expect(Math.round(detail.body.totalExpenses * 100)).toBe(sumCents);
  const books = await api.get<{ projects: number; differences: unknown[] }>('/api/system/reconciliation');
  expect(books.status).toBe(200);
  expect(books.body.projects).toBeGreaterThanOrEqual(1);
  expect(books.body.differences).toEqual([]);

  server.kill('SIGTERM');
  expect(await exited(server)).toBe(0);
  expect(fs.existsSync(pidFile(engine, dir))).toBe(false); // the database closed cleanly
}

async function waitFor(done: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !done(); waited += 50) {
    if (waited > 30_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function startServer(port: number, engine: Engine, dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dir, DB_ENGINE: engine, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before answering`)));
    const poll = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return resolve(child);
      } catch {}
      setTimeout(poll, 100);
    };
    poll();
  });
}
