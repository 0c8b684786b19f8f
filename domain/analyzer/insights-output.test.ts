import { describe, expect, it } from 'vitest';
import { allPriced } from '../health-test-fixtures';
import { healthRow } from './analyzer-test-fixtures';
import { dashboardInsights, profitAlerts } from './insights';

/** The inputs' counts when every project's work is priced. */
const noUnpriced = { unpricedWorkRecords: 0, projectsWithUnpricedWork: 0 };

// The dashboard insights and profit alerts word for word, and both sides of each edge (money in cents).

/** A health row; the expected spend is 0 unless given. */
const row = (id: number, budget: number, spent: number, margin: number, risk: 'low' | 'medium' | 'high' = 'low', expected = 0) =>
  healthRow(id, budget, spent, margin, risk, expected);

describe('profitAlerts', () => {
  it('each kind of alert in full', () => {
    expect(profitAlerts([row(1, 1000, 1100, -10), row(2, 1000, 950, 5), row(3, 1000, 880, 12)])).toEqual([
      {
        projectId: 1,
        projectName: 'P1',
        message: 'A -10.0% margin is below 10%: one surprise cost wipes out the profit. Reprice or cut costs now.',
        recommendations: [
          'Costs are $100.00 over the budget: raise a change order for work beyond the contract.',
          'Stop non-essential purchases on this job until the remaining scope is priced.',
        ],
        currentProfitMargin: -10,
        severity: 'critical',
        ...allPriced,
      },
      {
        projectId: 2,
        projectName: 'P2',
        message: 'A 5.0% margin is below 10%: one surprise cost wipes out the profit. Reprice or cut costs now.',
        recommendations: [
          'Only $50.00 of the budget is left: check the remaining scope against it.',
          'Review the last two weeks of expenses for items billed to the wrong job.',
        ],
        currentProfitMargin: 5,
        severity: 'critical',
        ...allPriced,
      },
      {
        projectId: 3,
        projectName: 'P3',
        message: 'A 12.0% margin is below the Florida average of 15.2%. Review pricing on the next change order.',
        recommendations: ['Price the next change order at your target margin.', 'Compare material costs with a second supplier.'],
        currentProfitMargin: 12,
        severity: 'warning',
        ...allPriced,
      },
    ]);
  });

  it('the edges: at the Florida average no alert, spent equal to the budget is not over it, ties by id', () => {
    expect(profitAlerts([row(1, 1000, 848, 15.2)])).toEqual([]);
    expect(profitAlerts([row(1, 1000, 849, 15.1)])).toHaveLength(1);
    expect(profitAlerts([row(1, 1000, 0, 0)])).toEqual([]);
    expect(profitAlerts([row(1, 1000, 1000, 0)])[0].recommendations[0]).toBe(
      'Only $0.00 of the budget is left: check the remaining scope against it.',
    );
    expect(profitAlerts([row(1, 1000, 1000.01, 14)])[0].recommendations[0]).toBe(
      'Costs are $0.01 over the budget: raise a change order for work beyond the contract.',
    );
    expect(
      profitAlerts([row(5, 1000, 900, 10), row(4, 1000, 900, 10), row(6, 1000, 900, 9.99)]).map((a) => [a.projectId, a.severity]),
    ).toEqual([
      [6, 'critical'],
      [4, 'warning'],
      [5, 'warning'],
    ]);
  });
});

