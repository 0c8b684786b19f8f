import { describe, expect, it } from 'vitest';
import type { HealthMetrics } from './health';
import type { HealthReading, ProjectHealthRow } from './health-summary';
import { allPriced, onPlanMetrics, projectionOfRow, withProjection } from './health-test-fixtures';
import { projectHealthReport } from './project-health';

// Project health of part 2 §3: key metrics with their direction, predicted issues and recommendations.

const metrics = onPlanMetrics;
const row = (over: Partial<ProjectHealthRow> = {}, m: Partial<HealthMetrics> = {}): ProjectHealthRow =>
  withProjection({
    projectId: 7,
    name: 'Deck',
    budgetCents: 1_000_000,
    spentCents: 500_000,
    expectedCents: 500_000,
    profitMargin: 12.5,
    ...allPriced,
    ...over,
    metrics: { ...metrics, ...m },
  });
const reading = (over: Partial<HealthReading> = {}): HealthReading => ({
  projectId: 7,
  overallHealth: 85,
  budgetHealth: 70,
  timelineHealth: 100,
  qualityScore: 85,
  completionPercentage: 50,
  timelineOverrun: 0,
  spentCents: 500_000,
  expectedCents: 500_000,
  ...over,
});
const issues = (r: ProjectHealthRow) => projectHealthReport(r, null, null).predictedIssues;

describe('key metrics and their direction', () => {
  it('is stable without an earlier reading, and the margin is always stable', () => {
    // Completion is work done (cost-to-cost); the margin is the projected one: 10,000 − 8,750 = 1,250 → 12.5 %
    const report = projectHealthReport(row({ projection: projectionOfRow(1_000_000, 500_000, 875_000) }), null, '2026-11-19');
    expect(report.keyMetrics).toEqual([
      { metric: 'Overall Health', value: 85, trend: 'stable' },
      { metric: 'Budget Health', value: 70, trend: 'stable' },
      { metric: 'Timeline Health', value: 100, trend: 'stable' },
      { metric: 'Quality Score', value: 85, trend: 'stable' },
      { metric: 'Work Done', value: 50, trend: 'stable' },
      { metric: 'Projected Margin', value: 12.5, trend: 'stable' },
    ]);
    expect(report).toMatchObject({ projectId: 7, projectName: 'Deck', comparedWith: null });
  });

  it.each([
    [85, 'stable'],
    [85.04, 'stable'],
    [84.96, 'stable'],
    [85.06, 'down'], // 85 now against 85.06 then
    [84.94, 'up'],
    [90, 'down'],
    [10, 'up'],
  ] as const)('against %d before: %s (moves under 0.05 are noise)', (before, trend) => {
    const r = row({}, { overallHealth: 85 });
    const all = Object.fromEntries(
      ['overallHealth', 'budgetHealth', 'timelineHealth', 'qualityScore', 'completionPercentage'].map((k) => [
        k,
        before - 85 + Number(r.metrics[k as keyof HealthMetrics]),
      ]),
    );
    const report = projectHealthReport(r, reading(all), '2026-11-19');
    expect(report.keyMetrics.slice(0, 5).map((k) => k.trend)).toEqual([trend, trend, trend, trend, trend]);
    expect(report.comparedWith).toBe('2026-11-19');
  });
});

