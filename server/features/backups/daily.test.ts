import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { temporaryStorage } from '../../adapters/storage';
import { openDatabase } from '../../db/client';
import { exited, freePort } from '../../test/processes';
import { sha256 } from './archive';
import { writeBackup } from './backup';
import { verifyBackup } from './restore';

// The real server (`server/main.ts`) on PGlite in a DATA_DIR, killed with SIGKILL while it writes its automatic
// backup: the backups made before are intact and no final backup name holds a partial file.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-daily-backup-'));
const backupDir = path.join(dataDir, 'backups');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('automatic backups', () => {
  it('leave the earlier backups intact and no partial file under a final name when the server is killed mid-backup', async () => {
    // Books big enough that a backup takes a while: 60,000 expenses.
    const database = await openDatabase({ dataDir });
    await database.db.execute(sql`INSERT INTO projects (name, location, start_date, end_date, budget)
      VALUES ('Tower', 'Tampa', '2026-01-01', '2026-12-31', 900000)`);
    await database.db.execute(sql`INSERT INTO expenses (project_id, category, description, amount, date)
      SELECT 1, 'material', 'Lumber lot ' || g, (g % 500) + 0.25, DATE '2026-01-01' + (g % 300) FROM generate_series(1, 60000) g`);
    // Two earlier backups, made two and three days ago, so a new one is due at the next start.
    const storage = await temporaryStorage();
    const day = 24 * 60 * 60 * 1000;
    const earlier = [
      await writeBackup(database, storage, backupDir, new Date(Date.now() - 3 * day)),
      await writeBackup(database, storage, backupDir, new Date(Date.now() - 2 * day)),
    ];
    const hashes = Object.fromEntries(earlier.map((b) => [b.name, sha256(fs.readFileSync(b.file))]));
    await database.close();

    const server = startServer(await freePort());
    let sawPart = false;
    try {
      const deadline = Date.now() + 150_000;
      while (Date.now() < deadline && !sawPart) {
        sawPart = fs.existsSync(backupDir) && fs.readdirSync(backupDir).some((n) => n.endsWith('.part'));
        if (!sawPart) await new Promise((r) => setTimeout(r, 10));
      }
    } finally {
      server.kill('SIGKILL');
      await exited(server);
    }
    expect(sawPart, 'the automatic backup started').toBe(true);

    const names = fs.readdirSync(backupDir);
    for (const [name, hash] of Object.entries(hashes)) expect(sha256(fs.readFileSync(path.join(backupDir, name))), name).toBe(hash);
    // Whatever is under a final name is a whole backup that verifies; a leftover is only ever a .part file.
    const check = await openDatabase({ dataDir: 'memory://' });
    try {
      for (const name of names.filter((n) => !n.endsWith('.part'))) {
        expect(name).toMatch(/^plumbline-backup-.*Z\.tar\.gz$/);
        await expect(verifyBackup(check.db, path.join(backupDir, name)), name).resolves.toMatchObject({ files: 0 });
      }
    } finally {
      await check.close();
    }
    expect(names.filter((n) => n.endsWith('.part')).length).toBeLessThanOrEqual(1);
  }, 300_000);
});

function startServer(port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      BACKUP_FIRST_CHECK_SECONDS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
