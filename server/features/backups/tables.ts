import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { BackupTotals } from '../../../domain/backup';
import { type Db, migrationsFolder } from '../../db/client';
import { laborPaySql } from '../../db/rule-fragments';
import { rows } from '../../db/sql-fragments';

/** A table of the app's schema as a backup sees it. */
export type TableInfo = {
  name: string;
  /** Columns a restore writes (generated columns are left to the database). */
  columns: string[];
  /** The single integer primary key used to read in batches, or null (read by offset; small tables). */
  key: string | null;
  /** Columns whose default is a sequence, to move the sequence past the restored ids. */
  serials: string[];
};

/**
 * Every table of the public schema, parents before children (foreign keys), so rows can be inserted in order.
 * A self-reference does not constrain the order; a cycle between tables (none today) keeps them in name order.
 */
export async function listTables(db: Db): Promise<TableInfo[]> {
  const cols = await rows<{ table: string; column: string; generated: boolean; serial: boolean }>(
    db.execute(sql`
      SELECT c.table_name AS "table", c.column_name AS "column",
        (c.is_generated = 'ALWAYS') AS generated,
        (coalesce(c.column_default, '') LIKE 'nextval(%' OR c.is_identity = 'YES') AS serial
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name, c.ordinal_position`),
  );
  const keys = await rows<{ table: string; column: string; integer: boolean }>(
    db.execute(sql`
      SELECT cl.relname AS "table", min(a.attname) AS "column",
        bool_and(a.atttypid IN ('int2'::regtype, 'int4'::regtype, 'int8'::regtype)) AS integer
      FROM pg_constraint co
      JOIN pg_class cl ON cl.oid = co.conrelid
      JOIN pg_namespace n ON n.oid = cl.relnamespace
      JOIN pg_attribute a ON a.attrelid = co.conrelid AND a.attnum = ANY (co.conkey)
      WHERE co.contype = 'p' AND n.nspname = 'public'
      GROUP BY cl.relname HAVING count(*) = 1`),
  );
  const edges = await rows<{ child: string; parent: string }>(
    db.execute(sql`
      SELECT ch.relname AS child, pa.relname AS parent
      FROM pg_constraint co
      JOIN pg_class ch ON ch.oid = co.conrelid
      JOIN pg_class pa ON pa.oid = co.confrelid
      JOIN pg_namespace n ON n.oid = ch.relnamespace
      WHERE co.contype = 'f' AND n.nspname = 'public'`),
  );
  const byName = new Map<string, TableInfo>();
  for (const c of cols) {
    const t = byName.get(c.table) ?? { name: c.table, columns: [], key: null, serials: [] };
    if (!c.generated) t.columns.push(c.column);
    if (c.serial) t.serials.push(c.column);
    byName.set(c.table, t);
  }
  for (const k of keys) {
    const t = byName.get(k.table);
    if (t && k.integer) t.key = k.column;
  }
  return parentsFirst([...byName.values()], edges);
}

/** Orders tables so that every table comes after the tables its foreign keys point to. */
export function parentsFirst<T extends { name: string }>(tables: T[], edges: { child: string; parent: string }[]): T[] {
  const sorted: T[] = [];
  const placed = new Set<string>();
  const remaining = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (remaining.length > 0) {
    const i = remaining.findIndex((t) => edges.every((e) => e.child !== t.name || e.parent === t.name || placed.has(e.parent)));
    const [next] = remaining.splice(i === -1 ? 0 : i, 1);
    sorted.push(next);
    placed.add(next.name);
  }
  return sorted;
}

/** Reads one batch of a table's rows as JSON text lines, after the key `after` (or at `offset` without a key). */
export async function readBatch(
  db: Db,
  table: TableInfo,
  limit: number,
  position: { after: number | null; offset: number },
): Promise<{ lines: string[]; lastKey: number | null }> {
  const t = sql.identifier(table.name);
  if (table.key) {
    const k = sql.identifier(table.key);
    const where = position.after === null ? sql`` : sql`WHERE ${k} > ${position.after}`;
    const r = await rows<{ line: string; key: number }>(
      db.execute(sql`SELECT row_to_json(x)::text AS line, x.${k}::float8 AS key FROM ${t} x ${where} ORDER BY x.${k} LIMIT ${limit}`),
    );
    return { lines: r.map((x) => x.line), lastKey: r.length ? Number(r[r.length - 1].key) : position.after };
  }
  const r = await rows<{ line: string }>(
    db.execute(sql`SELECT row_to_json(x)::text AS line FROM ${t} x ORDER BY row_to_json(x)::text LIMIT ${limit} OFFSET ${position.offset}`),
  );
  return { lines: r.map((x) => x.line), lastKey: null };
}

/** The money totals a backup records and a restore must reproduce, recomputed from the detail rows. */
export async function moneyTotals(db: Db): Promise<BackupTotals> {
  const [row] = await rows<BackupTotals>(
    db.execute(sql`
      SELECT
        (SELECT coalesce(sum(amount), 0) FROM expenses)::text AS expenses,
        (SELECT coalesce(sum(${laborPaySql}), 0) FROM time_entries t LEFT JOIN employees em ON em.id = t.employee_id)::text AS "laborPay",
        (SELECT coalesce(sum(amount), 0) FROM payments)::text AS payments,
        (SELECT coalesce(sum(amount), 0) FROM payroll_advances)::text AS advances,
        (SELECT coalesce(sum(budget), 0) FROM projects)::text AS budgets`),
  );
  return row;
}

/** How many migrations this database has applied, and the newest one's name (from the committed journal). */
export async function schemaVersion(db: Db): Promise<{ version: number; name: string }> {
  const [row] = await rows<{ n: number }>(db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`));
  const version = Number(row?.n ?? 0);
  return { version, name: migrationNames()[version - 1] ?? '' };
}

/** The committed migrations' names, oldest first. */
export function migrationNames(): string[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((e) => e.tag);
}