describe('predicted issues', () => {
  it('predicts nothing on plan, and recommends keeping the pace', () => {
    const report = projectHealthReport(row(), null, null);
    expect(report.predictedIssues).toEqual([]);
    expect(report.recommendations).toEqual(['Keep the current pace; no action needed']);
  });

  it('over budget by the amount spent past the budget', () => {
    expect(issues(row({ spentCents: 1_000_001 }))).toEqual([
      {
        issue: 'Over budget by $0.01',
        probability: 100,
        impact: 'high',
        suggestedAction: 'Agree a change order with the client or cut remaining scope',
      },
    ]);
    expect(issues(row({ spentCents: 1_000_000, expectedCents: 2_000_000 }))).toEqual([]); // exactly the budget
  });

  it('a zero budget is never "over budget"', () => {
    expect(issues(row({ budgetCents: 0, spentCents: 100 }))).toEqual([]);
  });

  it.each([
    // estimate at completion → probability, impact (the projection's, issue 39: no longer the spending pace)
    [1_200_000, 70, 'high'], // 12,000 against 10,000: 20 % over
    [1_100_000, 60, 'medium'], // exactly 10 % over: medium
    [1_102_000, 60, 'high'], // 10.2 % over
    [1_000_100, 50, 'medium'],
    [3_000_000, 95, 'high'], // 200 % over: capped at 95
  ])('projected to overrun: estimate at completion %d → %d %%, %s', (eac, probability, impact) => {
    const [issue] = issues(row({ projection: projectionOfRow(1_000_000, 500_000, eac) }));
    expect(issue.probability).toBe(probability);
    expect(issue.impact).toBe(impact);
    expect(issue.suggestedAction).toBe('Review material orders and crew days against the estimate this week');
  });

  it('names the projected cost and the budget', () => {
    expect(issues(row({ projection: projectionOfRow(1_000_000, 500_000, 1_200_000) }))[0].issue).toBe(
      'Budget overrun: projected to cost $12,000.00 against $10,000.00',
    );
  });

  it('no overrun issue when projected at or under the contract, or without an estimate, whatever the pace', () => {
    expect(issues(row({ projection: projectionOfRow(1_000_000, 500_000, 1_000_000) }))).toEqual([]);
    expect(issues(row({ projection: projectionOfRow(1_000_000, 500_000, 900_000) }))).toEqual([]);
    // spending ahead of the plan's pace says nothing of the cost at completion: no estimate, no projected overrun
    expect(issues(row({ spentCents: 600_000, expectedCents: 500_000 }))).toEqual([]);
  });

  it.each([
    [49, 'high'],
    [50, 'medium'],
  ])('schedule overrun with timeline health %d: %s', (timelineHealth, impact) => {
    expect(issues(row({}, { timelineOverrun: 12.5, timelineHealth }))).toEqual([
      {
        issue: 'Schedule overrun: 12.5 % past the planned days',
        probability: 100,
        impact,
        suggestedAction: 'Set a new finish date with the client and add crew days if the margin allows',
      },
    ]);
  });

  it('no schedule issue at 0 % overrun', () => {
    expect(issues(row({}, { timelineOverrun: 0, timelineHealth: 0 }))).toEqual([]);
  });

  it.each([
    [84, 1],
    [85, 0],
  ])('quality %d: %d photo issue', (qualityScore, count) => {
    const found = issues(row({}, { qualityScore }));
    expect(found).toHaveLength(count);
    if (count)
      expect(found[0]).toEqual({
        issue: 'No before or completion photos on record',
        probability: 60,
        impact: 'low',
        suggestedAction: 'Upload before photos to document the starting condition',
      });
  });

  it('recommends each issue action in order', () => {
    const report = projectHealthReport(row({ spentCents: 1_200_000 }, { timelineOverrun: 5, qualityScore: 70 }), null, null);
    expect(report.recommendations).toEqual([
      'Agree a change order with the client or cut remaining scope',
      'Set a new finish date with the client and add crew days if the margin allows',
      'Upload before photos to document the starting condition',
    ]);
  });
});

describe('trend sentence', () => {
  it.each([
    [null, '2026-11-19'],
    [reading(), null],
  ])('without an earlier reading or its day, says so', (before, day) => {
    expect(projectHealthReport(row(), before, day).trendAnalysis).toBe('Overall health 85; no earlier reading to compare with yet.');
  });

  it.each([
    [80, 'up 5 points'],
    [90, 'down 5 points'],
    [85, 'unchanged'],
    [84.96, 'unchanged'], // rounds to 0.0
    [84.94, 'up 0.1 points'],
    [85.06, 'down 0.1 points'],
  ])('health %d before → %s', (before, moved) => {
    const text = projectHealthReport(
      row({ spentCents: 625_050 }),
      reading({ overallHealth: before, spentCents: 500_000 }),
      '2026-11-19',
    ).trendAnalysis;
    expect(text).toBe(`Overall health 85, ${moved} since 2026-11-19; $1,250.50 spent since then.`);
  });
});
