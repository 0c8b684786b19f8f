import { describe, expect, it } from 'vitest';
import { buildCompletionAnalysis, type CompletionFacts, overallRating } from './completion-analysis';
import { cents } from './money';

// The completion analysis at its edges: no plan, an end date that differs from the estimated days, one day late,
// and what the customer's rating adds.

const facts: CompletionFacts = {
  projectName: 'Smith kitchen',
  budget: cents(1_000_000),
  finalCost: cents(750_000),
  laborCost: cents(450_000),
  materialCost: cents(250_000),
  otherCost: cents(50_000),
  estimatedMaterialCost: null,
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  estimatedDays: 30,
  finishDate: '2026-11-30',
  totalInactiveDays: 0,
  customerRating: 5,
};

describe('overall rating without a customer rating', () => {
  it.each([
    [25, 'excellent'],
    [15, 'good'],
    [5, 'fair'],
    [-1, 'poor'],
  ] as const)('margin %d, on time, not rated → %s', (margin, rating) => {
    expect(overallRating(margin, 30, 30, null)).toBe(rating);
  });
});

describe('schedule of a finished job', () => {
  it('without an end date or estimated days: no plan to measure against', () => {
    const a = buildCompletionAnalysis({ ...facts, endDate: null, estimatedDays: null });
    expect(a.timelinePerformance).toEqual({ plannedDays: null, actualDays: 30, variance: null, onTime: null });
    expect(a.areasForImprovement).toContain(
      'No end date or estimated days were set, so the 30-day schedule could not be measured against a plan.',
    );
    expect(a.overallRating).toBe('excellent'); // 25 % margin, rated 5, nothing to be late against
    expect(a.aiInsights).toBe(
      'Smith kitchen closed with $7,500.00 spent on a $10,000.00 budget (25.00% margin) in 30 days, customer rating 5/5. Overall: excellent.',
    );
    expect(a.recommendationsForSimilarProjects).toContain('Plan 30 calendar days for a job of this size.');
  });

  it('judges lateness by the end date even when the estimated days say fewer', () => {
    const a = buildCompletionAnalysis({ ...facts, estimatedDays: 10 });
    expect(a.timelinePerformance).toEqual({ plannedDays: 10, actualDays: 30, variance: 0, onTime: true });
    expect(a.overallRating).toBe('excellent');
    expect(a.keySuccesses).toContain('Finished in 30 days against 10 planned.');
  });

  it('one day late says "day", and plans the days it took rather than the plan', () => {
    const a = buildCompletionAnalysis({ ...facts, finishDate: '2026-12-01' });
    expect(a.timelinePerformance).toEqual({ plannedDays: 30, actualDays: 31, variance: 1, onTime: false });
    expect(a.areasForImprovement).toContain('Took 31 days against 30 planned: finished 1 day after the planned end (3.33% over).');
    expect(a.recommendationsForSimilarProjects).toContain('Plan 31 calendar days for a job of this size rather than 30.');
    expect(a.overallRating).toBe('good'); // late: not excellent, within 10 %
  });

  it('two days late says "days"', () => {
    const a = buildCompletionAnalysis({ ...facts, finishDate: '2026-12-02' });
    expect(a.areasForImprovement).toContain('Took 32 days against 30 planned: finished 2 days after the planned end (6.67% over).');
  });

  it('early says how many days early', () => {
    const a = buildCompletionAnalysis({ ...facts, finishDate: '2026-11-27' });
    expect(a.keySuccesses).toContain('Finished in 27 days against 30 planned, 3 days early.');
  });
});

describe("the customer's rating", () => {
  it.each([
    [4, 'Customer rated the job 4 out of 5.', null],
    [3, null, 'Customer rated the job 3 out of 5; follow up on what fell short.'],
    [1, null, 'Customer rated the job 1 out of 5; follow up on what fell short.'],
  ])('rated %d', (customerRating, success, improvement) => {
    const a = buildCompletionAnalysis({ ...facts, customerRating });
    const rated = (xs: string[]) => xs.filter((x) => x.startsWith('Customer rated'));
    expect(rated(a.keySuccesses)).toEqual(success ? [success] : []);
    expect(rated(a.areasForImprovement)).toEqual(improvement ? [improvement] : []);
    expect(a.lessonsLearned).not.toContain('The customer did not rate the job (not rated).');
  });

  it('not rated: said among the lessons, neither a success nor an improvement', () => {
    const a = buildCompletionAnalysis({ ...facts, customerRating: null });
    expect([...a.keySuccesses, ...a.areasForImprovement].some((x) => x.startsWith('Customer rated'))).toBe(false);
    expect(a.lessonsLearned).toContain('The customer did not rate the job (not rated).');
    expect(a.aiInsights).toContain(', not rated by the customer. Overall: excellent.');
  });
});
