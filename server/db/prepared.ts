import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** drizzle keeps these on every database and transaction object; its public API names a statement only for builders. */
type WithSession = { session: PgSession; dialect: PgDialect };

/**
 * Runs a statement of a write's hot path as a named prepared statement: on PostgreSQL (node-postgres) each pooled
 * connection parses and plans its text once, then only binds and runs it. The expense insert with its joins took
 * 0.84 ms to plan, about a quarter of the database's CPU per `POST /api/expenses` (issue 11). PGlite runs it as
 * `db.execute` does. The name is a hash of the text, so each variant of a statement (one per combination of null
 * references, say) is its own prepared statement; only call this with SQL whose variants are few, never with
 * values written into the text.
 */
export function executePrepared(db: Db, query: SQL): Promise<unknown> {
  const { session, dialect } = db as unknown as WithSession;
  const built = dialect.sqlToQuery(query);
  const name = `p_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 20)}`;
  return session.prepareQuery(built, undefined, name, false).execute();
}
