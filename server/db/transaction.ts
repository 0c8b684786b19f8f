import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Runs fn in one transaction: the caller's when db already is one (asActor's, say), else a new one. A nested
 * db.transaction would add a savepoint and its release, two more round trips on every write, for nothing when the
 * caller never catches the error and carries on (an error still rolls the whole write back).
 */
export function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return (db as unknown) instanceof PgTransaction ? fn(db) : db.transaction(fn);
}
