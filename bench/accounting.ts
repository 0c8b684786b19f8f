/**
 * The accounting section of `npm run bench` (issue 13), also runnable alone: `npm run bench:accounting`
 * (`tsx bench/accounting.ts`: fresh dataset, then only this section). On the bench dataset's busiest year:
 * GET /api/accounting/overview's cache-miss cost (SQL + formulas + schema + JSON, median of 20; target < 60 ms),
 * its p99 under load through the response cache (target < 60 ms), and the time to build and download the
 * accountant's pack of that year from the server as npm start runs it (target < 5 s; also timed in the bench's own
 * process, from the sources under tsx, for comparison).
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { DEFAULT_TAX_RATE } from '../domain/accounting-tax';
import { accountingApi } from '../domain/api/accounting';
import { ensureClientBuild } from '../scripts/client-build.mjs';
import { ensureServerBuild } from '../scripts/server-build.mjs';
import { buildApp } from '../server/app';
import type { Db } from '../server/db/client';
import { rows } from '../server/db/sql-fragments';
import { accountingOverview } from '../server/features/accounting/service';
import { openBenchDatabase } from './database';
import { generateDataset } from './generate';
import type { SoloSpec } from './job-costing';
import { measureLoad, timeQuery } from './measure';
import { freePort, startServerProcess } from './server-process';
import type { SqlCost } from './sql-costs';

export const OVERVIEW_MISS_TARGET_MS = 60;
export const PACK_TARGET_MS = 5000;

/** The year with the most expenses and work records: the busiest for the overview and the pack. */
export async function busiestYear(db: Db): Promise<{ year: number; expenses: number; workRecords: number }> {
  const [row] = await rows<{ year: number; expenses: number; workRecords: number }>(
    db.execute(sql`SELECT y.year, coalesce(e.n, 0)::int AS expenses, coalesce(t.n, 0)::int AS "workRecords"
      FROM (SELECT extract(year FROM date)::int AS year, count(*) AS n FROM expenses GROUP BY 1) e
        FULL JOIN (SELECT extract(year FROM date)::int AS year, count(*) AS n FROM time_entries GROUP BY 1) t USING (year)
        CROSS JOIN LATERAL (SELECT coalesce(e.year, t.year) AS year) y
      ORDER BY coalesce(e.n, 0) + coalesce(t.n, 0) DESC, y.year DESC LIMIT 1`),
  );
  return row;
}

/** The overview of the busiest year under load (served from the response cache after the first request). */
export function accountingSpecs(year: number): SoloSpec[] {
  return [{ path: `/api/accounting/overview?year=${year}`, note: `busiest year ${year}`, p99TargetMs: OVERVIEW_MISS_TARGET_MS }];
}

/** Cache-miss cost of the overview: what the route computes on a miss (SQL, formulas, schema check, JSON). */
export async function accountingSqlCosts(db: Db, year: number): Promise<SqlCost[]> {
  const miss = async () => JSON.stringify(accountingApi.overview.response.parse(await accountingOverview(db, year, DEFAULT_TAX_RATE)));
  return [
    {
      name: 'accountingOverview (cache miss)',
      note: `year ${year}: 4 statements + formulas + schema + JSON`,
      timing: await timeQuery(miss),
    },
  ];
}

/**
 * One download of the pack. `where`: 'server' is the server as npm start runs it (the built bundle, its own
 * process: what a user waits for, and what the target is for); 'bench' is the bench's own process running the
 * TypeScript sources under tsx, where each worker thread first loads tsx and compiles its modules (some 2 s).
 */
export type PackTiming = { year: number; ms: number; bytes: number; entries: number; where: 'server' | 'bench' };

/** Downloads the accountant's pack of a year through the server, whole, and times it. */
export async function measurePack(baseUrl: string, year: number, where: PackTiming['where']): Promise<PackTiming> {
  const t = performance.now();
  const res = await fetch(`${baseUrl}/api/accounting/pack?year=${year}`);
  if (res.status !== 200) throw new Error(`GET /api/accounting/pack answered ${res.status}: ${await res.text()}`);
  const zip = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - t;
  // Entries of the zip: the end-of-central-directory record holds their count.
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  return { year, ms, bytes: zip.length, entries: eocd >= 0 ? zip.readUInt16LE(eocd + 10) : -1, where };
}

