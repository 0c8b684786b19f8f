import { describe, expect, it } from 'vitest';
import type { ProjectHealthRow } from '../health-summary';
import { deckFigures, healthRow } from './analyzer-test-fixtures';
import { dashboardInsights, profitAlerts } from './insights';
import { analyzeProject, laborRateVariance, plannedEndDate, profitabilityScore, projectRiskLevel, timelineOf } from './project-analysis';
import type { ProjectFigures } from './schemas';

const row = healthRow;

describe('dashboard insights', () => {
  it('alerts under the Florida average, critical under 10 %, worst first', () => {
    const alerts = profitAlerts([row(1, 1000, 800, 20), row(2, 1000, 880, 12), row(3, 1000, 950, 5), row(4, 1000, 0, 100)]);
    expect(alerts.map((a) => [a.projectId, a.severity])).toEqual([
      [3, 'critical'],
      [2, 'warning'],
    ]);
  });

  it('health, margin and projected profit from the rows', () => {
    // Project 1 on pace (expected = spent): projected cost = budget. Project 2 spends at half the plan's pace.
    const d = dashboardInsights([row(1, 10_000, 4_000, 60, 'low', 4_000), row(2, 10_000, 2_000, 80, 'low', 4_000), row(3, 5_000, 0, 100)]);
    expect(d.marketComparison).toEqual({ yourMargin: 70, floridaAverage: 15.2 });
    // 10,000 − 10,000 + 10,000 − 5,000 + 5,000 − 0 (no plan: cost so far).
    expect(d.totalProfitProjection).toBe(10_000);
    expect(d.inputs.projectedFromPace).toBe(2);
    expect(d.overallHealth).toBe('healthy');
    expect(d.projectsAtRisk).toBe(0);
    expect(
      dashboardInsights([row(1, 1000, 900, 10, 'high'), row(2, 1000, 500, 50), row(3, 1000, 500, 50), row(4, 1000, 500, 50)]).overallHealth,
    ).toBe('at_risk');
    expect(dashboardInsights([row(1, 1000, 950, 5)]).overallHealth).toBe('critical');
    expect(dashboardInsights([]).marketComparison.yourMargin).toBeNull();
  });
});

const figures: ProjectFigures = deckFigures;

describe('project analysis', () => {
  it('profitability score = margin ÷ 30 % × 100 within 0..100', () => {
    expect(profitabilityScore(15)).toBe(50);
    expect(profitabilityScore(15.2)).toBe(50.7);
    expect(profitabilityScore(45)).toBe(100);
    expect(profitabilityScore(-3)).toBe(0);
    expect(profitabilityScore(null)).toBe(0);
  });

  it('risk is critical once costs exceed the budget', () => {
    expect(projectRiskLevel('low', 1000, 1000.01)).toBe('critical');
    expect(projectRiskLevel('medium', 1000, 1000)).toBe('medium');
  });

  it('timeline: the planned end while ahead, no invented date once passed', () => {
    expect(timelineOf(figures, '2026-11-10')).toEqual({ estimatedCompletionDate: '2026-11-20', timelineStatus: 'On schedule' });
    expect(timelineOf(figures, '2026-11-23')).toEqual({ estimatedCompletionDate: null, timelineStatus: 'Overdue by 3 days' });
    expect(timelineOf(figures, '2026-10-30').timelineStatus).toBe('Not started');
    expect(timelineOf({ ...figures, plannedEndDate: null }, '2026-11-10').timelineStatus).toBe('No end date set');
    expect(plannedEndDate('2026-11-01', null, 10)).toBe('2026-11-10');
  });

  it('labor rate variance against the 8-hour Florida averages', () => {
    expect(laborRateVariance(figures.crew)).toBe(10);
    expect(laborRateVariance([{ name: 'A', position: 'Astronaut', dailyRate: 300, floridaDailyRate: null }])).toBeNull();
  });

  it('the analysis: variances in points, actions from the figures', () => {
    const a = analyzeProject(figures, 'low', '2026-11-10');
    expect(a).toMatchObject({
      riskLevel: 'low',
      profitabilityScore: 100,
      budgetVariance: 15,
      timelineVariance: 50,
      laborCostAnalysis: { variance: 10 },
    });
    expect(a.recommendedActions[0]).toContain('15.0 points ahead of the schedule');
  });
});

describe('dashboard insights with unpriced work (issue 18, "Not final")', () => {
  const unpriced = (r: ProjectHealthRow, n: number, who: string[]): ProjectHealthRow => ({
    ...r,
    unpricedWorkRecords: n,
    unpricedEmployees: who,
  });

  it('counts the records and projects, names them in the alerts, and makes no "beats the average" claim', () => {
    const d = dashboardInsights([
      unpriced(row(1, 1000, 880, 12), 3, ['Ana Ruiz']),
      unpriced(row(2, 1000, 500, 50), 2, []),
      row(3, 1000, 700, 30),
    ]);
    expect(d.inputs).toMatchObject({ unpricedWorkRecords: 5, projectsWithUnpricedWork: 2 });
    expect(d.profitAlerts).toMatchObject([{ projectId: 1, unpricedWorkRecords: 3, unpricedEmployees: ['Ana Ruiz'] }]);
    expect(d.recommendations).toContain(
      'Not final: 5 work records on 2 projects for employees without a rate: set their rates before comparing your average margin with the Florida average.',
    );
    expect(d.recommendations.join(' ')).not.toContain('beats the Florida average');
  });

  it('a margin under the average is still said to be under it (a lower true margin only makes it worse)', () => {
    const d = dashboardInsights([unpriced(row(1, 1000, 950, 5), 1, ['Bo Li'])]);
    expect(d.recommendations).toContain(
      'Your average margin of 5.0% is under the Florida average of 15.2%: quote new work at a 20% target margin.',
    );
  });
});
