import { describe, expect, it } from 'vitest';
import type { HealthMetrics } from './health';
import { costTrendOf, healthSummary, healthTrends, type ProjectHealthRow, projectedCost } from './health-summary';
import { allPriced, onPlanMetrics, projectionOfRow, readingOf, withProjection } from './health-test-fixtures';

// The health summary of part 2 §3: trends on both sides of each edge, and the sentences from the rows.

const metrics = onPlanMetrics;
const row = (id: number, over: Partial<ProjectHealthRow> = {}, m: Partial<HealthMetrics> = {}): ProjectHealthRow =>
  withProjection({
    projectId: id,
    name: `P${id}`,
    budgetCents: 1_000_000,
    spentCents: 500_000,
    expectedCents: 500_000,
    profitMargin: 0,
    ...allPriced,
    ...over,
    metrics: { ...metrics, ...m },
  });
const reading = readingOf;

describe('cost trend: over or under the plan by more than 10 %', () => {
  it.each([
    [1100, 1000, 'on_budget'],
    [1101, 1000, 'over_budget'],
    [900, 1000, 'on_budget'],
    [899, 1000, 'under_budget'],
    [1000, 1000, 'on_budget'],
    [1, 0, 'over_budget'],
    [0, 0, 'on_budget'],
    [-1, 0, 'under_budget'],
    [5, -10, 'over_budget'],
    [-5, -10, 'under_budget'],
  ] as const)('spent %d against %d expected: %s', (spent, expected, trend) => {
    expect(costTrendOf(spent, expected)).toBe(trend);
  });
});

describe('projected cost', () => {
  it.each([
    [{ spentCents: 600_000, expectedCents: 500_000 }, 1_200_000],
    [{ spentCents: 1, expectedCents: 3 }, 333_333], // 333,333.33 → 333,333
    [{ spentCents: 2, expectedCents: 3 }, 666_667],
    [{ expectedCents: 0 }, null],
    [{ expectedCents: -1 }, null],
    [{ budgetCents: 0 }, null],
    [{ budgetCents: -5 }, null],
    [{ expectedCents: 1_000_000 }, null], // the whole plan has run: no pace to project
    [{ expectedCents: 999_999, spentCents: 999_999 }, 1_000_000],
  ])('%j → %j', (over, projected) => {
    expect(projectedCost(row(1, over))).toBe(projected);
  });
});

describe('trends with an earlier day', () => {
  it.each([
    [84, 'improving'],
    [84.5, 'stable'],
    [85, 'stable'],
    [85.5, 'stable'],
    [86, 'declining'],
  ] as const)('health 85 now against %d then: %s (a point or more)', (before, trend) => {
    const r = row(1);
    expect(healthTrends([r], [reading(r, { overallHealth: before })]).healthTrend).toBe(trend);
  });

  it.each([
    [0, 'on_schedule'],
    [0.04, 'on_schedule'],
    [0.06, 'behind'],
    [-0.04, 'on_schedule'],
    [-0.06, 'ahead'],
  ] as const)('average overrun moved by %d: %s', (delta, trend) => {
    const r = row(1, {}, { timelineOverrun: 10 });
    expect(healthTrends([r], [reading(r, { timelineOverrun: 10 - delta })]).timelineTrend).toBe(trend);
  });

  it('compares only the projects present on both days, money spent since then against plan since then', () => {
    const a = row(1, { spentCents: 700_000, expectedCents: 600_000 });
    const b = row(2, { spentCents: 100_000, expectedCents: 900_000 }, { overallHealth: 10 });
    // a: 200,000 spent since, 100,000 expected since → over; b has no earlier reading and is left out.
    const t = healthTrends([a, b], [reading(a, { spentCents: 500_000, expectedCents: 500_000 }), reading(row(9))]);
    expect(t).toEqual({ healthTrend: 'stable', costTrend: 'over_budget', timelineTrend: 'on_schedule' });
  });

  it('spending since then under the plan since then is under budget', () => {
    const a = row(1, { spentCents: 550_000, expectedCents: 600_000 });
    const t = healthTrends([a], [reading(a, { spentCents: 500_000, expectedCents: 500_000 })]);
    expect(t.costTrend).toBe('under_budget'); // 500 spent against 1,000 expected since then
  });

  it('one late project of two makes today behind', () => {
    expect(healthTrends([row(1), row(2, {}, { timelineOverrun: 3 })], null).timelineTrend).toBe('behind');
  });

  it('falls back to today alone when no project has an earlier reading', () => {
    const late = row(1, { spentCents: 100, expectedCents: 100 }, { timelineOverrun: 0.1 });
    expect(healthTrends([late], [reading(row(2))])).toEqual({ healthTrend: 'stable', costTrend: 'on_budget', timelineTrend: 'behind' });
    expect(healthTrends([], null)).toEqual({ healthTrend: 'stable', costTrend: 'on_budget', timelineTrend: 'on_schedule' });
  });
});

