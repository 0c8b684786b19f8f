import { describe, expect, it } from 'vitest';
import { buildCompletionAnalysis, overallRating, pricingAdvice } from './completion-analysis';
import { completionInputSchema, lifecycleOf, moveToInactiveSchema, pausedDaysBetween, performanceLabel, planMove } from './lifecycle';
import { cents } from './money';

/** A local-time instant on a calendar date (the business's dates are local). */
const at = (date: string, hour = 10) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y, m - 1, d, hour);
};

describe('lifecycle set', () => {
  it.each([
    [{ status: 'active', isActive: true }, 'active'],
    [{ status: 'in_progress', isActive: true }, 'active'],
    [{ status: 'on_hold', isActive: true }, 'inactive'],
    [{ status: 'active', isActive: false }, 'inactive'],
    [{ status: 'completed', isActive: false }, 'completed'],
    [{ status: 'completed', isActive: true }, 'completed'],
  ])('%o is %s', (p, set) => expect(lifecycleOf(p)).toBe(set));
});

describe('inputs', () => {
  it('refuses a blank reason and trims a real one', () => {
    expect(moveToInactiveSchema.safeParse({ reason: '   ' }).error?.issues[0].message).toBe(
      'Please give a reason for pausing this project',
    );
    expect(moveToInactiveSchema.safeParse({}).success).toBe(false);
    expect(moveToInactiveSchema.parse({ reason: '  Waiting on permits ' })).toEqual({ reason: 'Waiting on permits' });
  });
  it.each([
    [{}, null],
    [{ customerRating: null }, null],
    [{ customerRating: '' }, null],
    [{ customerRating: 1 }, 1],
    [{ customerRating: '4' }, 4],
  ])('rating of %o is %s', (body, rating) => expect(completionInputSchema.parse(body).customerRating).toBe(rating));
  it.each([[6], [0], [4.5], ['abc'], [-1]])('refuses rating %o', (r) => {
    expect(completionInputSchema.safeParse({ customerRating: r }).error?.issues[0].message).toBe(
      'Customer rating must be a whole number from 1 to 5',
    );
  });
  it('keeps final notes trimmed, empty as null', () => {
    expect(completionInputSchema.parse({ finalNotes: '  Done ' }).finalNotes).toBe('Done');
    expect(completionInputSchema.parse({ finalNotes: '' }).finalNotes).toBeNull();
  });
});

describe('moves and day counts', () => {
  const base = {
    status: 'active',
    isActive: true,
    startDate: '2026-11-01',
    lastActiveDate: '2026-11-01',
    pausedAt: null,
    activeDays: 0,
    totalInactiveDays: 0,
  };

  it('pause, resume and complete keep activeDays + totalInactiveDays = the inclusive span', () => {
    const pause = planMove(base, 'inactive', at('2026-11-10'));
    expect(pause).toMatchObject({ status: 'on_hold', isActive: false, activeDays: 9, totalInactiveDays: 0, lastActiveDate: '2026-11-10' });
    const resume = planMove({ ...base, ...pause, pausedAt: pause.pausedAt!.toISOString() }, 'active', at('2026-11-20', 8));
    expect(resume).toMatchObject({
      status: 'active',
      isActive: true,
      activeDays: 9,
      totalInactiveDays: 10,
      pausedDays: 10,
      lastActiveDate: '2026-11-20',
    });
    const done = planMove({ ...base, ...resume, pausedAt: pause.pausedAt!.toISOString() }, 'completed', at('2026-11-25'));
    expect(done).toMatchObject({
      status: 'completed',
      isActive: false,
      activeDays: 15,
      totalInactiveDays: 10,
      actualFinishDate: '2026-11-25',
    });
    expect(done.activeDays + done.totalInactiveDays).toBe(25); // Nov 1 → Nov 25 inclusive
  });

  it('completing on the start day counts one active day; a future start counts none', () => {
    expect(planMove(base, 'completed', at('2026-11-01')).activeDays).toBe(1);
    expect(planMove({ ...base, startDate: '2026-12-01', lastActiveDate: '2026-12-01' }, 'inactive', at('2026-11-20')).activeDays).toBe(0);
  });

  it('reopening a completed project clears the finish date and counts from today', () => {
    const reopened = planMove({ ...base, status: 'completed', isActive: false, activeDays: 20 }, 'active', at('2026-12-03'));
    expect(reopened).toMatchObject({
      status: 'active',
      isActive: true,
      activeDays: 20,
      actualFinishDate: null,
      lastActiveDate: '2026-12-03',
    });
    expect(reopened.resumedAt).toBeUndefined();
  });

  it('refuses a move to the set the project is in', () => {
    expect(() => planMove(base, 'active', at('2026-11-02'))).toThrow('This project is already active');
    expect(() => planMove({ ...base, status: 'completed' }, 'completed', at('2026-11-02'))).toThrow(
      'This project is already marked as completed',
    );
  });

  it('counts paused days by local calendar date, never negative', () => {
    expect(pausedDaysBetween(at('2026-11-01', 23), at('2026-11-02', 1))).toBe(1);
    expect(pausedDaysBetween(at('2026-11-05'), at('2026-11-01'))).toBe(0);
    expect(pausedDaysBetween(at('2026-03-01'), at('2026-03-11'))).toBe(10); // across the US DST change
  });
});

