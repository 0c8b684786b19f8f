import { todayIso } from '../domain/dates';
import { builtInEngine } from '../server/adapters/ai';
import type { Db } from '../server/db/client';
import { dashboardInsightsOf } from '../server/features/analyzer/service';
import type { SoloSpec } from './job-costing';
import { timeQuery } from './measure';
import type { SqlCost } from './sql-costs';

/** The AI Project Analyzer's dashboard insights with the built-in engine (issue 15: p99 < 50 ms). */
export const analyzerSpecs: SoloSpec[] = [
  { path: '/api/ai/dashboard-insights', note: 'built-in engine, every active project', p99TargetMs: 50 },
];

/** Cache-miss cost of the dashboard insights: one statement over the active projects plus the built-in engine. */
export async function analyzerSqlCosts(db: Db): Promise<SqlCost[]> {
  const today = todayIso();
  return [
    {
      name: 'dashboardInsightsOf',
      note: 'active projects, built-in engine',
      timing: await timeQuery(() => dashboardInsightsOf(db, builtInEngine, today)),
    },
  ];
}
