import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * A backup is one gzip-compressed tar file (docs/decisions/049-backups-and-restore.md):
 * - `data/{table}/{nnnnnn}.jsonl`: the rows of a table, one JSON object per line (PostgreSQL's row_to_json, so
 *   numeric money and dates keep their exact text), in batches;
 * - `files/{area}/{name}`: every uploaded file, byte for byte;
 * - `manifest.json`, last: what the file must hold (every entry with its size and SHA-256), the schema version,
 *   the row counts and the money totals the books check recomputes.
 */
export const BACKUP_FORMAT = 'plumbline-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';

/** Rows per `data/` entry: small enough to hold one batch in memory, large enough to insert quickly. */
export const ROWS_PER_BATCH = 5000;

/** A money total as PostgreSQL numeric text ("1287.25"), compared as text so nothing is rounded. */
const numericText = lazySchema(() => z.string().regex(/^-?\d+(\.\d+)?$/));

/** Money totals recomputed from the detail rows; a restore must reproduce them exactly. */
export const backupTotalsSchema = lazySchema(() =>
  z.object({
    expenses: numericText,
    laborPay: numericText,
    payments: numericText,
    advances: numericText,
    budgets: numericText,
  }),
);
export type BackupTotals = z.infer<typeof backupTotalsSchema>;

const entrySchema = lazySchema(() =>
  z.object({ name: z.string().min(1), bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
);
export type BackupEntry = z.infer<typeof entrySchema>;

export const backupManifestSchema = lazySchema(() =>
  z.object({
    format: z.literal(BACKUP_FORMAT),
    formatVersion: z.number().int().min(1),
    /** Number of database migrations applied when the backup was made. */
    schemaVersion: z.number().int().min(0),
    /** The newest migration's name, for people reading the manifest. */
    schemaName: z.string(),
    createdAt: z.string(),
    engine: z.enum(['pglite', 'postgres']),
    /** Tables in the order they are restored (parents before children), with their row counts. */
    tables: z.array(z.object({ name: z.string().regex(/^[a-z_][a-z0-9_]*$/), rows: z.number().int().min(0) })),
    files: z.number().int().min(0),
    totals: backupTotalsSchema,
    /** Every other entry of the archive; anything missing, extra or different makes the file damaged. */
    entries: z.array(entrySchema),
  }),
);
export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** The name of the n-th batch (0-based) of a table's rows. */
export function dataEntryName(table: string, batch: number): string {
  return `data/${table}/${String(batch + 1).padStart(6, '0')}.jsonl`;
}

/** The table a `data/` entry belongs to, or null for any other entry. */
export function tableOfEntry(name: string): string | null {
  const m = /^data\/([a-z_][a-z0-9_]*)\/\d{6}\.jsonl$/.exec(name);
  return m ? m[1] : null;
}

/** The storage area and file name of a `files/` entry, or null. */
export function fileOfEntry(name: string): { area: string; fileName: string } | null {
  const m = /^files\/([a-z]+)\/([^/]+)$/.exec(name);
  return m ? { area: m[1], fileName: m[2] } : null;
}

/** Backup file name for a moment: plumbline-backup-2026-11-24T05-40-00Z.tar.gz (sorts by time, safe on every OS). */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  return `${BACKUP_FORMAT}-${stamp}.tar.gz`;
}

/** When a backup was made, read back from its file name (ISO), or null for any other name. */
export function backupTimeOfName(name: string): string | null {
  const m = /^plumbline-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz$/.exec(name);
  return m ? `${m[1]}T${m[2]}:${m[3]}:${m[4]}.000Z` : null;
}

/** Names of the totals that differ between two sets, e.g. ["expenses"]; empty when they agree to the cent. */
export function differingTotals(expected: BackupTotals, actual: BackupTotals): (keyof BackupTotals)[] {
  const keys = Object.keys(backupTotalsSchema.shape) as (keyof BackupTotals)[];
  return keys.filter((k) => !sameNumeric(expected[k], actual[k]));
}

/** Equal numeric texts whatever their trailing zeros ("12.50" = "12.5" = "12.500"). */
export function sameNumeric(a: string, b: string): boolean {
  return normalizeNumeric(a) === normalizeNumeric(b);
}

function normalizeNumeric(text: string): string {
  let [whole, frac = ''] = text.split('.');
  frac = frac.replace(/0+$/, '');
  const negative = whole.startsWith('-');
  whole = whole.replace(/^-/, '').replace(/^0+(?=\d)/, '');
  const zero = /^0*$/.test(whole) && frac === '';
  return `${negative && !zero ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

/** The backups kept in the backup folder: the newest 14 (issue 19). */
export const BACKUPS_KEPT = 14;

/** Which backup files to delete so that only the newest `keep` remain (names sort by time). */
export function backupsToPrune(names: readonly string[], keep = BACKUPS_KEPT): string[] {
  const ours = names.filter((n) => n.startsWith(`${BACKUP_FORMAT}-`) && n.endsWith('.tar.gz')).sort();
  return ours.slice(0, Math.max(0, ours.length - keep));
}
