import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client';

/**
 * Runs fn in one transaction: the caller's when db already is one (asActor's, say), else a new one. A nested
 * db.transaction would add a savepoint and its release, two more round trips on every write, for nothing when the
 * caller never catches the error and carries on (an error still rolls the whole write back).
 */
export function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return (db as unknown) instanceof PgTransaction ? fn(db) : db.transaction(fn);
}

/** A text as an SQL string literal (standard_conforming_strings is on in every supported PostgreSQL). */
export const sqlLiteral = (text: string): string => pg.escapeLiteral(text);

/** What drizzle keeps on a node-postgres database object (not part of its public types). */
type SessionInternals = { client: unknown; dialect: PgDialect; schema: never; options: object };

/**
 * db.transaction(fn) with a statement run first (`first`, right after BEGIN) and one run last (`last`, right before
 * COMMIT), both without parameters (values written with sqlLiteral). On PostgreSQL each travels in the same message
 * as its BEGIN or COMMIT (the simple query protocol runs several statements in one round trip): a write of money then
 * costs three round trips instead of five (issue 11: every round trip wakes a database process and the app, about a
 * tenth of a write's CPU each). On PGlite they run as statements of their own.
 */
export async function transactionWith<T>(db: Db, around: { first: string; last?: string }, fn: (tx: Db) => Promise<T>): Promise<T> {
  const session = (db as unknown as { session: unknown }).session;
  const inner = session as SessionInternals;
  if (!(session instanceof NodePgSession) || !(inner.client instanceof pg.Pool)) {
    return db.transaction(async (tx) => {
      await tx.execute(sql.raw(around.first));
      const result = await fn(tx);
      if (around.last) await tx.execute(sql.raw(around.last));
      return result;
    });
  }
  const client = await inner.client.connect();
  try {
    const txSession = new NodePgSession(client, inner.dialect, inner.schema, inner.options);
    const tx = new NodePgTransaction(inner.dialect, txSession, inner.schema) as unknown as Db;
    await client.query(`BEGIN; ${around.first}`);
    try {
      const result = await fn(tx);
      await client.query(around.last ? `${around.last}; COMMIT` : 'COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    }
  } finally {
    client.release();
  }
}
