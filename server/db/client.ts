import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { analyzeChangedTables } from './analyze';
import { awaitDurability, DurableNodeFS, durableStartParams, fsyncFile, fsyncTree } from './durable-fs';
import { type EmbeddedPostgres, explainStartFailure, postgresBinaries, startEmbeddedPostgres } from './embedded-postgres';
import { chooseEngine, DatabaseStartError, type Engine, recordEngine } from './engine-record';
import { pg } from './pg-types';
import { type ChangeMarker, countDatabaseUse } from './request-writes';
import * as schema from './schema';

/** Any Drizzle handle over our schema: the database itself or a transaction, on PGlite or PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * PostgreSQL's connection string (null on PGlite, which lives in this thread): a worker thread that reads a lot
   * (the accountant's pack's ledger, server/features/ledger/pack-thread.ts) opens its own connection with it.
   */
  url: string | null;
  /** Calls back after every committed write to a table that feeds cached responses (migration 0002). */
  onDataChanged: (callback: (table: string) => void) => Promise<void>;
  /** Resolves once every change committed before the call has reached the onDataChanged callbacks. */
  flushChanges: () => Promise<void>;
  /**
   * A marker for a write to send as its transaction's last notification (PostgreSQL only; null on PGlite or with no
   * listener): `seen` resolves once every listener has received it, so the write's changes and all earlier ones have
   * reached the callbacks; `cancel` forgets it when the transaction did not commit. server/db/request-writes.ts.
   */
  changeMarker: () => ChangeMarker | null;
  close: () => Promise<void>;
};

/** The channel the notify_data_changed() trigger writes to. */
export const DATA_CHANGED_CHANNEL = 'plumbline_data_changed';

/**
 * Adds flushChanges to a database: it sends a marker notification and waits until every listener has seen it;
 * notifications arrive in commit order on each listening connection, so every earlier change has been
 * delivered to every callback by then. Markers (ours and other servers') never reach the callbacks.
 */
function withFlush(base: Omit<Database, 'flushChanges' | 'changeMarker'>): Database {
  const waiting = new Map<string, { remaining: number; done: () => void }>();
  let next = 0;
  let listeners = 0;
  const onDataChanged: Database['onDataChanged'] = async (callback) => {
    listeners += 1;
    await base.onDataChanged((payload) => {
      if (!payload.startsWith(FLUSH_MARKER)) {
        callback(payload);
        return;
      }
      const wait = waiting.get(payload);
      if (wait && --wait.remaining === 0) {
        waiting.delete(payload);
        wait.done();
      }
    });
  };
  const newMarker = (): ChangeMarker => {
    const text = `${FLUSH_MARKER}${process.pid}:${next++}`;
    const seen = new Promise<void>((resolve) => waiting.set(text, { remaining: listeners, done: resolve }));
    return { text, seen, cancel: () => waiting.delete(text) };
  };
  const flushChanges = async () => {
    if (listeners === 0) return;
    const marker = newMarker();
    await base.db.execute(sql`SELECT pg_notify(${DATA_CHANGED_CHANNEL}, ${marker.text})`);
    await marker.seen;
  };
  const changeMarker = () => (base.kind === 'postgres' && listeners > 0 ? newMarker() : null);
  return { ...base, onDataChanged, flushChanges, changeMarker };
}

/** Payloads starting with this are flushChanges markers, not changes. */
const FLUSH_MARKER = 'flush:';

/**
 * PostgreSQL settings for PGlite (one process, one connection): 16 MB of shared buffers instead of 128 MB keeps
 * the server's resident memory low (issue 12: about 120 MB less); PGlite has no checkpointer process, so a
 * checkpoint runs inside the statement that fills max_wal_size: 64 MB bounds both that pause and the WAL
 * replayed after a crash.
 */
const pgliteSettings = ['-c', 'shared_buffers=16MB', '-c', 'max_wal_size=64MB', '-c', 'min_wal_size=32MB'];

/** The committed migrations (SQL and drizzle's journal). */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The advisory lock key that servers starting together on one PostgreSQL database take to migrate it. */
const MIGRATION_LOCK_KEY = 0x706c6d62; // "plmb"

/**
 * Several servers started at once on one PostgreSQL database (README "Several servers on one database") must not
 * apply the same migration twice: each holds a session advisory lock on its own connection while it migrates,
 * so the first applies what is missing and the others then find nothing left to do.
 */
async function migrateOnce(databaseUrl: string, migrate: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    await lock.end(); // ending the session releases the lock
  }
}

export type { Engine } from './engine-record';

