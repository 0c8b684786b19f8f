import { type HealthMetrics, healthLabel } from './health';
import type { HealthSummary } from './health-schemas';
import { formatUsd } from './money';
import type { Projection } from './projection';
import { type UnpricedWork, unpricedTotals } from './unpriced-work';

/** One active project's health today, with the money behind it (cents). */
export type ProjectHealthRow = {
  projectId: number;
  name: string;
  budgetCents: number;
  spentCents: number;
  /** What the plan says should be spent by today: budget × share of planned days run (capped at 1); spent when there is no plan. */
  expectedCents: number;
  profitMargin: number;
  metrics: HealthMetrics;
  /** The one projection (domain/projection.ts): budget health, risk and completion above are read from it. */
  projection: Projection;
} & UnpricedWork;

/** A stored daily reading (table health_readings) of one project. */
export type HealthReading = {
  projectId: number;
  overallHealth: number;
  budgetHealth: number;
  timelineHealth: number;
  qualityScore: number;
  completionPercentage: number;
  timelineOverrun: number;
  spentCents: number;
  expectedCents: number;
};

/** Money as everywhere else: currency with two decimals (domain/money formatUsd). */
const usd = { format: formatUsd };
/** Whole dollars of a cent amount, for sentences. */
export const dollars = (c: number) => usd.format(c / 100);
const round1 = (n: number) => Math.round(n * 10) / 10;
const avg = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);

/** Spending pace: over when actual exceeds the plan by more than 10 %, under when below it by more than 10 %. */
export function costTrendOf(spentCents: number, expectedCents: number): HealthSummary['costTrend'] {
  if (expectedCents <= 0) return spentCents > 0 ? 'over_budget' : spentCents < 0 ? 'under_budget' : 'on_budget';
  const ratio = spentCents / expectedCents;
  if (ratio > 1.1) return 'over_budget';
  if (ratio < 0.9) return 'under_budget';
  return 'on_budget';
}

type Pair = { now: ProjectHealthRow; before: HealthReading };

/** Pairs today's rows with the earlier readings of the same projects. */
function pairs(rows: ProjectHealthRow[], previous: HealthReading[]): Pair[] {
  const byId = new Map(previous.map((r) => [r.projectId, r]));
  return rows.flatMap((now) => {
    const before = byId.get(now.projectId);
    return before ? [{ now, before }] : [];
  });
}

/**
 * The three trends. With an earlier day's readings they compare the same projects then and now: health moved
 * by a point or more; money spent since then against what the plan expected since then; the average timeline
 * overrun grew or shrank. Without history they describe today alone: stable, spent against plan to date, late or not.
 */
export function healthTrends(rows: ProjectHealthRow[], previous: HealthReading[] | null) {
  const both = previous ? pairs(rows, previous) : [];
  if (!previous || both.length === 0) {
    const spent = rows.reduce((a, r) => a + r.spentCents, 0);
    const expected = rows.reduce((a, r) => a + r.expectedCents, 0);
    const late = rows.some((r) => r.metrics.timelineOverrun > 0);
    return {
      healthTrend: 'stable' as const,
      costTrend: costTrendOf(spent, expected),
      timelineTrend: late ? ('behind' as const) : ('on_schedule' as const),
    };
  }
  const healthDelta = avg(both.map((p) => p.now.metrics.overallHealth)) - avg(both.map((p) => p.before.overallHealth));
  const spentDelta = both.reduce((a, p) => a + p.now.spentCents - p.before.spentCents, 0);
  const expectedDelta = both.reduce((a, p) => a + p.now.expectedCents - p.before.expectedCents, 0);
  const overrunDelta = avg(both.map((p) => p.now.metrics.timelineOverrun)) - avg(both.map((p) => p.before.timelineOverrun));
  return {
    healthTrend: healthDelta >= 1 ? ('improving' as const) : healthDelta <= -1 ? ('declining' as const) : ('stable' as const),
    costTrend: costTrendOf(spentDelta, expectedDelta),
    timelineTrend: overrunDelta > 0.05 ? ('behind' as const) : overrunDelta < -0.05 ? ('ahead' as const) : ('on_schedule' as const),
  };
}