describe('completion analysis', () => {
  const facts = {
    projectName: 'Smith kitchen',
    budget: cents(1_000_000),
    finalCost: cents(750_000),
    laborCost: cents(450_000),
    materialCost: cents(250_000),
    otherCost: cents(50_000),
    estimatedMaterialCost: cents(300_000),
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    estimatedDays: 30,
    finishDate: '2026-11-28',
    totalInactiveDays: 0,
    customerRating: 5,
  };

  it('computes budget and timeline performance from the figures', () => {
    const a = buildCompletionAnalysis(facts);
    expect(a.finalProfitMargin).toBe(25);
    expect(a.overallRating).toBe('excellent');
    expect(a.budgetPerformance).toEqual({ budgetedAmount: 10000, actualCost: 7500, variance: 2500, variancePercentage: 25 });
    expect(a.timelinePerformance).toEqual({ plannedDays: 30, actualDays: 28, variance: -2, onTime: true });
    expect(a.keySuccesses).toContain('Finished $2,500.00 under the $10,000.00 budget, a 25.00% profit margin.');
    expect(a.keySuccesses).toContain('Finished in 28 days against 30 planned, 2 days early.');
    expect(a.keySuccesses).toContain('Materials cost $2,500.00, within the $3,000.00 estimate.');
    expect(a.lessonsLearned[0]).toBe('Cost split: labor $4,500.00 (60.00%), materials $2,500.00 (33.33%), other $500.00 (6.67%).');
    expect(a.recommendationsForSimilarProjects[0]).toBe(
      "You charged $10,000.00, above the $8,844.34 that the 15.2% average margin on this job's $7,500.00 of recorded costs would need: keep pricing similar jobs at about $10,000.00.",
    );
    expect(a.aiInsights).toBe(
      'Smith kitchen closed with $7,500.00 spent on a $10,000.00 budget (25.00% margin) in 28 days against 30 planned, customer rating 5/5. Overall: excellent.',
    );
  });

  it('says "not rated" when the customer gave no rating, and judges on the figures alone', () => {
    const a = buildCompletionAnalysis({ ...facts, customerRating: null });
    expect(a.overallRating).toBe('excellent');
    expect(JSON.stringify(a)).not.toMatch(/rated the job \d/);
    expect(a.lessonsLearned).toContain('The customer did not rate the job (not rated).');
    expect(a.aiInsights).toContain('not rated by the customer');
  });

  it.each([
    // An $8,500 job that cost $1,554: the advice never reads as cutting the price to $1,832.88.
    [
      850_000,
      155_400,
      "You charged $8,500.00, above the $1,832.55 that the 15.2% average margin on this job's $1,554.00 of recorded costs would need: keep pricing similar jobs at about $8,500.00.",
    ],
    [
      100_000,
      100_000,
      "You charged $1,000.00; the 15.2% average margin on this job's $1,000.00 of recorded costs needs at least $1,179.25: quote similar jobs at $1,179.25 or more.",
    ],
  ])('pricing advice for a %i-cent price and %i-cent cost', (price, cost, text) => {
    expect(pricingAdvice(cents(price), cents(cost))).toBe(text);
  });
  it('gives no pricing advice without recorded costs', () => expect(pricingAdvice(cents(850_000), cents(0))).toBeNull());

  it('reports a late loss as poor with the overrun', () => {
    const a = buildCompletionAnalysis({ ...facts, finalCost: cents(1_100_000), finishDate: '2026-12-05', customerRating: 2 });
    expect(a.overallRating).toBe('poor');
    expect(a.budgetPerformance).toEqual({ budgetedAmount: 10000, actualCost: 11000, variance: -1000, variancePercentage: -10 });
    expect(a.timelinePerformance).toEqual({ plannedDays: 30, actualDays: 35, variance: 5, onTime: false });
    expect(a.areasForImprovement).toContain('Costs ran $1,000.00 over the $10,000.00 budget (-10.00% margin).');
    expect(a.areasForImprovement).toContain('Took 35 days against 30 planned: finished 5 days after the planned end (16.67% over).');
  });

  it('has no plan to measure against without dates or estimate', () => {
    const a = buildCompletionAnalysis({ ...facts, endDate: null, estimatedDays: null });
    expect(a.timelinePerformance).toEqual({ plannedDays: null, actualDays: 28, variance: null, onTime: null });
  });

  it.each([
    [25, 30, 30, 5, 'excellent'],
    [25, 30, 31, 5, 'good'],
    [25, 30, 34, 5, 'fair'],
    [15, 30, 30, 3, 'good'],
    [15, 30, 30, 2, 'fair'],
    [0, 30, 30, 5, 'fair'],
    [-0.01, 30, 30, 5, 'poor'],
  ] as const)('margin %d, planned %i, actual %i, rating %i → %s', (m, p, a, r, expected) => {
    expect(overallRating(m, p, a, r)).toBe(expected);
  });
});

describe('performance label', () => {
  it.each([
    [20, 'Excellent'],
    [19.99, 'Good'],
    [10, 'Good'],
    [0, 'Break-even'],
    [-0.01, 'Loss'],
  ] as const)('%d%% → %s', (m, label) => {
    expect(performanceLabel(m)).toBe(label);
  });
});
