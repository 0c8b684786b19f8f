import { sql } from 'drizzle-orm';
import type { Reconciliation } from '../domain/reconciliation';
import type { Db } from '../server/db/client';
import { rows } from '../server/db/sql-fragments';
import type { LoadResult, LoadSpec } from './load-types';
import { measureLoad } from './measure';

/** POST /api/expenses p99 target (issue 11, PGlite). */
export const EXPENSE_WRITE_P99_MS = 15;

/**
 * Calls GET /api/system/reconciliation and says what it found: one line, plus the first differences when
 * there are any (the caller counts those as a missed target).
 */
export async function checkBooks(baseUrl: string, when: string): Promise<{ line: string; misses: string[] }> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/system/reconciliation`);
  if (res.status !== 200)
    return { line: `Reconciliation ${when}: HTTP ${res.status}`, misses: [`reconciliation ${when}: HTTP ${res.status}`] };
  const r = (await res.json()) as Reconciliation;
  const took = `${(performance.now() - started).toFixed(0)} ms`;
  if (r.differences.length === 0) {
    return {
      line: `Reconciliation ${when}: ${r.projects} projects, ${r.payrollWeeks} payroll weeks, no differences (${took})`,
      misses: [],
    };
  }
  const shown = r.differences
    .slice(0, 5)
    .map((d) => `  ${d.kind} ${d.id} ${d.label}: stored ${d.stored}, expected ${d.expected}`)
    .join('\n');
  return {
    line: `Reconciliation ${when}: ${r.differences.length} DIFFERENCES in ${r.projects} projects (${took})\n${shown}`,
    misses: [`reconciliation ${when}: ${r.differences.length} differences`],
  };
}

/**
 * The requests of the write load: new expenses on the 50 busiest active projects (amounts vary by request), so every
 * write runs the cost-total trigger on a project with hundreds of rows. Read before the bench hands its database over.
 */
export async function expenseWriteRequests(db: Db, today: string): Promise<NonNullable<LoadSpec['requests']>> {
  const projects = await rows<{ id: number }>(
    db.execute(sql`SELECT p.id FROM projects p WHERE p.is_active
      ORDER BY (SELECT count(*) FROM expenses e WHERE e.project_id = p.id) DESC, p.id LIMIT 50`),
  );
  return Array.from({ length: 200 }, (_, i) => ({
    method: 'POST' as const,
    path: '/api/expenses',
    body: JSON.stringify({
      projectId: projects[i % projects.length].id,
      category: i % 3 === 0 ? 'gas' : 'material',
      description: `Bench delivery ${i}`,
      amount: (1000 + 37 * i) / 100,
      date: today,
    }),
  }));
}

/** POST /api/expenses under load, each connection cycling through the requests. */
export function measureExpenseWrites(
  baseUrl: string,
  requests: NonNullable<LoadSpec['requests']>,
  load: Pick<LoadSpec, 'connections' | 'durationSeconds' | 'warmupSeconds'>,
): Promise<LoadResult> {
  return measureLoad({ url: baseUrl, ...load, requests });
}

const ms = (n: number) => n.toFixed(2);

/** Markdown row block for the write load, and its misses. */
export function expenseWriteTable(r: LoadResult, connections: number): { table: string; misses: string[] } {
  const misses: string[] = [];
  if (!(r.p99 < EXPENSE_WRITE_P99_MS)) misses.push(`POST /api/expenses: p99 ${ms(r.p99)} ms, target < ${EXPENSE_WRITE_P99_MS} ms`);
  if (r.non2xx || r.errors || r.timeouts)
    misses.push(`POST /api/expenses: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  const table = [
    '| write | p50 ms | p99 ms | req/s | writes | target | pass/fail | note |',
    '|---|---:|---:|---:|---:|---|---|---|',
    `| POST /api/expenses | ${ms(r.p50)} | ${ms(r.p99)} | ${Math.round(r.requestsPerSecond).toLocaleString('en-US')} | ${r.requests.toLocaleString('en-US')} | p99 < ${EXPENSE_WRITE_P99_MS} ms | ${misses.length ? 'FAIL' : 'pass'} | ${connections} connections, 50 busiest active projects, totals kept by the trigger |`,
  ].join('\n');
  return { table, misses };
}
