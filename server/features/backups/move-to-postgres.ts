// A data folder made by an earlier version holds a PGlite database (DATA_DIR/pglite). On the first start of this
// version its books move into the embedded PostgreSQL by the same backup and restore as Settings → Backup: the
// backup file is kept in BACKUP_DIR, the restore checks row counts, money totals and the books, and the PGlite
// folder is renamed, never deleted. If anything fails, the PostgreSQL cluster is removed again and the app keeps
// using PGlite (docs/decisions/039-embedded-database-a-real-postgresql-the-app-runs-itself.md).
import fs from 'node:fs';
import path from 'node:path';
import type { FileStorage } from '../../adapters/storage/types';
import { type Database, embeddedEngineOf, openDatabase } from '../../db/client';
import { postgresBinaries } from '../../db/embedded-postgres';
import { recordEngine } from '../../db/engine-record';
import { writeBackup } from './backup';
import { restoreBackup } from './restore';

export type MoveResult = { database: Database; backupFile: string; keptPgliteAt: string; rows: number };

/**
 * Whether dataDir's books are in PGlite (engine.json, else a folder holding only PGlite) and DB_ENGINE does not
 * ask to keep it (DB_ENGINE=postgres moves it too: opening an empty PostgreSQL beside it would hide the books).
 */
function holdsOnlyPglite(dataDir: string, env: NodeJS.ProcessEnv): boolean {
  if (env.DB_ENGINE === 'pglite' || !fs.existsSync(dataDir)) return false;
  return embeddedEngineOf(dataDir, env) === 'pglite';
}

/**
 * Moves a PGlite data folder into the embedded PostgreSQL and returns the opened PostgreSQL database, or null when
 * there is nothing to move (or PostgreSQL cannot run here: the caller then opens PGlite as before).
 */
export async function moveFromPglite(
  dataDir: string,
  backupDir: string,
  storage: FileStorage,
  log: (message: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<MoveResult | null> {
  if (!holdsOnlyPglite(dataDir, env)) return null;
  if ('missing' in (await postgresBinaries())) return null;
  log(`Moving the books from PGlite (${path.join(dataDir, 'pglite')}) to the embedded PostgreSQL…`);
  const pglite = await openDatabase({ dataDir, engine: 'pglite' });
  let backupFile: string;
  try {
    backupFile = (await writeBackup(pglite, storage, backupDir)).file;
  } finally {
    await pglite.close();
  }
  const clusterDir = path.join(dataDir, 'postgres');
  let database: Database | null = null;
  let recorded = false;
  try {
    database = await openDatabase({ dataDir, engine: 'postgres' });
    // The uploaded files are already in this storage (the backup was just read from it): keep them as they are.
    const inPlace: FileStorage = {
      kind: storage.kind,
      root: storage.root,
      describe: () => storage.describe(),
      read: (area, name) => storage.read(area, name),
      exists: (area, name) => storage.exists(area, name),
      list: (area) => storage.list(area),
      save: async () => {},
      remove: async () => {},
    };
    const report = await restoreBackup(database, inPlace, backupFile);
    if (report.reconciliation.differences > 0) throw new Error(`the books check found ${report.reconciliation.differences} difference(s)`);
    const keptPgliteAt = path.join(dataDir, `pglite-moved-${new Date().toISOString().slice(0, 10)}`);
    // Recorded before the rename: a start after a crash in between opens the checked PostgreSQL copy.
    recordEngine(dataDir, 'postgres');
    recorded = true;
    fs.renameSync(path.join(dataDir, 'pglite'), keptPgliteAt);
    const rows = report.tables.reduce((n, t) => n + t.rows, 0);
    log(
      `Moved ${rows} rows in ${report.seconds} s; the books check found no difference. Backup: ${backupFile}; the old PGlite folder is kept at ${keptPgliteAt}.`,
    );
    return { database, backupFile, keptPgliteAt, rows };
  } catch (err) {
    await database?.close();
    if (recorded) recordEngine(dataDir, 'pglite');
    fs.rmSync(clusterDir, { recursive: true, force: true });
    log(`Could not move to the embedded PostgreSQL (${(err as Error).message}); keeping PGlite.`);
    return null;
  }
}