/** Projected final cost at today's pace (spent ÷ share of plan run), or null when the pace says nothing yet. */
export function projectedCost(r: ProjectHealthRow): number | null {
  if (r.expectedCents <= 0 || r.budgetCents <= 0 || r.expectedCents >= r.budgetCents) return null;
  return Math.round((r.spentCents / r.expectedCents) * r.budgetCents);
}

/** The health summary of part 2 §3 from today's rows and the readings of the latest earlier day (`comparedWith`). */
export function healthSummary(rows: ProjectHealthRow[], previous: HealthReading[] | null, comparedWith: string | null): HealthSummary {
  const score = round1(avg(rows.map((r) => r.metrics.overallHealth)));
  const atRisk = rows.filter((r) => r.metrics.riskLevel === 'high');
  const budget = rows.reduce((a, r) => a + r.budgetCents, 0);
  const spent = rows.reduce((a, r) => a + r.spentCents, 0);
  const variance = rows.reduce((a, r) => a + r.spentCents - r.expectedCents, 0);
  const late = rows.filter((r) => r.metrics.timelineOverrun > 0);
  const trends = healthTrends(rows, comparedWith ? previous : null);
  const worst = [...rows].sort((a, b) => a.metrics.overallHealth - b.metrics.overallHealth);
  // "over the plan": more spent than the plan's pace (never "ahead of", which reads as good).
  const paceWord = { under_budget: 'under', on_budget: 'in line with', over_budget: 'over' }[trends.costTrend];

  const upcoming = rows.flatMap((r) => {
    const p = r.projection;
    if (p.projectedProfit >= 0 || r.spentCents > r.budgetCents) return [];
    return [`${r.name} is projected to cost ${dollars(p.estimateAtCompletion)} against a ${dollars(r.budgetCents)} contract value`];
  });
  const opportunities = [
    ...rows
      .filter((r) => r.expectedCents > 0 && r.spentCents < r.expectedCents * 0.8)
      .map((r) => `${r.name} is ${dollars(r.expectedCents - r.spentCents)} under its planned spend: lock in material prices now`),
    ...rows
      .filter((r) => r.metrics.qualityScore < 85)
      .map((r) => `Add before or completion photos to ${r.name} to lift its quality score from 70 to 85`),
  ];

  return {
    overallHealthScore: score,
    ...trends,
    projectsAtRisk: atRisk.length,
    totalActiveProjects: rows.length,
    totalBudgetVariance: variance / 100,
    averageScheduleVariance: round1(avg(rows.map((r) => r.metrics.timelineOverrun))),
    executiveSummary:
      rows.length === 0
        ? 'No active projects.'
        : `${rows.length} active project${rows.length === 1 ? '' : 's'} with an average health of ${score} (${healthLabel(score)}); ${atRisk.length} at high risk.`,
    financialHealth: `${dollars(spent)} spent of ${dollars(budget)} budgeted; spending is ${paceWord} the plan${comparedWith ? ` since ${comparedWith}` : ' to date'}.`,
    timelineHealth: `${late.length} of ${rows.length} past their end date; average overrun ${round1(avg(rows.map((r) => r.metrics.timelineOverrun)))} %.`,
    actionItems: worst
      .filter((r) => r.metrics.riskLevel !== 'low')
      .map((r) =>
        r.metrics.budgetHealth < r.metrics.timelineHealth
          ? `Review costs on ${r.name}: ${dollars(r.spentCents)} spent of ${dollars(r.budgetCents)}`
          : `Re-plan the schedule of ${r.name}: ${r.metrics.timelineOverrun} % past its planned days`,
      ),
    criticalAlerts: worst
      .filter((r) => r.metrics.riskLevel === 'high' || r.metrics.overallHealth < 60)
      .map((r) => `${r.name}: health ${r.metrics.overallHealth} (budget ${r.metrics.budgetHealth}, timeline ${r.metrics.timelineHealth})`),
    upcomingRisks: upcoming,
    optimizationOpportunities: opportunities,
    comparedWith,
    ...unpricedTotals(rows),
  };
}
