import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  backupFileName,
  backupsToPrune,
  backupTimeOfName,
  dataEntryName,
  MANIFEST_NAME,
  ROWS_PER_BATCH,
} from '../../../domain/backup';
import { type FileStorage, STORAGE_AREAS } from '../../adapters/storage';
import type { Database } from '../../db/client';
import { ArchiveWriter } from './archive';
import { listTables, moneyTotals, readBatch, schemaVersion } from './tables';

/**
 * Sign-in sessions are not books: after a restore everyone signs in again (the users themselves are kept).
 * Nor are the claims of scheduled work: a restored install takes its next daily backup on its own schedule.
 */
const NOT_BACKED_UP = new Set(['sessions', 'scheduled_runs']);

export type BackupResult = { file: string; name: string; bytes: number; manifest: BackupManifest };

/**
 * Writes a complete backup into `dir`: the archive is written under a temporary name, flushed to disk and only
 * then renamed to its final name, so a final name always holds a whole backup (a crash leaves at most a
 * `.part` file, removed at the next backup). Keeps the newest 14 backups. Every table is read in one
 * read-only repeatable-read transaction: the rows and the totals come from one snapshot.
 */
export async function writeBackup(database: Database, storage: FileStorage, dir: string, now = new Date()): Promise<BackupResult> {
  await fsp.mkdir(dir, { recursive: true });
  await removeLeftovers(dir);
  const name = backupFileName(now);
  const final = path.join(dir, name);
  const temp = path.join(dir, `.${name}.${process.pid}.part`);
  const out = fs.createWriteStream(temp);
  const archive = new ArchiveWriter(out);
  try {
    const snapshot = await database.db.transaction(
      async (tx) => {
        const tables = (await listTables(tx)).filter((t) => !NOT_BACKED_UP.has(t.name));
        const counts: BackupManifest['tables'] = [];
        for (const table of tables) {
          let total = 0;
          let batch = 0;
          let position = { after: null as number | null, offset: 0 };
          for (;;) {
            const { lines, lastKey } = await readBatch(tx, table, ROWS_PER_BATCH, position);
            if (lines.length === 0) break;
            await archive.add(dataEntryName(table.name, batch++), Buffer.from(`${lines.join('\n')}\n`));
            total += lines.length;
            position = { after: lastKey, offset: position.offset + lines.length };
            if (lines.length < ROWS_PER_BATCH) break;
          }
          counts.push({ name: table.name, rows: total });
        }
        return { counts, totals: await moneyTotals(tx), schema: await schemaVersion(tx) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    let files = 0;
    for (const area of STORAGE_AREAS) {
      for (const fileName of await storage.list(area)) {
        const data = await storage.read(area, fileName);
        if (!data) continue; // deleted since it was listed
        await archive.add(`files/${area}/${fileName}`, data);
        files += 1;
      }
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      schemaVersion: snapshot.schema.version,
      schemaName: snapshot.schema.name,
      createdAt: now.toISOString(),
      engine: database.kind,
      tables: snapshot.counts,
      files,
      totals: snapshot.totals,
      entries: archive.entries,
    };
    await archive.add(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2)), false);
    await archive.finish();
    await fsyncPath(temp);
    await fsp.rename(temp, final);
    await fsyncPath(dir);
    const { size } = await fsp.stat(final);
    await pruneBackups(dir);
    return { file: final, name, bytes: size, manifest };
  } catch (err) {
    archive.abort(err as Error);
    out.destroy();
    await fsp.rm(temp, { force: true });
    throw err;
  }
}

/** The backups in `dir`, newest first. */
export async function listBackups(dir: string): Promise<{ name: string; bytes: number; createdAt: string }[]> {
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  const ours = names
    .filter((n) => n.startsWith(`${BACKUP_FORMAT}-`) && n.endsWith('.tar.gz'))
    .sort()
    .reverse();
  return Promise.all(
    ours.map(async (n) => {
      const st = await fsp.stat(path.join(dir, n));
      // The moment is in the name: copying a backup back from another disk changes its mtime, not its name.
      return { name: n, bytes: st.size, createdAt: backupTimeOfName(n) ?? st.mtime.toISOString() };
    }),
  );
}

async function pruneBackups(dir: string): Promise<void> {
  for (const old of backupsToPrune(await fsp.readdir(dir))) await fsp.rm(path.join(dir, old), { force: true });
}

/** A temporary file untouched this long belongs to a backup that never finished (its process died). */
const LEFTOVER_MS = 10 * 60 * 1000;

/** Removes temporary files of backups that never finished; one still being written (recently touched) stays. */
async function removeLeftovers(dir: string): Promise<void> {
  for (const n of await fsp.readdir(dir)) {
    if (!(n.startsWith(`.${BACKUP_FORMAT}-`) && n.endsWith('.part'))) continue;
    const full = path.join(dir, n);
    const st = await fsp.stat(full).catch(() => null);
    if (st && Date.now() - st.mtimeMs > LEFTOVER_MS) await fsp.rm(full, { force: true });
  }
}

async function fsyncPath(p: string): Promise<void> {
  const handle = await fsp.open(p, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
