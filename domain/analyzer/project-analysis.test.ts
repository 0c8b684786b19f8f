import { describe, expect, it } from 'vitest';
import { deckFigures } from './analyzer-test-fixtures';
import { analyzeProject, laborRateVariance, profitabilityScore, projectRiskLevel, timelineOf } from './project-analysis';
import type { ProjectFigures } from './schemas';

// Exact outputs of the built-in project analysis (spec part 2 §3): every action and sentence, both sides of each edge.

const base: ProjectFigures = deckFigures;
const crewMember = (dailyRate: number | null, floridaDailyRate: number | null) => ({
  name: 'A',
  position: 'Carpenter',
  dailyRate,
  floridaDailyRate,
});

describe('analyzeProject: the whole answer', () => {
  it('a project on plan ahead of its spending line', () => {
    expect(analyzeProject(base, 'low', '2026-11-10')).toEqual({
      riskLevel: 'low',
      profitabilityScore: 100,
      budgetVariance: 15,
      timelineVariance: 50,
      laborCostAnalysis: { variance: 10 },
      estimatedCompletionDate: '2026-11-20',
      timelineStatus: 'On schedule',
      recommendedActions: ['Spending runs 15.0 points ahead of the schedule: check what is left to buy against what is left to build.'],
      aiInsights:
        'Deck has spent $13,000.00 of its $20,000.00 budget (65.0%) with 50.0% of the planned time run. ' +
        'Its margin is 35.0% against the Florida average of 15.2%. ' +
        "The assigned crew's daily rates are 10.0% above the Florida average for their positions.",
    });
  });

  it('everything wrong: at most four actions, in order', () => {
    const f = { ...base, currentMargin: 5, totalCosts: 21_000, spentPercent: 105, crew: [crewMember(300, 240)] };
    const a = analyzeProject(f, 'medium', '2026-11-21');
    expect(a.riskLevel).toBe('critical');
    expect(a.profitabilityScore).toBe(16.7);
    expect(a.budgetVariance).toBe(55);
    expect(a.estimatedCompletionDate).toBeNull();
    expect(a.timelineStatus).toBe('Overdue by 1 day');
    expect(a.laborCostAnalysis).toEqual({ variance: 25 });
    expect(a.recommendedActions).toEqual([
      'A 5.0% margin is below 10%: one surprise cost wipes out the profit. Reprice or cut costs now.',
      'Costs are $1,000.00 over the budget: raise a change order for the extra scope.',
      'Spending runs 55.0 points ahead of the schedule: check what is left to buy against what is left to build.',
      'The project is overdue by 1 day: set a new end date with the client.',
    ]);
  });

  it('a margin under the Florida average and a crew paid over it', () => {
    const f = { ...base, currentMargin: 12, spentPercent: 60, crew: [crewMember(300, 240)] };
    expect(analyzeProject(f, 'low', '2026-11-10').recommendedActions).toEqual([
      'A 12.0% margin is below the Florida average of 15.2%. Review pricing on the next change order.',
      'The crew costs 25.0% more per day than the Florida average for their positions: check the crew mix.',
    ]);
  });

  it('the edges: 10 points ahead, 15 % over the crew average and costs equal to the budget ask for nothing', () => {
    const f = { ...base, currentMargin: 20, totalCosts: 20_000, spentPercent: 60, crew: [crewMember(276, 240)] };
    const a = analyzeProject(f, 'low', '2026-11-20');
    expect(a.budgetVariance).toBe(10);
    expect(a.laborCostAnalysis.variance).toBe(15);
    expect(a.riskLevel).toBe('low');
    expect(a.timelineStatus).toBe('On schedule');
    expect(a.recommendedActions).toEqual(['Keep recording costs as they come; the project is on plan.']);
    // Just past each edge.
    const past = analyzeProject({ ...f, spentPercent: 60.1, crew: [crewMember(276.5, 240)] }, 'low', '2026-11-20');
    expect(past.recommendedActions).toEqual([
      'Spending runs 10.1 points ahead of the schedule: check what is left to buy against what is left to build.',
      'The crew costs 15.2% more per day than the Florida average for their positions: check the crew mix.',
    ]);
  });

  it('nothing recorded, no plan and no comparable crew', () => {
    const f = { ...base, currentMargin: null, totalCosts: 0, spentPercent: 0, elapsedPercent: null, plannedEndDate: null, crew: [] };
    const a = analyzeProject(f, 'low', '2026-11-10');
    expect(a).toEqual({
      riskLevel: 'low',
      profitabilityScore: 0,
      budgetVariance: null,
      timelineVariance: null,
      laborCostAnalysis: { variance: null },
      estimatedCompletionDate: null,
      timelineStatus: 'No end date set',
      recommendedActions: ['Record this project’s expenses and work so its margin can be judged.'],
      aiInsights:
        'Deck has spent $0.00 of its $20,000.00 budget (0.0%) with no planned end to compare against. ' +
        'No costs are recorded yet, so there is no margin to judge. ' +
        'No assigned crew member has a position and daily rate to compare with the Florida pay scale.',
    });
  });

  it('a crew paid under the average is said to be below it', () => {
    const a = analyzeProject({ ...base, crew: [crewMember(200, 240)] }, 'low', '2026-11-10');
    expect(a.laborCostAnalysis.variance).toBe(-16.7);
    expect(a.aiInsights).toContain("The assigned crew's daily rates are 16.7% below the Florida average for their positions.");
    const even = analyzeProject({ ...base, crew: [crewMember(240, 240)] }, 'low', '2026-11-10');
    expect(even.aiInsights).toContain('are 0.0% above the Florida average');
  });
});

