import { sql } from 'drizzle-orm';
import type { RestoreReport } from '../../../domain/api/backups';
import {
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  backupManifestSchema,
  differingTotals,
  fileOfEntry,
  MANIFEST_NAME,
  tableOfEntry,
} from '../../../domain/backup';
import { type FileStorage, STORAGE_AREAS, type StorageArea } from '../../adapters/storage';
import { DATA_CHANGED_CHANNEL, type Database, type Db } from '../../db/client';
import { refreshKeptFigures } from '../../db/kept-figures';
import { rows } from '../../db/sql-fragments';
import { AppError } from '../../http/errors';
import { reconcile } from '../system/service';
import { DAMAGED, readArchive, sha256 } from './archive';
import { listTables, moneyTotals, schemaVersion, type TableInfo } from './tables';

/** Tables whose rows are the books: a database holding any of them is not empty. */
const BOOKS_TABLES = ['projects', 'expenses', 'time_entries', 'employees', 'suppliers', 'subcontractors', 'payments', 'payroll_advances'];

/**
 * Reads the whole file once and checks it before anything is written: a gzip tar ending with a valid manifest
 * that lists every other entry with its exact size and SHA-256, of a format and schema this server knows.
 */
export async function verifyBackup(db: Db, file: string): Promise<BackupManifest> {
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let manifestText: string | null = null;
  let afterManifest = false;
  await readArchive(file, (name, data) => {
    if (manifestText !== null) afterManifest = true;
    if (name === MANIFEST_NAME) manifestText = data.toString('utf8');
    else seen.set(name, { bytes: data.length, sha256: sha256(data) });
  });
  if (manifestText === null || afterManifest) throw new AppError('invalid', `${DAMAGED}: its manifest is missing`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestText);
  } catch {
    throw new AppError('invalid', `${DAMAGED}: its manifest cannot be read`);
  }
  const m = backupManifestSchema.safeParse(parsed);
  if (!m.success) throw new AppError('invalid', 'This file is not a Plumbline backup (its manifest is not one)');
  const manifest = m.data;
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new AppError(
      'invalid',
      `This backup was written by a newer version of Plumbline (format ${manifest.formatVersion}). Update Plumbline, then restore it.`,
    );
  }
  const ours = await schemaVersion(db);
  if (manifest.schemaVersion > ours.version) {
    throw new AppError(
      'invalid',
      `This backup comes from a newer version of Plumbline (database schema ${manifest.schemaVersion}, this server has ${ours.version}). Update Plumbline, then restore it.`,
    );
  }
  const listed = new Map(manifest.entries.map((e) => [e.name, e]));
  const wrong = [...seen].filter(([name, got]) => {
    const want = listed.get(name);
    return !want || want.bytes !== got.bytes || want.sha256 !== got.sha256;
  });
  const missing = manifest.entries.filter((e) => !seen.has(e.name));
  if (wrong.length || missing.length) {
    const example = wrong[0]?.[0] ?? missing[0]?.name;
    throw new AppError('invalid', `${DAMAGED}: ${wrong.length + missing.length} part(s) differ from its manifest (first: ${example})`);
  }
  const tables = new Set((await listTables(db)).map((t) => t.name));
  const unknown = manifest.tables.filter((t) => !tables.has(t.name)).map((t) => t.name);
  if (unknown.length)
    throw new AppError('invalid', `This backup holds tables this version of Plumbline does not have: ${unknown.join(', ')}`);
  for (const name of seen.keys()) {
    const f = fileOfEntry(name);
    if (!tableOfEntry(name) && !(f && (STORAGE_AREAS as readonly string[]).includes(f.area))) {
      throw new AppError('invalid', `${DAMAGED}: unexpected part ${name}`);
    }
  }
  return manifest;
}

/** Refuses to restore over books: a restore fills an empty database only. */
export async function assertEmpty(db: Db): Promise<void> {
  const counts = await rows<{ table: string; n: number }>(
    db.execute(sql.raw(BOOKS_TABLES.map((t) => `SELECT '${t}' AS "table", count(*)::int AS n FROM ${t}`).join(' UNION ALL '))),
  );
  const filled = counts.filter((c) => Number(c.n) > 0);
  if (filled.length) {
    const what = filled.map((c) => `${c.table.replace(/_/g, ' ')}: ${c.n}`).join(', ');
    throw new AppError(
      'conflict',
      `The database already holds data (${what}). Restore into an empty database: a new DATA_DIR or a new PostgreSQL database.`,
    );
  }
}