const ms2 = (n: number) => n.toFixed(2);

/** Targets the accounting section missed, as sentences. */
export function accountingMisses(costs: SqlCost[], packs: PackTiming[]): string[] {
  const out: string[] = [];
  for (const c of costs) {
    if (!(c.timing.median < OVERVIEW_MISS_TARGET_MS))
      out.push(`${c.name}: median ${ms2(c.timing.median)} ms, target < ${OVERVIEW_MISS_TARGET_MS} ms`);
  }
  for (const pack of packs)
    if (pack.where === 'server' && !(pack.ms < PACK_TARGET_MS))
      out.push(`accountant's pack ${pack.year} (server process): ${(pack.ms / 1000).toFixed(2)} s, target < 5 s`);
  return out;
}

/** Markdown table of the pack's build time. */
export function packTable(packs: PackTiming[]): string {
  const where = { server: 'server process (npm start, built)', bench: "bench's process (sources under tsx)" };
  return [
    "| accountant's pack (GET /api/accounting/pack, downloaded whole) | seconds | size | zip entries | target | pass/fail |",
    '|---|---:|---:|---:|---|---|',
    ...packs.map(
      (pack) =>
        `| busiest year ${pack.year}, ${where[pack.where]} | ${(pack.ms / 1000).toFixed(2)} | ${(pack.bytes / 1024 / 1024).toFixed(2)} MB | ${pack.entries} | ${pack.where === 'server' ? '< 5 s' : '(none)'} | ${pack.where === 'bench' ? '—' : pack.ms < PACK_TARGET_MS ? 'pass' : 'FAIL'} |`,
    ),
  ].join('\n');
}

/** The pack downloaded from the server as npm start runs it, on the bench database (released by the bench first). */
export async function measurePackOnServer(env: Record<string, string>, year: number): Promise<PackTiming> {
  ensureClientBuild({ quiet: true });
  await ensureServerBuild({ quiet: true });
  const server = await startServerProcess({ port: await freePort(), env });
  try {
    return await measurePack(server.url, year, 'server');
  } finally {
    await server.stop();
  }
}

async function main() {
  const bench = await openBenchDatabase(process.env.BENCH_DATABASE_URL || undefined);
  try {
    console.log(
      `# Accounting — ${bench.label}; load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    const gen = await generateDataset(bench.database.db);
    console.log(`Dataset: ${gen.counts.projects} projects in ${(gen.totalMs / 1000).toFixed(1)} s`);
    const db = bench.database.db;
    const busy = await busiestYear(db);
    console.log(`Busiest year ${busy.year}: ${busy.expenses} expenses, ${busy.workRecords} work records`);
    const [cost] = await accountingSqlCosts(db, busy.year);
    console.log(
      `Cache miss: median ${ms2(cost.timing.median)} ms (min ${ms2(cost.timing.min)}, max ${ms2(cost.timing.max)}), target < 60 ms`,
    );

    const app = await buildApp({ database: bench.database, logLevel: 'silent', autoChecks: false });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    for (const spec of accountingSpecs(busy.year)) {
      const r = await measureLoad({ url: url + spec.path, connections: 16, durationSeconds: 10, warmupSeconds: 1 });
      console.log(
        `${spec.path}: p50 ${ms2(r.p50)} ms, p99 ${ms2(r.p99)} ms, ${Math.round(r.requestsPerSecond)} req/s, non-2xx ${r.non2xx}`,
      );
    }
    const inBench = await measurePack(url, busy.year, 'bench');
    await app.close();
    await bench.release();
    const packs = [await measurePackOnServer(bench.serverEnv, busy.year), inBench];
    console.log(packTable(packs));
    const missed = accountingMisses([cost], packs);
    console.log(missed.length === 0 ? 'All accounting targets met.' : `MISSED: ${missed.join('; ')}`);
  } finally {
    await bench.close();
  }
}

if (process.argv[1]?.endsWith('accounting.ts')) await main();
