import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

// numeric → string (exact); date → 'YYYY-MM-DD' string; bigint counts → number. Set once for node-postgres.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

/** Any Drizzle handle over our schema: the database itself or a transaction, on PGlite or PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite stored under dataDir
 * (or in memory when dataDir is 'memory://'). Applies the committed migrations before returning.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dir = opts.dataDir ?? 'memory://';
  let client: PGlite;
  if (dir.startsWith('memory://')) {
    client = new PGlite();
  } else {
    const dbDir = path.join(dir, 'pglite');
    fs.mkdirSync(dbDir, { recursive: true });
    client = new PGlite(dbDir);
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}