describe('the parts', () => {
  it.each([
    [30, 100],
    [29.99, 100],
    [29.97, 99.9],
    [0, 0],
    [-0.01, 0],
    [3, 10],
  ])('profitability score of a %s %% margin is %s', (margin, score) => expect(profitabilityScore(margin)).toBe(score));

  it('risk: critical only when costs pass a positive budget', () => {
    expect(projectRiskLevel('high', 0, 500)).toBe('high');
    expect(projectRiskLevel('low', 1000, 999.99)).toBe('low');
    expect(projectRiskLevel('low', 1000, 1000.01)).toBe('critical');
  });

  it.each([
    ['completed', '2026-12-30', { estimatedCompletionDate: '2026-11-20', timelineStatus: 'Completed' }],
    ['active', '2026-10-31', { estimatedCompletionDate: '2026-11-20', timelineStatus: 'Not started' }],
    ['active', '2026-11-01', { estimatedCompletionDate: '2026-11-20', timelineStatus: 'On schedule' }],
    ['active', '2026-11-20', { estimatedCompletionDate: '2026-11-20', timelineStatus: 'On schedule' }],
    ['active', '2026-11-21', { estimatedCompletionDate: null, timelineStatus: 'Overdue by 1 day' }],
    ['active', '2026-11-22', { estimatedCompletionDate: null, timelineStatus: 'Overdue by 2 days' }],
  ] as const)('timeline of a %s project on %s', (status, today, expected) =>
    expect(timelineOf({ status, startDate: '2026-11-01', plannedEndDate: '2026-11-20' }, today)).toEqual(expected),
  );

  it('a completed project without an end date keeps null', () => {
    expect(timelineOf({ status: 'completed', startDate: '2026-11-01', plannedEndDate: null }, '2026-11-10')).toEqual({
      estimatedCompletionDate: null,
      timelineStatus: 'Completed',
    });
  });

  it('labor variance: only members with a positive rate and a Florida average count, summed', () => {
    expect(laborRateVariance([crewMember(null, 240), crewMember(0, 240), crewMember(300, null)])).toBeNull();
    expect(laborRateVariance([])).toBeNull();
    // (264 + 216 − 240 − 240) / 480 = 0; the excluded ones would move it.
    expect(laborRateVariance([crewMember(264, 240), crewMember(216, 240), crewMember(0, 240), crewMember(null, 100)])).toBe(0);
    expect(laborRateVariance([crewMember(250, 200), crewMember(250, 300)])).toBe(0);
    expect(laborRateVariance([crewMember(300, 200), crewMember(250, 300)])).toBe(10);
  });

  it('unpriced work: pricing it is the first action, and the margin sentence says it is not final', () => {
    const f = { ...base, unpricedWorkRecords: 2, unpricedEmployees: ['Ana Ruiz'] };
    const a = analyzeProject(f, 'low', '2026-11-10');
    expect(a.recommendedActions[0]).toBe(
      'Set a daily or hourly rate for Ana Ruiz: 2 work records are priced at $0, so the margin is too high.',
    );
    expect(a.aiInsights).toContain('Its margin is 35.0% (not final: some work has no rate) against the Florida average of 15.2%.');
    expect(a.profitabilityScore).toBe(analyzeProject(base, 'low', '2026-11-10').profitabilityScore);
  });
});