describe('dashboardInsights', () => {
  it('no active projects', () => {
    expect(dashboardInsights([])).toEqual({
      overallHealth: 'healthy',
      projectsAtRisk: 0,
      totalProfitProjection: 0,
      marketComparison: { yourMargin: null, floridaAverage: 15.2 },
      recommendations: ['No active projects: add a project to see insights.'],
      profitAlerts: [],
      inputs: { activeProjects: 0, projectsWithCosts: 0, totalBudget: 0, totalSpent: 0, projectedFromPace: 0, ...noUnpriced },
    });
  });

  it('a healthy portfolio with one project without costs', () => {
    // Project 1 spends at its plan's pace (2,000 of 4,000 expected on a 10,000 budget): projected 5,000.
    const d = dashboardInsights([row(1, 10_000, 2_000, 80, 'low', 4_000), row(2, 5_000, 0, 100)]);
    expect(d).toEqual({
      overallHealth: 'healthy',
      projectsAtRisk: 0,
      totalProfitProjection: 10_000,
      marketComparison: { yourMargin: 80, floridaAverage: 15.2 },
      recommendations: [
        'Your average margin of 80.0% beats the Florida average of 15.2%: keep pricing at this level.',
        '1 active project has no costs recorded yet: record expenses and work so margins are real.',
      ],
      profitAlerts: [],
      inputs: { activeProjects: 2, projectsWithCosts: 1, totalBudget: 15_000, totalSpent: 2_000, projectedFromPace: 1, ...noUnpriced },
    });
  });

  it('a portfolio in trouble: at most four recommendations, in order', () => {
    const d = dashboardInsights([
      row(1, 1000, 950, 5, 'high'),
      row(2, 1000, 960, 4, 'high'),
      row(3, 1000, 500, 50),
      row(4, 1000, 0, 100),
      row(5, 1000, 0, 100),
    ]);
    expect(d.overallHealth).toBe('critical');
    expect(d.projectsAtRisk).toBe(2);
    expect(d.marketComparison.yourMargin).toBe(19.67);
    expect(d.recommendations).toEqual([
      '2 projects earn under 10%: start with P2 (4.0%).',
      '2 projects are at high risk (over 90% of budget spent or far past the end date): review P1 first.',
      'Your average margin of 19.7% beats the Florida average of 15.2%: keep pricing at this level.',
      '2 active projects have no costs recorded yet: record expenses and work so margins are real.',
    ]);
  });

  it('one critical project and one at risk, said in the singular; a margin under the average', () => {
    const d = dashboardInsights([row(1, 1000, 950, 5), row(2, 1000, 500, 20, 'high'), row(3, 1000, 500, 20), row(4, 1000, 500, 20)]);
    expect(d.overallHealth).toBe('at_risk');
    expect(d.recommendations).toEqual([
      '1 project earns under 10%: start with P1 (5.0%).',
      '1 project is at high risk (over 90% of budget spent or far past the end date): review P2 first.',
      'Your average margin of 16.3% beats the Florida average of 15.2%: keep pricing at this level.',
    ]);
    expect(dashboardInsights([row(1, 1000, 500, 15.1)]).recommendations).toEqual([
      'Your average margin of 15.1% is under the Florida average of 15.2%: quote new work at a 20% target margin.',
    ]);
  });

  it.each([
    // Margin edges: under 10 % critical, under 15.2 % at risk.
    [[row(1, 1000, 500, 10)], 'at_risk'],
    [[row(1, 1000, 500, 9.99)], 'critical'],
    [[row(1, 1000, 500, 15.2)], 'healthy'],
    [[row(1, 1000, 500, 15.19)], 'at_risk'],
    // A third of the projects at high risk is critical; fewer is at risk.
    [[row(1, 1000, 500, 50, 'high'), row(2, 1000, 500, 50), row(3, 1000, 500, 50)], 'critical'],
    [[row(1, 1000, 500, 50, 'high'), row(2, 1000, 500, 50), row(3, 1000, 500, 50), row(4, 1000, 500, 50)], 'at_risk'],
    [[row(1, 1000, 500, 50, 'medium')], 'healthy'],
    // Projects without costs do not count toward the margin.
    [[row(1, 1000, 0, 0), row(2, 1000, 500, 50)], 'healthy'],
  ] as const)('%#: overall health %s', (rows, health) => expect(dashboardInsights([...rows]).overallHealth).toBe(health));

  it('the profit projection: the pace only with a plan that has started and is not over', () => {
    // expected ≥ budget (plan over): cost so far.
    expect(dashboardInsights([row(1, 1000, 600, 40, 'low', 1000)]).totalProfitProjection).toBe(400);
    expect(dashboardInsights([row(1, 1000, 600, 40, 'low', 1000)]).inputs.projectedFromPace).toBe(0);
    // 300 of 500 expected: 600 projected.
    expect(dashboardInsights([row(1, 1000, 300, 70, 'low', 500)]).totalProfitProjection).toBe(400);
    expect(dashboardInsights([row(1, 1000, 300, 70, 'low', 500), row(2, 2000, 100, 95, 'low', 500)]).inputs).toEqual({
      activeProjects: 2,
      projectsWithCosts: 2,
      totalBudget: 3000,
      totalSpent: 400,
      projectedFromPace: 2,
      ...noUnpriced,
    });
  });
});
