import { z } from 'zod';
import { backupTotalsSchema } from '../backup';
import { lazySchema } from '../lazy-schema';
import { noBodySchema } from '../validation';
import { defineEndpoint } from './endpoint';

/** A backup kept in the backup folder. */
export const storedBackupSchema = lazySchema(() => z.object({ name: z.string(), bytes: z.number().int(), createdAt: z.string() }));
export type StoredBackup = z.infer<typeof storedBackupSchema>;

/** GET /api/system/backups: the kept backups (newest first) and how automatic backups are set up. */
export const backupListSchema = lazySchema(() =>
  z.object({
    /** Where backups are written (BACKUP_DIR). */
    dir: z.string(),
    /** True when this server writes a backup every day. */
    daily: z.boolean(),
    kept: z.number().int(),
    backups: z.array(storedBackupSchema),
  }),
);
export type BackupList = z.infer<typeof backupListSchema>;

/** What a restore did: the backup's contents, the totals it reproduced, and the books check run afterwards. */
export const restoreReportSchema = lazySchema(() =>
  z.object({
    restoredAt: z.string(),
    backupCreatedAt: z.string(),
    schemaVersion: z.number().int(),
    tables: z.array(z.object({ name: z.string(), rows: z.number().int() })),
    files: z.number().int(),
    totals: backupTotalsSchema,
    seconds: z.number(),
    /** Differences the books check found after the restore (expected: 0). */
    reconciliation: z.object({ differences: z.number().int() }),
  }),
);
export type RestoreReport = z.infer<typeof restoreReportSchema>;

/** A kept backup's file name, exactly as the server writes it (no path). */
export const backupNameParamsSchema = lazySchema(() =>
  z.object({
    name: z.string().regex(/^plumbline-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/, 'Unknown backup file name'),
  }),
);

/** Backups and restore (issue 19): one file holds every table and every uploaded file (domain/backup.ts). */
export const backupsApi = {
  /**
   * Writes a new backup into the backup folder (and prunes the oldest beyond the kept 14) and answers which; the
   * file then downloads by GET /api/system/backups/:name. A POST, so no link or navigation can make one (issue 38).
   */
  create: defineEndpoint({ method: 'POST', path: '/api/system/backups', body: noBodySchema, response: storedBackupSchema, status: 201 }),
  list: defineEndpoint({ method: 'GET', path: '/api/system/backups', response: backupListSchema }),
  download: defineEndpoint({
    method: 'GET',
    path: '/api/system/backups/:name',
    params: backupNameParamsSchema,
    produces: 'application/gzip',
  }),
  /** Multipart: the backup file in field `backup`. Only into an empty database (409 otherwise). */
  restore: defineEndpoint({ method: 'POST', path: '/api/system/restore', multipart: true, response: restoreReportSchema }),
};
