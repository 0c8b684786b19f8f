import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { temporaryStorage } from '../server/adapters/storage';
import { type Database, openDatabase } from '../server/db/client';
import { writeBackup } from '../server/features/backups/backup';
import { restoreBackup } from '../server/features/backups/restore';

/** Issue 19: a backup of the bench dataset and its restore into a fresh embedded database (the default engine, or DB_ENGINE), each under 60 s. */
export const BACKUP_TARGET_SECONDS = 60;

export type BackupFigures = { rows: number; bytes: number; backupSeconds: number; restoreSeconds: number; differences: number };

/** Backs up the bench database and restores the file into a new embedded database folder (as `npm run restore` would). */
export async function measureBackupRestore(database: Database): Promise<BackupFigures> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-bench-backup-'));
  // mkdtemp makes a 0700 folder: as root the embedded PostgreSQL runs as `postgres` and must pass through it (else
  // the restore would fall back to PGlite and measure the wrong engine).
  fs.chmodSync(scratch, 0o711);
  const storage = await temporaryStorage();
  try {
    let t = performance.now();
    const made = await writeBackup(database, storage, path.join(scratch, 'backups'));
    const backupSeconds = (performance.now() - t) / 1000;
    const target = await openDatabase({ dataDir: path.join(scratch, 'restored') });
    try {
      t = performance.now();
      const report = await restoreBackup(target, await temporaryStorage(), made.file);
      const restoreSeconds = (performance.now() - t) / 1000;
      return {
        rows: made.manifest.tables.reduce((n, x) => n + x.rows, 0),
        bytes: made.bytes,
        backupSeconds,
        restoreSeconds,
        differences: report.reconciliation.differences,
      };
    } finally {
      await target.close();
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
    fs.rmSync(storage.root, { recursive: true, force: true });
  }
}

/** The figures as a Markdown table. */
export function backupTable(f: BackupFigures): string {
  const ok = (s: number) => (s < BACKUP_TARGET_SECONDS ? 'met' : 'MISSED');
  return [
    '| backup of the bench dataset | figure | target | |',
    '|---|---|---|---|',
    `| write the backup (${f.rows.toLocaleString('en-US')} rows, ${(f.bytes / 1024 / 1024).toFixed(1)} MB) | ${f.backupSeconds.toFixed(1)} s | < ${BACKUP_TARGET_SECONDS} s | ${ok(f.backupSeconds)} |`,
    `| restore into a fresh embedded database (verify, insert, check, books check: ${f.differences} differences) | ${f.restoreSeconds.toFixed(1)} s | < ${BACKUP_TARGET_SECONDS} s | ${ok(f.restoreSeconds)} |`,
  ].join('\n');
}

/** Targets the backup figures missed. */
export function backupMisses(f: BackupFigures): string[] {
  const out: string[] = [];
  if (!(f.backupSeconds < BACKUP_TARGET_SECONDS)) out.push(`backup: ${f.backupSeconds.toFixed(1)} s, target < ${BACKUP_TARGET_SECONDS} s`);
  if (!(f.restoreSeconds < BACKUP_TARGET_SECONDS))
    out.push(`restore: ${f.restoreSeconds.toFixed(1)} s, target < ${BACKUP_TARGET_SECONDS} s`);
  if (f.differences !== 0) out.push(`books check after the restore: ${f.differences} differences`);
  return out;
}
