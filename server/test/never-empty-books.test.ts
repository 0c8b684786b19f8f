import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openStorage } from '../adapters/storage';
import { openDatabase } from '../db/client';
import { DatabaseStartError, ENGINE_FILE } from '../db/engine-record';
import { rows } from '../db/sql-fragments';
import { exited, freePort } from './processes';

// Issue 38 scope 1: a data folder whose embedded PostgreSQL cannot start (here its cluster folder is one the
// "postgres" user cannot enter) made the app open a new, empty PGlite database and answer health "ok". Now the
// start stops with a message saying why and what to do, exit code 1, nothing listens, and nothing new appears in
// the folder (nor a PGlite database, nor a backup). Once the folder is fixed, the books are there.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-books-'));
afterAll(() => {
  fs.chmodSync(path.join(dataDir, 'postgres'), 0o700);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every path under dir with its size and modification time (what "nothing new appears" compares). */
function tree(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) {
        out.push(`${full}/`);
        walk(full);
      } else {
        const st = fs.statSync(full);
        out.push(`${full} ${st.size} ${st.mtimeMs}`);
      }
    }
  };
  walk(dir);
  return out.sort();
}

function startServer(env: Record<string, string>) {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', DB_ENGINE: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe('a data folder whose recorded engine cannot start', () => {
  it('refuses to start with why and what to do, opens no other database, and keeps the books for the next start', async () => {
    const database = await openDatabase({ dataDir });
    expect(database.kind).toBe('postgres');
    await database.db.execute(sql`INSERT INTO projects (name, location, start_date, end_date, budget)
      VALUES ('Kept books', 'Tampa', '2026-01-01', '2026-12-31', 12000)`);
    await database.close();
    await openStorage(null, dataDir); // DATA_DIR/uploads, as every start of the app makes it
    // The first start recorded the engine in the folder.
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, ENGINE_FILE), 'utf8')).engine).toBe('postgres');

    const clusterDir = path.join(fs.realpathSync(dataDir), 'postgres');
    fs.chmodSync(clusterDir, 0o000);
    const before = tree(dataDir);
    const tmpBefore = fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('plumbline-pg-'));
    const port = await freePort();
    const child = startServer({ PORT: String(port) });
    let output = '';
    child.stdout?.on('data', (c) => {
      output += c;
    });
    child.stderr?.on('data', (c) => {
      output += c;
    });
    expect(await exited(child)).toBe(1);
    expect(output).toContain('Plumbline cannot start: embedded PostgreSQL');
    expect(output).toContain(`which cannot enter ${clusterDir}`);
    expect(output).toContain(`chown -R postgres: ${clusterDir} && chmod 700 ${clusterDir}`);
    expect(output).not.toMatch(/PGlite instead|is serving/);
    // Nothing answered, nothing new in the folder (no pglite/, no backup, no engine change), nothing in /tmp.
    expect(
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        () => 'answered',
        () => 'refused',
      ),
    ).toBe('refused');
    expect(tree(dataDir)).toEqual(before);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    expect(fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('plumbline-pg-'))).toEqual(tmpBefore);

    // npm run backup refuses the same way (it would otherwise back up an empty database).
    const backup = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'server/features/backups/cli.ts'), 'backup'],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DB_ENGINE: '', PORT: String(port) },
      },
    ).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => err,
    );
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain('which cannot enter');
    expect(tree(dataDir)).toEqual(before);

    // Fixed, the next open shows the books.
    fs.chmodSync(clusterDir, 0o700);
    const reopened = await openDatabase({ dataDir });
    try {
      expect(await rows<{ name: string }>(reopened.db.execute(sql`SELECT name FROM projects`))).toEqual([{ name: 'Kept books' }]);
    } finally {
      await reopened.close();
    }
    // npm run backup names the engine it backed up (it said "PGlite" for every folder).
    const made = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'server/features/backups/cli.ts'), 'backup'],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DB_ENGINE: '', PORT: String(port) },
      },
    );
    expect(made.stdout).toContain(`Backup of embedded PostgreSQL in ${path.join(dataDir, 'postgres')} written:`);
  }, 180_000);

  it('refuses DB_ENGINE=pglite on a folder whose books are in PostgreSQL, and a recorded engine whose folder is gone', async () => {
    const saved = process.env.DB_ENGINE;
    process.env.DB_ENGINE = 'pglite';
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(/DB_ENGINE=pglite, but the books .* are in embedded PostgreSQL/);
    } finally {
      if (saved === undefined) delete process.env.DB_ENGINE;
      else process.env.DB_ENGINE = saved;
    }
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);

    const gone = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-gone-'));
    try {
      fs.writeFileSync(path.join(gone, ENGINE_FILE), '{"engine":"postgres"}\n');
      const err = await openDatabase({ dataDir: gone }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DatabaseStartError);
      expect((err as Error).message).toMatch(/records the books in embedded PostgreSQL, but .*postgres holds no database/);
      expect(fs.readdirSync(gone)).toEqual([ENGINE_FILE]);
    } finally {
      fs.rmSync(gone, { recursive: true, force: true });
    }
  }, 60_000);

  it('stops with a clear message, exit code 1, when DATABASE_URL cannot be reached', async () => {
    const port = await freePort();
    const child = startServer({ PORT: String(port), DATABASE_URL: `postgres://app:secret-pw@127.0.0.1:${await freePort()}/books` });
    let output = '';
    child.stderr?.on('data', (c) => {
      output += c;
    });
    expect(await exited(child)).toBe(1);
    expect(output).toMatch(/Plumbline cannot start: cannot use the PostgreSQL at DATABASE_URL \(127\.0\.0\.1:\d+\/books\): ECONNREFUSED/);
    expect(output).not.toContain('secret-pw');
  }, 60_000);
});
