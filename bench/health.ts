/**
 * Project health (issue 14) in `npm run bench`: GET /api/projects/health-metrics and GET /api/dashboard/health-summary
 * for the 150 active bench projects. Cache-miss cost (query + formulas + schema + JSON, median of 20) target
 * < 30 ms; under load (16 connections, through the response cache) p99 < 20 ms.
 */
import { healthApi } from '../domain/api/health';
import { todayIso } from '../domain/dates';
import type { Db } from '../server/db/client';
import { healthMetricsList, healthSummaryOf, ReadingsOfToday } from '../server/features/health/service';
import type { SoloSpec } from './job-costing';
import { timeQuery } from './measure';
import type { SqlCost } from './sql-costs';

export const HEALTH_MISS_TARGET_MS = 30;

export const healthSpecs: SoloSpec[] = [
  { path: '/api/projects/health-metrics', note: 'every active project, with trends', p99TargetMs: 20 },
  { path: '/api/dashboard/health-summary', note: 'portfolio summary, alerts, risks', p99TargetMs: 20 },
];

/** Cache-miss cost of the two health answers (today's readings already stored, as after the day's first request). */
export async function healthSqlCosts(db: Db): Promise<SqlCost[]> {
  const today = todayIso();
  const readings = new ReadingsOfToday();
  await readings.ensure(db, today);
  return [
    {
      name: 'healthMetricsList',
      note: 'active projects + readings, JSON as the route sends it',
      timing: await timeQuery(async () => JSON.stringify(healthApi.metrics.response.parse(await healthMetricsList(db, readings, today)))),
    },
    {
      name: 'healthSummaryOf',
      note: 'portfolio summary, JSON as the route sends it',
      timing: await timeQuery(async () => JSON.stringify(healthApi.summary.response.parse(await healthSummaryOf(db, readings, today)))),
    },
  ];
}

/** Targets the health section missed, as sentences. */
export function healthMisses(costs: SqlCost[]): string[] {
  return costs
    .filter((c) => !(c.timing.median < HEALTH_MISS_TARGET_MS))
    .map((c) => `${c.name}: median ${c.timing.median.toFixed(2)} ms, target < ${HEALTH_MISS_TARGET_MS} ms`);
}
