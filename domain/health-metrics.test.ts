import { describe, expect, it } from 'vitest';
import { completionPercentage, healthLabel, healthMetrics, healthTone } from './health';
import { healthSummary, healthTrends, type ProjectHealthRow } from './health-summary';
import { allPriced, readingOf, withProjection } from './health-test-fixtures';
import { projectHealthReport } from './project-health';

const today = '2026-11-20';
const base: {
  startDate: string;
  endDate: string | null;
  plannedDays: number | null;
  hasPhotos: boolean;
  completed: boolean;
  active: boolean;
} = {
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  plannedDays: 30,
  hasPhotos: false,
  completed: false,
  active: true,
};

// Spec part 2 §9: budget = clamp(120 − % spent), timeline = 100 − overrun/2, quality 85/70, overall 0.4/0.4/0.2, risk, colours.
describe('healthMetrics: the spec formulas together', () => {
  it.each([
    // name, budget ¢, spent ¢, end, planned, photos → budget, timeline, quality, overall, risk, colour
    ['nothing spent, on time, no photos', 1_000_000, 0, '2026-11-30', 30, false, 100, 100, 70, 94, 'low', 'green'],
    ['half spent, with photos', 1_000_000, 500_000, '2026-11-30', 30, true, 70, 100, 85, 85, 'low', 'green'],
    ['95 % spent', 1_000_000, 950_000, '2026-11-30', 30, false, 25, 100, 70, 64, 'high', 'yellow'],
    ['exactly 90 % spent: 30, medium', 1_000_000, 900_000, '2026-11-30', 30, false, 30, 100, 70, 66, 'medium', 'yellow'],
    ['10 days late of 20 planned: overrun 50 %', 1_000_000, 0, '2026-11-10', 20, false, 100, 75, 70, 84, 'low', 'green'],
    ['20 days late of 10 planned: floored at 0', 1_000_000, 0, '2026-10-31', 10, false, 100, 0, 70, 54, 'high', 'red'],
    ['over budget and late', 1_000_000, 1_300_000, '2026-11-15', 10, true, 0, 75, 85, 47, 'high', 'red'],
    ['zero budget with spending', 0, 100, '2026-11-30', 30, false, 0, 100, 70, 54, 'high', 'red'],
    ['60 % spent: 60, low', 1_000_000, 600_000, null, null, true, 60, 100, 85, 81, 'low', 'green'],
  ] as const)('%s', (_name, budget, spent, end, planned, photos, b, t, q, overall, risk, colour) => {
    const m = healthMetrics(
      { ...base, budgetCents: budget, spentCents: spent, endDate: end, plannedDays: planned, hasPhotos: photos },
      today,
    );
    expect([m.budgetHealth, m.timelineHealth, m.qualityScore, m.overallHealth, m.riskLevel]).toEqual([b, t, q, overall, risk]);
    expect(healthTone(m.overallHealth)).toBe(colour);
  });

  it('completion: 100 when completed, the share of planned days run capped at 90 when active, at 50 otherwise', () => {
    const m = (over: Partial<typeof base>) =>
      healthMetrics({ ...base, budgetCents: 100, spentCents: 0, ...over }, today).completionPercentage;
    expect(m({})).toBe(66.7); // 20 of 30 days
    expect(m({ completed: true })).toBe(100);
    expect(m({ plannedDays: 10 })).toBe(90); // 200 % run, capped
    expect(m({ plannedDays: 10, active: false })).toBe(50);
    expect(m({ plannedDays: null, endDate: null })).toBe(0); // no plan: share of budget spent
    expect(completionPercentage({ completed: false, active: true, progressPercent: -5 })).toBe(0);
  });

  it('labels follow the colour bands', () => {
    expect([95, 90, 89.9, 80, 79.9, 60, 59.9].map(healthLabel)).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'warning',
      'warning',
      'critical',
    ]);
  });
});

const row = (id: number, spent: number, expected: number, over: Partial<ReturnType<typeof healthMetrics>> = {}): ProjectHealthRow =>
  withProjection({
    projectId: id,
    name: `P${id}`,
    budgetCents: 1_000_000,
    spentCents: spent,
    expectedCents: expected,
    profitMargin: 0,
    ...allPriced,
    metrics: { ...healthMetrics({ ...base, budgetCents: 1_000_000, spentCents: spent }, today), ...over },
  });
const reading = readingOf;

describe('trends against stored history', () => {
  const rows = [row(1, 600_000, 500_000), row(2, 100_000, 500_000)];
  it('one day alone: stable, spending to date against plan, late or not', () => {
    expect(healthTrends(rows, null)).toEqual({ healthTrend: 'stable', costTrend: 'under_budget', timelineTrend: 'on_schedule' });
  });
  it('with an earlier day: the movement since then', () => {
    const before = rows.map((r) =>
      reading(r, {
        overallHealth: r.metrics.overallHealth + 5,
        spentCents: r.spentCents - 100_000,
        expectedCents: r.expectedCents - 50_000,
      }),
    );
    expect(healthTrends(rows, before)).toEqual({ healthTrend: 'declining', costTrend: 'over_budget', timelineTrend: 'on_schedule' });
    const late = [row(1, 0, 0, { timelineOverrun: 10 })];
    expect(healthTrends(late, [reading(late[0], { timelineOverrun: 5 })]).timelineTrend).toBe('behind');
    expect(healthTrends(late, [reading(late[0], { timelineOverrun: 20 })]).timelineTrend).toBe('ahead');
  });
  it('summary counts, variance and the sentences come from the rows', () => {
    const s = healthSummary(rows, null, null);
    expect(s.totalActiveProjects).toBe(2);
    expect(s.totalBudgetVariance).toBe(-3000);
    expect(s.projectsAtRisk).toBe(0);
    expect(s.executiveSummary).toContain('2 active projects');
    expect(s.comparedWith).toBeNull();
    expect(healthSummary([], null, null).executiveSummary).toBe('No active projects.');
  });
  it('project report: directions since the earlier reading and predicted issues', () => {
    const r = row(1, 950_000, 900_000);
    const report = projectHealthReport(r, reading(r, { budgetHealth: 40 }), '2026-11-19');
    expect(report.keyMetrics.find((k) => k.metric === 'Budget Health')).toEqual({ metric: 'Budget Health', value: 25, trend: 'down' });
    expect(report.predictedIssues.map((i) => i.issue)).toContain('No before or completion photos on record');
    expect(projectHealthReport(r, null, null).trendAnalysis).toContain('no earlier reading');
  });
});
