import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openStorage } from '../../adapters/storage';
import { openDatabase } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { moveFromPglite } from './move-to-postgres';

// A data folder from an earlier version (PGlite only) moves into the embedded PostgreSQL on the next start:
// every row and total, the uploaded files untouched, the backup kept and the PGlite folder renamed, not deleted.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-move-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const totals = sql`SELECT count(*)::int AS projects, (SELECT count(*)::int FROM expenses) AS expenses,
  (SELECT sum(expense_total)::text FROM projects) AS "expenseTotal" FROM projects`;

describe('moving a PGlite data folder to the embedded PostgreSQL', () => {
  it('keeps every row, total and file, keeps the backup and the old folder, and runs once', async () => {
    const storage = await openStorage(null, dataDir);
    const pglite = await openDatabase({ dataDir, engine: 'pglite' });
    await pglite.db.execute(sql`INSERT INTO projects (name, location, start_date, end_date, budget)
      VALUES ('Porch', 'Tampa', '2026-01-01', '2026-12-31', 12000), ('Deck', 'Ocala', '2026-02-01', '2026-06-30', 8000)`);
    await pglite.db.execute(sql`INSERT INTO expenses (project_id, category, description, amount, date)
      SELECT 1 + (g % 2), 'material', 'Lot ' || g, (g % 90) + 0.37, DATE '2026-03-01' + (g % 40) FROM generate_series(1, 500) g`);
    const before = (await rows<{ projects: number; expenses: number; expenseTotal: string }>(pglite.db.execute(totals)))[0];
    await pglite.close();
    const photo = Buffer.from('not really a jpeg, but bytes that must survive the move');
    await storage.save('photos', 'porch-1.jpg', photo);

    const log: string[] = [];
    const env = {};
    const moved = await moveFromPglite(dataDir, path.join(dataDir, 'backups'), storage, (m) => log.push(m), env);
    expect(moved).not.toBeNull();
    if (!moved) return;
    try {
      expect(moved.database.kind).toBe('postgres');
      const after = (await rows<typeof before>(moved.database.db.execute(totals)))[0];
      expect(after).toEqual(before);
      expect(before).toEqual({ projects: 2, expenses: 500, expenseTotal: expect.any(String) });
      expect(fs.existsSync(moved.backupFile)).toBe(true);
      expect(fs.existsSync(path.join(moved.keptPgliteAt, 'PG_VERSION'))).toBe(true);
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
      expect(await storage.read('photos', 'porch-1.jpg')).toEqual(photo);
      expect(log.at(-1)).toMatch(/^Moved \d+ rows .* no difference/);
      // The folder now records its engine: a later start that cannot open PostgreSQL stops, never reopens PGlite.
      expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'engine.json'), 'utf8')).engine).toBe('postgres');
    } finally {
      await moved.database.close();
    }
    // Nothing left to move: the next start opens the PostgreSQL cluster as usual.
    expect(await moveFromPglite(dataDir, path.join(dataDir, 'backups'), storage, () => {}, env)).toBeNull();
    const reopened = await openDatabase({ dataDir });
    try {
      expect(reopened.kind).toBe('postgres');
      expect((await rows<typeof before>(reopened.db.execute(totals)))[0]).toEqual(before);
    } finally {
      await reopened.close();
    }
  }, 180_000);

  it('leaves a PGlite folder alone when DB_ENGINE=pglite asks to keep it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-keep-'));
    try {
      const pglite = await openDatabase({ dataDir: dir, engine: 'pglite' });
      await pglite.close();
      const storage = await openStorage(null, dir);
      expect(await moveFromPglite(dir, path.join(dir, 'backups'), storage, () => {}, { DB_ENGINE: 'pglite' })).toBeNull();
      expect(fs.existsSync(path.join(dir, 'pglite', 'PG_VERSION'))).toBe(true);
      expect(fs.existsSync(path.join(dir, 'postgres'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
