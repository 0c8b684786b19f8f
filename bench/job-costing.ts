import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { rows } from '../server/db/sql-fragments';
import type { LoadResult } from './load-types';

/** An uncached endpoint measured alone against its p99 target. */
export type Solo = { endpoint: string; note: string; result: LoadResult; p99TargetMs: number };

export type SoloSpec = { path: string; note: string; p99TargetMs: number };

/**
 * The job-costing endpoints of the bench (issue: p99 < 20 ms each on PGlite): the expense list's first page,
 * filtered searches and the tiles, and the cost tracking panel of the busiest active project.
 */
export async function jobCostingSpecs(db: Db): Promise<SoloSpec[]> {
  const [busiest] = await rows<{ id: number; n: number }>(
    db.execute(sql`SELECT p.id, count(e.id)::int AS n FROM projects p JOIN expenses e ON e.project_id = p.id
      WHERE p.is_active GROUP BY p.id ORDER BY count(e.id) DESC LIMIT 1`),
  );
  return [
    { path: '/api/expenses?limit=50', note: 'first page, newest first', p99TargetMs: 20 },
    { path: '/api/expenses?limit=50&search=rebar', note: 'search on description', p99TargetMs: 20 },
    { path: '/api/expenses?limit=50&search=lanai&category=material', note: 'search on project name + category', p99TargetMs: 20 },
    { path: '/api/expenses/summary?search=rebar', note: 'tiles over a search', p99TargetMs: 20 },
    { path: '/api/expenses/summary', note: 'tiles over all 200,000 (for information)', p99TargetMs: Number.POSITIVE_INFINITY },
    { path: `/api/projects/${busiest.id}/cost-summary`, note: `busiest active project (${busiest.n} expenses)`, p99TargetMs: 20 },
    { path: `/api/projects/${busiest.id}/status-analysis`, note: 'same project', p99TargetMs: 20 },
  ];
}

const ms = (n: number) => n.toFixed(2);

/** Targets a solo run missed, as sentences. */
export function soloMisses(s: Solo): string[] {
  const out: string[] = [];
  if (!(s.result.p99 < s.p99TargetMs)) out.push(`${s.endpoint}: p99 ${ms(s.result.p99)} ms, target < ${s.p99TargetMs} ms`);
  if (s.result.non2xx || s.result.errors || s.result.timeouts) out.push(`${s.endpoint}: ${s.result.non2xx} non-2xx, ${s.result.errors} errors, ${s.result.timeouts} timeouts`);
  return out;
}

/** Markdown table of the uncached endpoints. */
export function soloTable(solos: Solo[]): string {
  const lines = ['| endpoint (uncached) | p50 ms | p99 ms | req/s | target | pass/fail | note |', '|---|---:|---:|---:|---|---|---|'];
  for (const s of solos) {
    const target = Number.isFinite(s.p99TargetMs) ? `p99 < ${s.p99TargetMs} ms` : '—';
    lines.push(`| GET ${s.endpoint} | ${ms(s.result.p50)} | ${ms(s.result.p99)} | ${Math.round(s.result.requestsPerSecond).toLocaleString('en-US')} | ${target} | ${soloMisses(s).length ? 'FAIL' : 'pass'} | ${s.note} |`);
  }
  return lines.join('\n');
}
