import type { LoadResult } from './load-types';
import type { SqlCost } from './sql-costs';

/** A real endpoint, its bare reference, and its targets (docs/product/rules.md / brief). */
export type Comparison = { endpoint: string; bareLabel: string; real: LoadResult; bare: LoadResult; p99TargetMs: number };

export const MIN_RATIO = 0.5;

const ms = (n: number) => n.toFixed(2);
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const pct = (n: number) => `${(n * 100).toFixed(1)} %`;

/** Failures that make a row's numbers meaningless (errors, timeouts, non-2xx answers). */
function faults(r: LoadResult): string[] {
  const out: string[] = [];
  if (r.errors) out.push(`${r.errors} errors`);
  if (r.timeouts) out.push(`${r.timeouts} timeouts`);
  if (r.non2xx) out.push(`${r.non2xx} non-2xx`);
  return out;
}

/** Which targets a comparison missed, as sentences; empty when it passed. */
export function misses(c: Comparison): string[] {
  const ratio = c.real.requestsPerSecond / c.bare.requestsPerSecond;
  const out: string[] = [];
  if (!(c.real.p99 < c.p99TargetMs)) out.push(`${c.endpoint}: p99 ${ms(c.real.p99)} ms, target < ${c.p99TargetMs} ms`);
  if (!(ratio >= MIN_RATIO)) out.push(`${c.endpoint}: ${pct(ratio)} of bare req/s, target ≥ ${pct(MIN_RATIO)}`);
  for (const f of [...faults(c.real), ...faults(c.bare)]) out.push(`${c.endpoint}: ${f}`);
  return out;
}

/** The Markdown result table: each real endpoint followed by its bare reference. */
export function loadTable(comparisons: Comparison[]): string {
  const lines = ['| endpoint | p50 ms | p99 ms | req/s | ratio to bare | target | pass/fail |', '|---|---:|---:|---:|---:|---|---|'];
  for (const c of comparisons) {
    const ratio = c.real.requestsPerSecond / c.bare.requestsPerSecond;
    const verdict = misses(c).length === 0 ? 'pass' : 'FAIL';
    lines.push(
      `| real ${c.endpoint} | ${ms(c.real.p50)} | ${ms(c.real.p99)} | ${int(c.real.requestsPerSecond)} | ${pct(ratio)} | p99 < ${c.p99TargetMs} ms, ratio ≥ ${pct(MIN_RATIO)} | ${verdict} |`,
      `| ${c.bareLabel} | ${ms(c.bare.p50)} | ${ms(c.bare.p99)} | ${int(c.bare.requestsPerSecond)} | (reference) | — | — |`,
    );
  }
  return lines.join('\n');
}

/** The uncached SQL cost table. */
export function sqlTable(costs: SqlCost[]): string {
  const lines = [
    '| query (direct on the database, no HTTP) | median ms | min ms | max ms | runs | note |',
    '|---|---:|---:|---:|---:|---|',
  ];
  for (const c of costs) {
    lines.push(`| ${c.name} | ${ms(c.timing.median)} | ${ms(c.timing.min)} | ${ms(c.timing.max)} | ${c.timing.runs} | ${c.note} |`);
  }
  return lines.join('\n');
}
