import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { addDays, todayIso } from '../domain/dates';
import type { Db } from '../server/db/client';
import { rows } from '../server/db/sql-fragments';
import type { MixedResult, MixedSpec } from './mixed-types';

/** Targets of the mixed load (issue 12), on PGlite. */
export const MIXED_TARGETS = { p99Ms: 50, requestsPerSecond: 1_000 };

/**
 * The mixed load's requests, minus the server URL: reads across the screens people keep open (active project
 * list, dashboard, the Expenses page's list and tiles, the current payroll week) and writes that land where
 * those screens look (new expenses and work records on active projects, dated this payroll week).
 */
export async function mixedLoadInputs(db: Db): Promise<Omit<MixedSpec, 'baseUrl' | 'connections' | 'durationSeconds' | 'warmupSeconds'>> {
  const today = todayIso();
  const sunday = addDays(today, -new Date(`${today}T00:00:00Z`).getUTCDay());
  const dates = Array.from({ length: 7 }, (_, i) => addDays(sunday, i)).filter((d) => d <= today);
  const projects = await rows<{ id: number }>(db.execute(sql`SELECT id FROM projects WHERE is_active ORDER BY id`));
  const employees = await rows<{ id: number }>(db.execute(sql`SELECT id FROM employees WHERE active ORDER BY id`));
  return {
    reads: [
      '/api/projects?active=true',
      '/api/dashboard/stats',
      '/api/expenses?limit=50',
      '/api/expenses/summary',
      `/api/payroll/weekly?week=${sunday}`,
    ],
    writeShare: 0.1,
    projectIds: projects.map((p) => p.id),
    employeeIds: employees.map((e) => e.id),
    dates,
    seed: 12,
  };
}

const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./mixed-load-worker.ts', import.meta.url).href)}); })`;

/** Warm-up then a timed mixed run, in a worker thread (see mixed-load-worker.ts). */
export function measureMixedLoad(spec: MixedSpec): Promise<MixedResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, { eval: true, workerData: spec });
    let result: MixedResult | undefined;
    worker.once('message', (msg: MixedResult) => (result = msg));
    worker.once('error', reject);
    worker.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`mixed load worker exited with code ${code} and no result`)),
    );
  });
}

const ms = (n: number) => n.toFixed(2);
const int = (n: number) => Math.round(n).toLocaleString('en-US');

/** Which mixed-load targets were missed, as sentences. */
export function mixedMisses(r: MixedResult): string[] {
  const out: string[] = [];
  if (!(r.p99 < MIXED_TARGETS.p99Ms)) out.push(`mixed load: p99 ${ms(r.p99)} ms, target < ${MIXED_TARGETS.p99Ms} ms`);
  if (!(r.requestsPerSecond >= MIXED_TARGETS.requestsPerSecond))
    out.push(`mixed load: ${int(r.requestsPerSecond)} req/s, target ≥ ${int(MIXED_TARGETS.requestsPerSecond)}`);
  if (r.errors || r.timeouts || r.non2xx) out.push(`mixed load: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx`);
  return out;
}

/** The mixed-load table: all requests, reads, writes, then each kind. */
export function mixedTable(r: MixedResult): string {
  const lines = ['| requests | count | p50 ms | p99 ms | non-2xx |', '|---|---:|---:|---:|---:|'];
  lines.push(`| all (${int(r.requestsPerSecond)} req/s) | ${int(r.requests)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.non2xx} |`);
  lines.push(`| reads | ${int(r.reads.requests)} | ${ms(r.reads.p50)} | ${ms(r.reads.p99)} | ${r.reads.non2xx} |`);
  lines.push(`| writes | ${int(r.writes.requests)} | ${ms(r.writes.p50)} | ${ms(r.writes.p99)} | ${r.writes.non2xx} |`);
  for (const [kind, k] of Object.entries(r.byKind).sort()) {
    lines.push(`| ${kind} | ${int(k.requests)} | ${ms(k.p50)} | ${ms(k.p99)} | ${k.non2xx} |`);
  }
  return lines.join('\n');
}
