import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import type { Cell, TableRows } from './dataset/types';

const ROWS_PER_STATEMENT = 5_000;

/**
 * One value as an SQL literal. The generator's own values only (never user input): strings are quoted with
 * doubled single quotes (standard_conforming_strings is on by default in both databases); an untyped literal
 * takes its target column's type, so '{a,b}' fills a text[] column and '2024-05-01' a date.
 */
function literal(v: Cell): string {
  if (v === null) return 'NULL';
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`Not a finite number: ${v}`);
    return String(v);
  }
  return `'${v.replaceAll("'", "''")}'`;
}

/**
 * Inserts rows with multi-row INSERT statements of up to 5,000 rows each. Values are inlined as literals:
 * building 50,000 bound parameters through Drizzle's sql template costs ~0.5 s per statement, which
 * would dominate the load.
 */
export async function insertRows(db: Db, table: string, columns: readonly string[], rows: readonly Cell[][]): Promise<void> {
  const head = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES\n`;
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const values = rows.slice(i, i + ROWS_PER_STATEMENT).map((r) => `(${r.map(literal).join(',')})`);
    await db.execute(sql.raw(head + values.join(',\n')));
  }
}

/** Loads one table in one transaction; with triggers off, the cost-total triggers skip it (FK checks stay on). */
export async function loadTable(db: Db, t: TableRows, opts: { userTriggersOff: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    const name = sql.identifier(t.table);
    if (opts.userTriggersOff) await tx.execute(sql`ALTER TABLE ${name} DISABLE TRIGGER USER`);
    await insertRows(tx, t.table, t.columns, t.rows);
    if (opts.userTriggersOff) await tx.execute(sql`ALTER TABLE ${name} ENABLE TRIGGER USER`);
  });
}

/** After inserting explicit ids, moves the serial sequence past them so the app's own inserts don't collide. */
export async function syncSequence(db: Db, table: string): Promise<void> {
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${sql.identifier(table)}), false)`,
  );
}
