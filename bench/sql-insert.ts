import { SQL, sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import type { Cell, TableRows } from './dataset/types';

/** PostgreSQL binds at most 65,535 parameters per statement; stay well under it. */
const MAX_PARAMS = 60_000;
const MAX_ROWS = 5_000;

const cell = (v: Cell): SQL => (v instanceof SQL ? v : sql`${v}`);

/** Inserts rows with multi-row INSERT statements of up to 5,000 rows each (fewer for wide tables). */
export async function insertRows(db: Db, table: string, columns: readonly string[], rows: readonly Cell[][]): Promise<void> {
  const perStatement = Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / columns.length));
  const head = sql`INSERT INTO ${sql.identifier(table)} (${sql.join(columns.map((c) => sql.identifier(c)), sql`, `)}) VALUES `;
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    const values = sql.join(chunk.map((r) => sql`(${sql.join(r.map(cell), sql`, `)})`), sql`, `);
    await db.execute(sql`${head}${values}`);
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
  await db.execute(sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${sql.identifier(table)}), false)`);
}
