import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../server/db/client';
import { rows } from '../server/db/sql-fragments';

/** The embedded database's files of the benchmark (git-ignored); deleted before every run. */
export const PGLITE_DIR = fileURLToPath(new URL('./data/', import.meta.url));
/** The scratch database created (and dropped) on the server named by BENCH_DATABASE_URL. */
export const BENCH_DB_NAME = 'plumbline_bench';

export type BenchDatabase = {
  database: Database;
  label: string;
  /** Environment for a server process (npm start) on the same database: DATA_DIR or DATABASE_URL. */
  serverEnv: Record<string, string>;
  /** Closes this process's connection (PGlite: frees the folder for a server process); close() still cleans up. */
  release: () => Promise<void>;
  close: () => Promise<void>;
};

/** database.close() at most once, whichever of release() and close() comes first. */
function once(database: Database): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= database.close());
}

async function admin(url: URL, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty, migrated database: the embedded default (PostgreSQL, or PGlite with DB_ENGINE=pglite) under bench/data/, or — when databaseUrl is given — a new
 * database plumbline_bench on that PostgreSQL server (the URL's own database is only used to create and
 * drop it, never written to). close() closes it and drops the PostgreSQL scratch database.
 */
export async function openBenchDatabase(databaseUrl: string | undefined): Promise<BenchDatabase> {
  if (!databaseUrl) {
    fs.rmSync(PGLITE_DIR, { recursive: true, force: true });
    const database = await openDatabase({ dataDir: PGLITE_DIR });
    const [v] = await rows<{ version: string }>(database.db.execute(sql`SELECT current_setting('server_version') AS version`));
    const release = once(database);
    return {
      database,
      label:
        database.kind === 'pglite'
          ? `PGlite (PostgreSQL ${v.version}, WASM) in bench/data/pglite`
          : `embedded PostgreSQL ${v.version} in bench/data/postgres (the default engine; DB_ENGINE=pglite benches PGlite)`,
      serverEnv: { DATA_DIR: PGLITE_DIR },
      release,
      close: release,
    };
  }
  const adminUrl = new URL(databaseUrl);
  if (adminUrl.pathname === `/${BENCH_DB_NAME}`) adminUrl.pathname = '/postgres';
  await admin(adminUrl, `DROP DATABASE IF EXISTS ${BENCH_DB_NAME} WITH (FORCE)`);
  await admin(adminUrl, `CREATE DATABASE ${BENCH_DB_NAME}`);
  const benchUrl = new URL(databaseUrl);
  benchUrl.pathname = `/${BENCH_DB_NAME}`;
  const database = await openDatabase({ databaseUrl: benchUrl.toString() });
  const [v] = await rows<{ version: string }>(database.db.execute(sql`SELECT current_setting('server_version') AS version`));
  const release = once(database);
  return {
    database,
    label: `PostgreSQL ${v.version} at ${benchUrl.host}/${BENCH_DB_NAME} (node-postgres pool)`,
    serverEnv: { DATABASE_URL: benchUrl.toString() },
    release,
    close: async () => {
      await release();
      await admin(adminUrl, `DROP DATABASE IF EXISTS ${BENCH_DB_NAME} WITH (FORCE)`);
    },
  };
}
