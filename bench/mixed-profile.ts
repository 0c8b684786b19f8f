/**
 * npm run bench:profile — where the database time of the mixed load goes: the mixed load of `npm run bench`
 * against the built server on the database the last full bench left in bench/data (embedded PostgreSQL, started
 * with pg_stat_statements), then the statements that took the most time in total, with their calls and mean.
 * BENCH_MIXED_DURATION (s, default 20), BENCH_CONNECTIONS (default 16), BENCH_PROFILE_TOP (default 20).
 */
import fs from 'node:fs';
import pg from 'pg';
import { ensureClientBuild } from '../scripts/client-build.mjs';
import { ensureServerBuild } from '../scripts/server-build.mjs';
import { openDatabase } from '../server/db/client';
import { embeddedUrl } from '../server/db/embedded-postgres';
import { PGLITE_DIR } from './database';
import { measureMixedLoad, mixedLoadInputs, mixedTable } from './mixed-load';
import { freePort, startServerProcess } from './server-process';

const seconds = Number(process.env.BENCH_MIXED_DURATION ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const top = Number(process.env.BENCH_PROFILE_TOP ?? 20);

async function main(): Promise<void> {
  if (!fs.existsSync(PGLITE_DIR)) throw new Error('bench/data is empty: run `npm run bench` once first');
  ensureClientBuild({ quiet: true });
  await ensureServerBuild({ quiet: true });
  const db = await openDatabase({ dataDir: PGLITE_DIR });
  if (db.kind !== 'postgres') throw new Error('bench:profile reads pg_stat_statements of the embedded PostgreSQL');
  const inputs = await mixedLoadInputs(db.db);
  await db.close();
  const server = await startServerProcess({
    port: await freePort(),
    env: { DATA_DIR: PGLITE_DIR, PLUMBLINE_PG_STAT_STATEMENTS: '1' },
  });
  const client = new pg.Client({ connectionString: embeddedUrl(PGLITE_DIR) });
  try {
    await client.connect();
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await client.query('SELECT pg_stat_statements_reset()');
    const r = await measureMixedLoad({ ...inputs, baseUrl: server.url, connections, durationSeconds: seconds, warmupSeconds: 0 });
    console.log(`# Mixed load, ${connections} connections, ${seconds} s: where the database time goes\n`);
    console.log(mixedTable(r));
    const found = await client.query(
      `SELECT calls, total_exec_time AS total, mean_exec_time AS mean, left(regexp_replace(query, '\\s+', ' ', 'g'), 140) AS q
       FROM pg_stat_statements WHERE query NOT LIKE '%pg_stat_statements%' ORDER BY total_exec_time DESC LIMIT $1`,
      [top],
    );
    console.log('\n| calls | total ms | mean ms | statement |\n|---:|---:|---:|---|');
    for (const s of found.rows)
      console.log(`| ${s.calls} | ${Math.round(s.total)} | ${Number(s.mean).toFixed(2)} | \`${s.q.replaceAll('|', '\\|')}\` |`);
  } finally {
    await client.end().catch(() => {});
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