describe('health summary', () => {
  const good = row(1, { name: 'Deck', spentCents: 300_000, expectedCents: 500_000 }, { overallHealth: 90, qualityScore: 70 });
  const risky = row(
    2,
    { name: 'Kitchen', spentCents: 960_000, expectedCents: 800_000 },
    { overallHealth: 55, riskLevel: 'high', budgetHealth: 24, timelineHealth: 80, timelineOverrun: 12.5 },
  );
  const late = row(
    3,
    { name: 'Roof', spentCents: 450_000, expectedCents: 500_000 },
    { overallHealth: 70, riskLevel: 'medium', budgetHealth: 75, timelineHealth: 60, timelineOverrun: 40 },
  );

  it('adds up the rows', () => {
    const s = healthSummary([good, risky, late], null, null);
    expect(s).toMatchObject({
      overallHealthScore: 71.7,
      projectsAtRisk: 1,
      totalActiveProjects: 3,
      totalBudgetVariance: -900, // (300,000 − 500,000) + (960,000 − 800,000) + (450,000 − 500,000) cents
      averageScheduleVariance: 17.5,
      comparedWith: null,
    });
    expect(s.executiveSummary).toBe('3 active projects with an average health of 71.7 (warning); 1 at high risk.');
    expect(s.financialHealth).toBe('$17,100.00 spent of $30,000.00 budgeted; spending is in line with the plan to date.');
    expect(s.timelineHealth).toBe('2 of 3 past their end date; average overrun 17.5 %.');
  });

  it('acts on the worst first, on costs when budget health is the lower, else on the schedule', () => {
    const s = healthSummary([good, late, risky], null, null);
    expect(s.actionItems).toEqual([
      'Review costs on Kitchen: $9,600.00 spent of $10,000.00',
      'Re-plan the schedule of Roof: 40 % past its planned days',
    ]);
    expect(s.criticalAlerts).toEqual(['Kitchen: health 55 (budget 24, timeline 80)']);
  });

  it('alerts on health under 60 even at low risk, not at 60', () => {
    const s = healthSummary([row(1, { name: 'A' }, { overallHealth: 59.9 }), row(2, { name: 'B' }, { overallHealth: 60 })], null, null);
    expect(s.criticalAlerts).toEqual(['A: health 59.9 (budget 70, timeline 100)']);
    expect(s.actionItems).toEqual([]);
  });

  it('re-plans the schedule when budget and timeline health are equal', () => {
    const s = healthSummary(
      [row(1, { name: 'A' }, { riskLevel: 'medium', budgetHealth: 60, timelineHealth: 60, timelineOverrun: 5 })],
      null,
      null,
    );
    expect(s.actionItems).toEqual(['Re-plan the schedule of A: 5 % past its planned days']);
  });

  it('warns of a project projected to overrun, but not of one already over, on plan, or only fast (issue 39)', () => {
    const projected = row(1, { name: 'A', projection: projectionOfRow(1_000_000, 500_000, 1_200_000) });
    const over = row(2, { name: 'B', spentCents: 1_100_000, expectedCents: 900_000 });
    const onPlan = row(3, { name: 'C' });
    const fast = row(4, { name: 'D', spentCents: 600_000, expectedCents: 500_000 });
    expect(healthSummary([projected, over, onPlan, fast], null, null).upcomingRisks).toEqual([
      'A is projected to cost $12,000.00 against a $10,000.00 contract value',
    ]);
  });

  it('finds savings under 80 % of planned spend and missing photos', () => {
    const under = row(1, { name: 'A', spentCents: 399_999, expectedCents: 500_000 });
    const edge = row(2, { name: 'B', spentCents: 400_000, expectedCents: 500_000 });
    const noPlan = row(3, { name: 'C', spentCents: 0, expectedCents: 0 }, { qualityScore: 84 });
    expect(healthSummary([under, edge, noPlan], null, null).optimizationOpportunities).toEqual([
      'A is $1,000.01 under its planned spend: lock in material prices now',
      'Add before or completion photos to C to lift its quality score from 70 to 85',
    ]);
  });

  it('compares with the earlier day only when its date is given', () => {
    const r = row(1, { spentCents: 700_000, expectedCents: 650_000 });
    const before = [reading(r, { spentCents: 500_000, expectedCents: 500_000 })];
    const since = healthSummary([r], before, '2026-11-19');
    expect(since.costTrend).toBe('over_budget');
    expect(since.comparedWith).toBe('2026-11-19');
    expect(since.financialHealth).toBe('$7,000.00 spent of $10,000.00 budgeted; spending is over the plan since 2026-11-19.');
    expect(since.executiveSummary).toBe('1 active project with an average health of 85 (good); 0 at high risk.');
    const toDate = healthSummary([r], before, null);
    expect(toDate.costTrend).toBe('on_budget'); // 7,000 against 6,500 expected to date; 2,000 against 1,500 since
  });

  it('says under the plan when spending is under it', () => {
    const s = healthSummary([row(1, { spentCents: 100_000, expectedCents: 500_000 })], null, null);
    expect(s.financialHealth).toBe('$1,000.00 spent of $10,000.00 budgeted; spending is under the plan to date.');
  });

  it('is empty with no rows', () => {
    expect(healthSummary([], null, null)).toMatchObject({
      overallHealthScore: 0,
      totalActiveProjects: 0,
      averageScheduleVariance: 0,
      executiveSummary: 'No active projects.',
      timelineHealth: '0 of 0 past their end date; average overrun 0 %.',
      actionItems: [],
      criticalAlerts: [],
    });
  });
});