/**
 * Restores a verified backup into an empty database in one transaction: every table's rows (triggers off, so
 * the stored totals are taken as they were and then checked), every uploaded file, sequences moved past the
 * restored ids. The row counts and money totals must equal the manifest's or nothing is kept. Afterwards the
 * books check runs on the restored data.
 */
export async function restoreBackup(database: Database, storage: FileStorage, file: string): Promise<RestoreReport> {
  const db = database.db;
  const manifest = await verifyBackup(db, file);
  await assertEmpty(db);
  const written: { area: StorageArea; fileName: string }[] = [];
  const started = Date.now();
  try {
    await db.transaction(async (tx) => {
      const tables = await listTables(tx);
      const byName = new Map(tables.map((t) => [t.name, t]));
      for (const t of tables) await tx.execute(sql`ALTER TABLE ${sql.identifier(t.name)} DISABLE TRIGGER USER`);
      await tx.execute(sql.raw(`TRUNCATE ${tables.map((t) => `"${t.name}"`).join(', ')}`));
      await readArchive(file, async (name, data) => {
        const table = tableOfEntry(name);
        if (table) return insertBatch(tx, byName.get(table) as TableInfo, data.toString('utf8'));
        const f = fileOfEntry(name);
        if (f) {
          await storage.save(f.area as StorageArea, f.fileName, data);
          written.push({ area: f.area as StorageArea, fileName: f.fileName });
        }
      });
      for (const t of tables) {
        await tx.execute(sql`ALTER TABLE ${sql.identifier(t.name)} ENABLE TRIGGER USER`);
        for (const col of t.serials) {
          await tx.execute(
            sql`SELECT setval(pg_get_serial_sequence(${t.name}, ${col}), coalesce((SELECT max(${sql.identifier(col)}) FROM ${sql.identifier(t.name)}), 0) + 1, false)`,
          );
        }
        // Screens and the response cache learn that every table changed (the row triggers were off).
        await tx.execute(sql`SELECT pg_notify(${DATA_CHANGED_CHANNEL}, json_build_object('t', ${t.name}::text)::text)`);
      }
      // A backup from before dated rates (migration 0037) has no rate history and no kept rates on its work records:
      // each employee's rates become their first entry and each work record gets them, the pay the manifest counted.
      const older = manifest.schemaVersion < (await schemaVersion(tx)).version;
      if (older) await tx.execute(sql`SELECT refresh_work_rates()`);
      await checkAgainstManifest(tx, manifest);
      // A backup from an older schema lacks the figures later migrations keep (the payroll's week lines of 0031, the
      // projects' work counts of 0032, …): every kept figure is rebuilt from the detail rows, which it holds.
      if (older) await refreshKeptFigures(tx);
    });
  } catch (err) {
    for (const f of written) await storage.remove(f.area, f.fileName).catch(() => {});
    throw err;
  }
  const books = await reconcile(db);
  return {
    restoredAt: new Date().toISOString(),
    backupCreatedAt: manifest.createdAt,
    schemaVersion: manifest.schemaVersion,
    tables: manifest.tables,
    files: manifest.files,
    totals: manifest.totals,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    reconciliation: { differences: books.differences.length },
  };
}

async function insertBatch(tx: Db, table: TableInfo, text: string): Promise<void> {
  const lines = text.split('\n').filter((l) => l.length > 0);
  if (lines.length === 0) return;
  // Only the columns the backup has: a column added since keeps its default (an older backup).
  const present = new Set(Object.keys(JSON.parse(lines[0]) as object));
  const cols = table.columns.filter((c) => present.has(c));
  const list = sql.join(
    cols.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const t = sql.identifier(table.name);
  await tx.execute(
    sql`INSERT INTO ${t} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM json_populate_recordset(NULL::${t}, ${`[${lines.join(',')}]`}::json)`,
  );
}

async function checkAgainstManifest(tx: Db, manifest: BackupManifest): Promise<void> {
  for (const t of manifest.tables) {
    const [r] = await rows<{ n: number }>(tx.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(t.name)}`));
    if (Number(r.n) !== t.rows) throw new AppError('invalid', `${DAMAGED}: ${t.name} has ${r.n} rows, its manifest says ${t.rows}`);
  }
  const differ = differingTotals(manifest.totals, await moneyTotals(tx));
  if (differ.length) throw new AppError('invalid', `${DAMAGED}: restored totals differ from its manifest (${differ.join(', ')})`);
}
