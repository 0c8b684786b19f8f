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
 * A transaction of transactionWith on node-postgres whose BEGIN is sent with its first statement, not on its own.
 * `open` is set (to the BEGIN's promise) once BEGIN has been sent and cleared by a COMMIT; `commits` counts them.
 */
export type PendingTransaction = {
  client: pg.PoolClient;
  first: string;
  last?: string;
  open: Promise<unknown> | null;
  commits: number;
};

const pending = new WeakMap<object, PendingTransaction>();

/** The pending transaction a transaction object of transactionWith runs in, if any (executePrepared's fast path). */
export function pendingTransaction(tx: Db): PendingTransaction | undefined {
  return pending.get(tx);
}

/** Sends BEGIN (with `first`) unless the transaction is already open. */
function ensureOpen(state: PendingTransaction): Promise<unknown> {
  state.open ??= state.client.query(`BEGIN; ${state.first}`);
  return state.open;
}

/**
 * db.transaction(fn) with a statement run first (`first`, right after BEGIN) and one run last (`last`, right before
 * COMMIT), both without parameters (values written with sqlLiteral). On PostgreSQL they travel in the same message as
 * their BEGIN and COMMIT (the simple query protocol runs several statements in one round trip), and BEGIN itself waits
 * for the transaction's first statement: a prepared statement the connection already knows goes with it
 * (executePrepared), and one marked final takes the COMMIT along too. A write of one statement is then one round trip
 * instead of five (issue 11: each round trip wakes a database process and the app, the largest part of a write's CPU).
 * `committed` hears how many commits the transaction took: more than one when a final statement committed and fn went
 * on using the database (a new transaction, opened the same way). On PGlite they run as statements of their own.
 */
export async function transactionWith<T>(
  db: Db,
  around: { first: string; last?: string; committed?: (commits: number) => void },
  fn: (tx: Db) => Promise<T>,
): Promise<T> {
  const session = (db as unknown as { session: unknown }).session;
  const inner = session as SessionInternals;
  if (!(session instanceof NodePgSession) || !(inner.client instanceof pg.Pool)) {
    const result = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(around.first));
      const value = await fn(tx);
      if (around.last) await tx.execute(sql.raw(around.last));
      return value;
    });
    around.committed?.(1);
    return result;
  }
  const client = await inner.client.connect();
  const state: PendingTransaction = { client, first: around.first, last: around.last, open: null, commits: 0 };
  // drizzle sends every statement through client.query: the wrapper opens the transaction before the first one.
  const wrapped = new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === 'query') {
        return async (...args: Parameters<pg.PoolClient['query']>) => {
          await ensureOpen(state);
          return (target.query as (...a: unknown[]) => unknown)(...args);
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  try {
    const txSession = new NodePgSession(wrapped, inner.dialect, inner.schema, inner.options);
    const tx = new NodePgTransaction(inner.dialect, txSession, inner.schema) as unknown as Db;
    pending.set(tx, state);
    try {
      const result = await fn(tx);
      if (state.open) {
        await state.open;
        await client.query(state.last ? `${state.last}; COMMIT` : 'COMMIT');
        state.open = null;
        state.commits += 1;
      }
      around.committed?.(state.commits);
      return result;
    } catch (err) {
      // After a failed statement the transaction is aborted (or, after a failed COMMIT, already over: a warning only).
      if (state.open) await client.query('ROLLBACK');
      throw err;
    }
  } finally {
    client.release();
  }
}
