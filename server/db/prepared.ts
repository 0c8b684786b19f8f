import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client';
import { pendingTransaction, sqlLiteral } from './transaction';

/** drizzle keeps these on every database and transaction object; its public API names a statement only for builders. */
type WithSession = { session: PgSession; dialect: PgDialect };
/** What node-postgres keeps per connection about the statements it has prepared there (not in its public types). */
type Parsed = { connection: { parsedStatements: Record<string, string> } };

/** A bind value as an EXECUTE argument (an untyped literal the statement's parameter type reads), or null when it has none. */
function argument(value: unknown): string | null {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return sqlLiteral(value);
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'bigint') return `'${value}'`;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return null;
}

/**
 * Runs a statement of a write's hot path as a named prepared statement: on PostgreSQL (node-postgres) each pooled
 * connection parses and plans its text once, then only binds and runs it. The expense insert with its joins took
 * 0.84 ms to plan, about a quarter of the database's CPU per `POST /api/expenses` (issue 11). PGlite runs it as
 * `db.execute` does. The name is a hash of the text, so each variant of a statement (one per combination of null
 * references, say) is its own prepared statement; only call this with SQL whose variants are few, never with
 * values written into the text.
 *
 * As the first statement of a transaction of transactionWith whose connection has already prepared it, it goes in the
 * same message as the BEGIN, as `EXECUTE name(arguments)`; with `final`, the transaction's last statement and COMMIT
 * go along too (the caller sends nothing more in that transaction when the statement wrote what it should; if it
 * does, a new transaction opens). One round trip for the whole write.
 */
export async function executePrepared(db: Db, query: SQL, opts: { final?: boolean } = {}): Promise<unknown> {
  const { session, dialect } = db as unknown as WithSession;
  const built = dialect.sqlToQuery(query);
  const name = `p_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 20)}`;
  const prepared = session.prepareQuery(built, undefined, name, false);
  const state = pendingTransaction(db);
  if (state && state.open === null && (state.client as unknown as Parsed).connection.parsedStatements[name] === built.sql) {
    const args = built.params.map(argument);
    if (args.every((a) => a !== null)) {
      // Quoted: the name is case-sensitive, and an unquoted SQL name would be folded to lower case.
      const id = pg.escapeIdentifier(name);
      const execute = args.length > 0 ? `EXECUTE ${id}(${args.join(', ')})` : `EXECUTE ${id}`;
      const tail = opts.final ? `; ${state.last ? `${state.last}; ` : ''}COMMIT` : '';
      const config = (prepared as unknown as { rawQueryConfig: { types?: unknown } }).rawQueryConfig;
      const sent = state.client.query({ text: `BEGIN; ${state.first}; ${execute}${tail}`, types: config.types } as pg.QueryConfig);
      state.open = sent;
      const results = (await sent) as unknown as pg.QueryResult[];
      if (opts.final) {
        state.open = null;
        state.commits += 1;
      }
      // BEGIN, `first`, the EXECUTE, then (final) `last` and COMMIT: `first` and `last` are one statement each.
      return results[results.length - 1 - (opts.final ? (state.last ? 2 : 1) : 0)];
    }
  }
  return prepared.execute();
}
