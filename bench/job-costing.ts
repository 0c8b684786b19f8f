import { sql } from 'drizzle-orm';
import { todayIso } from '../domain/dates';
import type { Db } from '../server/db/client';
import { rows } from '../server/db/sql-fragments';
import { costSummary, statusAnalysis } from '../server/features/cost-tracking/service';
import { expenseSummary, listExpenses } from '../server/features/expenses/service';
import { companyJobCost } from '../server/features/job-cost/report';
import { jobCost } from '../server/features/job-cost/service';
import { weeklyPayroll } from '../server/features/payroll/service';
import type { LoadResult } from './load-types';
import { timeQuery } from './measure';
import type { SqlCost } from './sql-costs';

/** An endpoint measured alone against its p99 target. */
export type Solo = { endpoint: string; note: string; result: LoadResult; p99TargetMs: number };

export type SoloSpec = { path: string; note: string; p99TargetMs: number };

/** Issue 42: the job cost screen of the busiest active project on a cache miss (jobCost straight on the database). */
export const JOB_COST_MISS_TARGET_MS = 50;

/** Issue 42 scope 7: the company job cost by cost code of the active projects on a cache miss, p99 of 100 runs. */
export const COMPANY_JOB_COST_P99_TARGET_MS = 100;
const COMPANY_JOB_COST_NAME = 'company job cost by cost code (uncached)';
const COMPANY_JOB_COST_RUNS = 100;

/** Times fn like timeQuery, over `runs` runs, and also answers the p99 (the 99th percentile by nearest rank). */
async function timeWithP99(fn: () => Promise<unknown>, runs: number) {
  for (let i = 0; i < 3; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const mid = times.length >> 1;
  const median = times.length % 2 ? times[mid] : (times[mid - 1] + times[mid]) / 2;
  const p99 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)];
  return { timing: { median, min: times[0], max: times[times.length - 1], runs }, p99 };
}

/**
 * The job-costing endpoints of the bench (issue: p99 < 20 ms each on PGlite): the expense list's first page,
 * filtered searches and the tiles, the cost tracking panel and the job cost screen (issue 42) of the busiest active
 * project.
 */
export async function jobCostingSpecs(db: Db): Promise<{ projectId: number; week: string; specs: SoloSpec[] }> {
  const [busiest] = await rows<{ id: number; n: number }>(
    db.execute(sql`SELECT p.id, count(e.id)::int AS n FROM projects p JOIN expenses e ON e.project_id = p.id
      WHERE p.is_active GROUP BY p.id ORDER BY count(e.id) DESC LIMIT 1`),
  );
  const [busyWeek] = await rows<{ week: string; n: number }>(
    db.execute(sql`SELECT (date - extract(dow FROM date)::int)::text AS week, count(*)::int AS n FROM time_entries
      GROUP BY 1 ORDER BY 2 DESC, 1 DESC LIMIT 1`),
  );
  const specs = [
    { path: '/api/expenses?limit=50', note: 'first page, newest first', p99TargetMs: 20 },
    { path: '/api/expenses?limit=50&search=rebar', note: 'search on description', p99TargetMs: 20 },
    { path: '/api/expenses?limit=50&search=lanai&category=material', note: 'search on project name + category', p99TargetMs: 20 },
    { path: '/api/expenses/summary?search=rebar', note: 'tiles over a search', p99TargetMs: 20 },
    { path: '/api/expenses/summary', note: 'tiles over all 200,000 (for information)', p99TargetMs: Number.POSITIVE_INFINITY },
    { path: `/api/projects/${busiest.id}/cost-summary`, note: `busiest active project (${busiest.n} expenses)`, p99TargetMs: 20 },
    { path: `/api/projects/${busiest.id}/status-analysis`, note: 'same project', p99TargetMs: 20 },
    { path: `/api/projects/${busiest.id}/job-cost`, note: 'same project: job cost by cost code (issue 42)', p99TargetMs: 20 },
    {
      path: `/api/payroll/weekly?week=${busyWeek.week}`,
      note: `busiest payroll week (${busyWeek.n} work records, 300 employees)`,
      p99TargetMs: 10,
    },
  ];
  return { projectId: busiest.id, week: busyWeek.week, specs };
}

const ms = (n: number) => n.toFixed(2);