/**
 * Opens the database and applies the committed migrations before returning:
 * - PostgreSQL at databaseUrl when one is given (unreachable: DatabaseStartError, no retry: the supervisor restarts);
 * - in memory (PGlite) when dataDir is 'memory://' (tests);
 * - otherwise the embedded database under dataDir, in the engine the folder records (DATA_DIR/engine.json, see
 *   engine-record.ts chooseEngine): a real PostgreSQL the app runs itself in dataDir/postgres (the default for a
 *   new folder), or PGlite in dataDir/pglite. A start that cannot open that engine throws DatabaseStartError with
 *   why and what to do; it never opens the other engine (issue 38). An explicit `engine` (the PGlite→PostgreSQL
 *   move, tests) opens that engine and records nothing.
 *   docs/decisions/039-embedded-database-a-real-postgresql-the-app-runs-itself.md,
 *   docs/decisions/076-robustness-issue-38-never-serve-empty-books-disk-full-the.md.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; engine?: Engine }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl).catch(unreachable(opts.databaseUrl));
  const dir = opts.dataDir ?? 'memory://';
  if (dir.startsWith('memory://')) return openPglite(dir);
  fs.mkdirSync(dir, { recursive: true });
  const chosen = opts.engine ?? chooseEngine(dir, process.env, !('missing' in (await postgresBinaries()))).engine;
  const database = chosen === 'pglite' ? await openPgliteFolder(dir) : await openEmbeddedPostgres(dir);
  if (!opts.engine) recordEngine(dir, chosen);
  return database;
}

async function openPgliteFolder(dir: string): Promise<Database> {
  try {
    return await openPglite(dir);
  } catch (err) {
    throw new DatabaseStartError(`PGlite in ${path.join(dir, 'pglite')} could not start: ${explainStartFailure(err, dir)}`);
  }
}

async function openEmbeddedPostgres(dir: string): Promise<Database> {
  let server: EmbeddedPostgres;
  try {
    server = await startEmbeddedPostgres(dir);
  } catch (err) {
    throw new DatabaseStartError(`embedded PostgreSQL in ${path.join(dir, 'postgres')} could not start: ${explainStartFailure(err, dir)}`);
  }
  try {
    return await openPostgres(server.url, server.stop);
  } catch (err) {
    await server.stop();
    throw new DatabaseStartError(`embedded PostgreSQL in ${path.join(dir, 'postgres')} could not open: ${explainStartFailure(err, dir)}`);
  }
}

/** A DATABASE_URL that cannot be reached or refuses us: the reason, without the password. */
function unreachable(databaseUrl: string) {
  return (err: unknown): never => {
    const e = err as { code?: string; message?: string };
    let where = 'DATABASE_URL';
    try {
      const u = new URL(databaseUrl);
      where = `${u.hostname || 'localhost'}:${u.port || '5432'}${u.pathname}`;
    } catch {}
    throw new DatabaseStartError(
      `cannot use the PostgreSQL at DATABASE_URL (${where}): ${e?.code ? `${e.code} ` : ''}${e?.message ?? String(err)}. ` +
        'Check that PostgreSQL runs, is reachable from this machine, and that the URL (user, password, database) is right.',
    );
  };
}

/**
 * The embedded engine for a data folder (engine-record.ts chooseEngine: engine.json, else what the folder holds,
 * else DB_ENGINE or PostgreSQL).
 */
export function embeddedEngineOf(dir: string, env: NodeJS.ProcessEnv = process.env): Engine {
  return chooseEngine(dir, env, true).engine;
}

/**
 * Connections of the pool: three per core, from 4 to 10. Each connection is a PostgreSQL backend with its own caches
 * (about 7 MB after the mixed load); on 2 cores 6 serve the mixed load as fast as 10 (1,170 vs 1,177 req/s, same p99)
 * with 36 MB less memory (docs/decisions/).
 */
const POOL_MAX = Math.max(4, Math.min(10, 3 * os.availableParallelism()));

/** PostgreSQL through a node-postgres pool; afterClose runs once the pool is closed (stops an embedded server). */
async function openPostgres(databaseUrl: string, afterClose?: () => Promise<void>): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_MAX });
  // Every statement and transaction a request starts is counted (server/db/request-writes.ts); drizzle calls these two
  // from the request's own async context.
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  Object.assign(pool, {
    query: (...args: unknown[]) => {
      countDatabaseUse();
      return query(...args);
    },
    connect: (...args: unknown[]) => {
      countDatabaseUse();
      return connect(...args);
    },
  });
  // An idle connection closed by the server (restart, admin) must not crash the process; the pool replaces it.
  pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
  const db = drizzlePg(pool, { schema });
  await migrateOnce(databaseUrl, () => migratePg(db, { migrationsFolder }));
  const listeners: pg.Client[] = [];
  return withFlush({
    db,
    kind: 'postgres',
    url: databaseUrl,
    onDataChanged: async (callback) => {
      // A dedicated connection outside the pool holds the LISTEN.
      const client = new pg.Client({ connectionString: databaseUrl });
      client.on('error', (err) => console.error(`PostgreSQL listener lost: ${err.message}`));
      await client.connect();
      client.on('notification', (n) => callback(n.payload ?? ''));
      await client.query(`LISTEN ${DATA_CHANGED_CHANNEL}`);
      listeners.push(client);
    },
    close: async () => {
      await Promise.all(listeners.map((c) => c.end()));
      await pool.end();
      await afterClose?.();
    },
  });
}

/** PGlite in memory (memory://) or on disk under dir/pglite, made durable (durable-fs.ts). */
async function openPglite(dir: string): Promise<Database> {
  let client: PGlite;
  if (dir.startsWith('memory://')) {
    client = new PGlite({ extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, ...pgliteSettings] });
  } else {
    const dbDir = path.join(dir, 'pglite');
    fs.mkdirSync(dbDir, { recursive: true });
    const fresh = !fs.existsSync(path.join(dbDir, 'PG_VERSION'));
    const durable = new DurableNodeFS(dbDir);
    const startParams = [...PGlite.defaultStartParams.filter((p) => p !== '-F'), ...pgliteSettings, ...durableStartParams];
    client = new PGlite({ fs: durable, extensions: { pg_trgm }, startParams });
    await client.waitReady;
    // A new cluster is copied into dbDir by PGlite itself, outside PostgreSQL: flush it once, directories included.
    if (fresh) {
      fsyncTree(dbDir);
      fsyncFile(dir);
      fsyncFile(path.dirname(dir));
    }
    awaitDurability(client, durable);
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  // PGlite runs no autovacuum daemon: refresh the planner's statistics of the tables that changed.
  await analyzeChangedTables(client);
  return withFlush({
    db,
    kind: 'pglite',
    url: null,
    onDataChanged: async (callback) => {
      await client.listen(DATA_CHANGED_CHANNEL, callback);
    },
    close: () => client.close(),
  });
}
