import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../server/db/client';
import { rows } from '../server/db/sql-fragments';

/** PGlite files of the benchmark (git-ignored); deleted before every run. */
export const PGLITE_DIR = fileURLToPath(new URL('./data/', import.meta.url));
/** The scratch database created (and dropped) on the server named by BENCH_DATABASE_URL. */
export const BENCH_DB_NAME = 'plumbline_bench';

export type BenchDatabase = { database: Database; label: string; close: () => Promise<void> };

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
 * A fresh, empty, migrated database: PGlite under bench/data/, or — when databaseUrl is given — a new
 * database plumbline_bench on that PostgreSQL server (the URL's own database is only used to create and
 * drop it, never written to). close() closes it and drops the PostgreSQL scratch database.
 */
export async function openBenchDatabase(databaseUrl: string | undefined): Promise<BenchDatabase> {
  if (!databaseUrl) {
    fs.rmSync(PGLITE_DIR, { recursive: true, force: true });
    const database = await openDatabase({ dataDir: PGLITE_DIR });
    const [v] = await rows<{ version: string }>(database.db.execute(sql`SELECT current_setting('server_version') AS version`));
    return { database, label: `PGlite (PostgreSQL ${v.version}, WASM) in bench/data/pglite`, close: () => database.close() };
  }
  const adminUrl = new URL(databaseUrl);
  if (adminUrl.pathname === `/${BENCH_DB_NAME}`) adminUrl.pathname = '/postgres';
  await admin(adminUrl, `DROP DATABASE IF EXISTS ${BENCH_DB_NAME} WITH (FORCE)`);
  await admin(adminUrl, `CREATE DATABASE ${BENCH_DB_NAME}`);
  const benchUrl = new URL(databaseUrl);
  benchUrl.pathname = `/${BENCH_DB_NAME}`;
  const database = await openDatabase({ databaseUrl: benchUrl.toString() });
  const [v] = await rows<{ version: string }>(database.db.execute(sql`SELECT current_setting('server_version') AS version`));
  return {
    database,
    label: `PostgreSQL ${v.version} at ${benchUrl.host}/${BENCH_DB_NAME} (node-postgres pool)`,
    close: async () => {
      await database.close();
      await admin(adminUrl, `DROP DATABASE IF EXISTS ${BENCH_DB_NAME} WITH (FORCE)`);
    },
  };
}