/** What each job-costing endpoint costs on a cache miss, straight on the database (median of 20 runs). */
export async function jobCostingSqlCosts(db: Db, projectId: number, week: string): Promise<SqlCost[]> {
  const page = { limit: 50, offset: 0, search: undefined, category: undefined, projectId: undefined };
  const today = todayIso();
  const cases: [string, string, () => Promise<unknown>][] = [
    ['listExpenses first page', '50 rows, newest first', () => listExpenses(db, { ...page })],
    ['listExpenses search=rebar', 'description search', () => listExpenses(db, { ...page, search: 'rebar' })],
    [
      'listExpenses search=lanai, material',
      'project-name search + category',
      () => listExpenses(db, { ...page, search: 'lanai', category: 'material' }),
    ],
    ['expenseSummary search=rebar', 'tiles over a search', () => expenseSummary(db, { ...page, search: 'rebar' })],
    ['expenseSummary (all)', 'tiles over 200,000 rows', () => expenseSummary(db, page)],
    ['costSummary', `project ${projectId}`, () => costSummary(db, projectId)],
    ['statusAnalysis', `project ${projectId}`, () => statusAnalysis(db, projectId, today)],
    ['weeklyPayroll', `week of ${week}`, () => weeklyPayroll(db, week)],
    [JOB_COST_NAME, `project ${projectId}, target < ${JOB_COST_MISS_TARGET_MS} ms`, () => jobCost(db, projectId)],
  ];
  const out: SqlCost[] = [];
  for (const [name, note, fn] of cases) out.push({ name, note, timing: await timeQuery(fn) });
  // The Reports page's company job cost (issue 42 scope 7): the one job cost statement over the active projects and
  // the sums by code, as GET /api/reports/job-cost builds it on a cache miss (schema check and JSON left out).
  const company = await timeWithP99(() => companyJobCost(db, 'active'), COMPANY_JOB_COST_RUNS);
  out.push({
    name: COMPANY_JOB_COST_NAME,
    note: `active projects, p99 ${ms(company.p99)} ms of ${COMPANY_JOB_COST_RUNS} runs, target p99 < ${COMPANY_JOB_COST_P99_TARGET_MS} ms`,
    timing: company.timing,
    p99: company.p99,
  });
  return out;
}

const JOB_COST_NAME = 'jobCost (job cost screen)';

/** The cache-miss targets of the job-costing SQL costs (the job cost screen's, the company job cost's), as sentences. */
export function jobCostingSqlMisses(costs: SqlCost[]): string[] {
  const misses = costs
    .filter((c) => c.name === JOB_COST_NAME && !(c.timing.median < JOB_COST_MISS_TARGET_MS))
    .map((c) => `${c.name}: median ${ms(c.timing.median)} ms on a cache miss, target < ${JOB_COST_MISS_TARGET_MS} ms`);
  for (const c of costs)
    if (c.name === COMPANY_JOB_COST_NAME && !((c.p99 ?? Number.NaN) < COMPANY_JOB_COST_P99_TARGET_MS))
      misses.push(`${c.name}: p99 ${ms(c.p99 ?? Number.NaN)} ms, target < ${COMPANY_JOB_COST_P99_TARGET_MS} ms`);
  return misses;
}

/** Targets a solo run missed, as sentences. */
export function soloMisses(s: Solo): string[] {
  const out: string[] = [];
  if (!(s.result.p99 < s.p99TargetMs)) out.push(`${s.endpoint}: p99 ${ms(s.result.p99)} ms, target < ${s.p99TargetMs} ms`);
  if (s.result.non2xx || s.result.errors || s.result.timeouts)
    out.push(`${s.endpoint}: ${s.result.non2xx} non-2xx, ${s.result.errors} errors, ${s.result.timeouts} timeouts`);
  return out;
}

/** Markdown table of the uncached endpoints. */
export function soloTable(solos: Solo[]): string {
  const lines = [
    '| endpoint (served through the response cache) | p50 ms | p99 ms | req/s | target | pass/fail | note |',
    '|---|---:|---:|---:|---|---|---|',
  ];
  for (const s of solos) {
    const target = Number.isFinite(s.p99TargetMs) ? `p99 < ${s.p99TargetMs} ms` : '—';
    lines.push(
      `| GET ${s.endpoint} | ${ms(s.result.p50)} | ${ms(s.result.p99)} | ${Math.round(s.result.requestsPerSecond).toLocaleString('en-US')} | ${target} | ${soloMisses(s).length ? 'FAIL' : 'pass'} | ${s.note} |`,
    );
  }
  return lines.join('\n');
}
