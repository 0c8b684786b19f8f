import { describe, expect, it } from 'vitest';
import { actualDays, buildCompletionAnalysis, overallRating } from './completion-analysis';
import { alreadyInSetMessage, completionInputSchema, planMove } from './lifecycle';
import { cents } from './money';

/** A local-time instant on a calendar date (the business's dates are local). */
const at = (date: string, hour = 10) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y, m - 1, d, hour);
};

describe('set messages and rating input', () => {
  it('names the set a project is already in', () => {
    expect(alreadyInSetMessage('active')).toBe('This project is already active');
    expect(alreadyInSetMessage('inactive')).toBe('This project is already inactive');
    expect(alreadyInSetMessage('completed')).toBe('This project is already marked as completed');
  });

  it.each([
    ['  ', null],
    ['5', 5],
    ['1', 1],
    [5, 5],
  ])('rating %j is %s', (customerRating, rating) => {
    expect(completionInputSchema.parse({ customerRating }).customerRating).toBe(rating);
  });

  it.each([[' 3 '], ['3.0'], ['6'], ['0'], [true], [[4]], [Number.NaN]])('refuses rating %j with the rating message', (customerRating) => {
    expect(completionInputSchema.safeParse({ customerRating }).error?.issues[0].message).toBe(
      'Customer rating must be a whole number from 1 to 5',
    );
  });
});

describe('moves at the edges', () => {
  const paused = {
    status: 'on_hold',
    isActive: false,
    startDate: '2026-11-01',
    lastActiveDate: '2026-11-10',
    pausedAt: at('2026-11-10').toISOString(),
    activeDays: 9,
    totalInactiveDays: 0,
  };

  it('completing a paused project closes the pause and counts the completion day as active', () => {
    const done = planMove(paused, 'completed', at('2026-11-15'));
    expect(done).toEqual({
      status: 'completed',
      isActive: false,
      activeDays: 10,
      totalInactiveDays: 5,
      pausedDays: 5,
      lastActiveDate: '2026-11-15',
      actualFinishDate: '2026-11-15',
    });
    expect(done.activeDays + done.totalInactiveDays).toBe(actualDays('2026-11-01', '2026-11-15'));
  });

  it('completing a project paused on its start day, on that same day, counts that one day as active', () => {
    const sameDay = { ...paused, lastActiveDate: '2026-11-01', pausedAt: at('2026-11-01', 9).toISOString(), activeDays: 0 };
    expect(planMove(sameDay, 'completed', at('2026-11-01', 17))).toMatchObject({ activeDays: 1, totalInactiveDays: 0 });
  });

  it('completing a paused project before its start day adds no active day', () => {
    const future = {
      ...paused,
      startDate: '2026-12-01',
      lastActiveDate: '2026-12-01',
      activeDays: 0,
      pausedAt: at('2026-11-10').toISOString(),
    };
    expect(planMove(future, 'completed', at('2026-11-15')).activeDays).toBe(0);
  });

  it('resuming records the resume time and the pause length', () => {
    const now = at('2026-11-12');
    const resumed = planMove(paused, 'active', now);
    expect(resumed).toEqual({
      status: 'active',
      isActive: true,
      activeDays: 9,
      totalInactiveDays: 2,
      pausedDays: 2,
      lastActiveDate: '2026-11-12',
      resumedAt: now,
    });
  });

  it('a project switched off without a pause time counts no paused days', () => {
    const off = { ...paused, status: 'active', pausedAt: null };
    expect(planMove(off, 'active', at('2026-11-20'))).toMatchObject({ totalInactiveDays: 0, pausedDays: 0, activeDays: 9 });
  });

  it('an active project without lastActiveDate counts from its start date', () => {
    const active = { ...paused, status: 'active', isActive: true, lastActiveDate: null, pausedAt: null, activeDays: 0 };
    const now = at('2026-11-06');
    expect(planMove(active, 'inactive', now)).toEqual({
      status: 'on_hold',
      isActive: false,
      activeDays: 5,
      totalInactiveDays: 0,
      pausedDays: 0,
      lastActiveDate: '2026-11-06',
      pausedAt: now,
    });
  });

  it('pausing a completed project reopens it as paused, keeping its last active date', () => {
    const completed = { ...paused, status: 'completed', pausedAt: null, activeDays: 20, lastActiveDate: '2026-11-21' };
    const now = at('2026-12-01');
    expect(planMove(completed, 'inactive', now)).toEqual({
      status: 'on_hold',
      isActive: false,
      activeDays: 20,
      totalInactiveDays: 0,
      pausedDays: 0,
      lastActiveDate: '2026-11-21',
      pausedAt: now,
      actualFinishDate: null,
    });
    expect(planMove({ ...completed, lastActiveDate: null }, 'inactive', now).lastActiveDate).toBe('2026-12-01');
  });

  it('counts inclusive calendar days, never below 0', () => {
    expect(actualDays('2026-11-01', '2026-11-01')).toBe(1);
    expect(actualDays('2026-11-01', '2026-11-30')).toBe(30);
    expect(actualDays('2026-11-02', '2026-11-01')).toBe(0);
    expect(actualDays('2026-11-10', '2026-11-01')).toBe(0);
  });
});

describe('overall rating thresholds', () => {
  it.each([
    [20, 30, 30, 4, 'excellent'],
    [19.99, 30, 30, 5, 'good'],
    [20, 30, 30, 3, 'good'],
    [10, 30, 33, 3, 'good'],
    [10, 30, 34, 3, 'fair'],
    [9.99, 30, 30, 5, 'fair'],
    [25, null, 90, 5, 'excellent'],
    [25, 0, 90, 5, 'excellent'],
    [25, 30, 29, 5, 'excellent'],
  ] as const)('margin %d, planned %s, actual %i, rating %i → %s', (m, p, a, r, expected) => {
    expect(overallRating(m, p, a, r)).toBe(expected);
  });
});

describe('completion analysis sentences', () => {
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

  it('an early, profitable job: every success and lesson from its figures', () => {
    const a = buildCompletionAnalysis(facts);
    expect(a.keySuccesses).toEqual([
      'Finished $2,500.00 under the $10,000.00 budget, a 25.00% profit margin.',
      'Margin beat the 15.2% Florida industry average by 9.80 points.',
      'Finished in 28 days against 30 planned, 2 days early.',
      'Materials cost $2,500.00, within the $3,000.00 estimate.',
      'Customer rated the job 5 out of 5.',
    ]);
    expect(a.areasForImprovement).toEqual([]);
    expect(a.lessonsLearned).toEqual([
      'Cost split: labor $4,500.00 (60.00%), materials $2,500.00 (33.33%), other $500.00 (6.67%).',
      'Average cost per calendar day was $267.86.',
    ]);
    expect(a.recommendationsForSimilarProjects).toEqual([
      "You charged $10,000.00, above the $8,844.34 that the 15.2% average margin on this job's $7,500.00 of recorded costs would need: keep pricing similar jobs at about $10,000.00.",
      'Plan 28 calendar days for a job of this size.',
      'Labor was over half the cost: schedule crews tightly and track days per task.',
    ]);
  });

  it('a late loss with an unhappy customer: every area for improvement', () => {
    const a = buildCompletionAnalysis({
      ...facts,
      finalCost: cents(1_100_000),
      materialCost: cents(350_000),
      finishDate: '2026-12-05',
      customerRating: 3,
      totalInactiveDays: 4,
    });
    expect(a.keySuccesses).toEqual([]);
    expect(a.areasForImprovement).toEqual([
      'Costs ran $1,000.00 over the $10,000.00 budget (-10.00% margin).',
      'Margin was 25.20 points below the 15.2% Florida industry average.',
      'Took 35 days against 30 planned: finished 5 days after the planned end (16.67% over).',
      'Materials cost $3,500.00, $500.00 over the $3,000.00 estimate.',
      'Customer rated the job 3 out of 5; follow up on what fell short.',
    ]);
    expect(a.lessonsLearned.slice(1)).toEqual([
      'The project was paused for 4 days in total, which stretched the calendar.',
      'Average cost per calendar day was $314.29.',
    ]);
    expect(a.recommendationsForSimilarProjects).toEqual([
      "You charged $10,000.00; the 15.2% average margin on this job's $11,000.00 of recorded costs needs at least $12,971.70: quote similar jobs at $12,971.70 or more.",
      'Plan 35 calendar days for a job of this size rather than 30.',
    ]);
    expect(a.aiInsights).toBe(
      'Smith kitchen closed with $11,000.00 spent on a $10,000.00 budget (-10.00% margin) in 35 days against 30 planned, customer rating 3/5. Overall: poor.',
    );
  });

  it('edges: on plan to the day, materials at the estimate, margin at the average, rating 4, labor exactly half', () => {
    const a = buildCompletionAnalysis({
      ...facts,
      finalCost: cents(848_000),
      laborCost: cents(424_000),
      materialCost: cents(300_000),
      otherCost: cents(124_000),
      finishDate: '2026-11-30',
      customerRating: 4,
    });
    expect(a.timelinePerformance).toEqual({ plannedDays: 30, actualDays: 30, variance: 0, onTime: true });
    expect(a.keySuccesses).toEqual([
      'Finished $1,520.00 under the $10,000.00 budget, a 15.20% profit margin.',
      'Margin beat the 15.2% Florida industry average by 0.00 points.',
      'Finished in 30 days against 30 planned.',
      'Materials cost $3,000.00, within the $3,000.00 estimate.',
      'Customer rated the job 4 out of 5.',
    ]);
    expect(a.recommendationsForSimilarProjects).toEqual([
      "You charged $10,000.00, above the $10,000.00 that the 15.2% average margin on this job's $8,480.00 of recorded costs would need: keep pricing similar jobs at about $10,000.00.",
      'Plan 30 calendar days for a job of this size.',
    ]);
  });

  it('a job with no costs, no plan and no material estimate says what cannot be judged', () => {
    const a = buildCompletionAnalysis({
      ...facts,
      finalCost: cents(0),
      laborCost: cents(0),
      materialCost: cents(0),
      otherCost: cents(0),
      estimatedMaterialCost: null,
      endDate: null,
      estimatedDays: null,
      totalInactiveDays: 6,
    });
    expect(a.timelinePerformance).toEqual({ plannedDays: null, actualDays: 28, variance: null, onTime: null });
    // No costs: no 100 % margin, no "beat the average", and the overall rating is at most fair.
    expect(a.keySuccesses).toEqual(['Customer rated the job 5 out of 5.']);
    expect(a.areasForImprovement).toEqual([
      'No expenses or work records were recorded against this project, so its profit and margin cannot be judged.',
      'No end date or estimated days were set, so the 28-day schedule could not be measured against a plan.',
    ]);
    expect(a.lessonsLearned).toEqual(['The project was paused for 6 days in total, which stretched the calendar.']);
    expect(a.recommendationsForSimilarProjects).toEqual(['Plan 28 calendar days for a job of this size.']);
    expect(a.aiInsights).toBe(
      'Smith kitchen closed with $0.00 spent on a $10,000.00 budget (no costs recorded, margin unknown) in 28 days, customer rating 5/5. Overall: fair.',
    );
  });

  it('plans from the date span when no estimate is given; rounds the variance share half away from zero', () => {
    const a = buildCompletionAnalysis({
      ...facts,
      estimatedDays: null,
      endDate: '2026-11-20',
      budget: cents(100_000),
      finalCost: cents(112_345),
    });
    expect(a.timelinePerformance).toEqual({ plannedDays: 20, actualDays: 28, variance: 8, onTime: false });
    expect(a.budgetPerformance).toEqual({ budgetedAmount: 1000, actualCost: 1123.45, variance: -123.45, variancePercentage: -12.35 });
    expect(a.areasForImprovement).toContain('Took 28 days against 20 planned: finished 8 days after the planned end (40.00% over).');
  });

  it('spending exactly the budget is finishing on budget, a 0 % margin', () => {
    const a = buildCompletionAnalysis({ ...facts, finalCost: cents(1_000_000) });
    expect(a.keySuccesses[0]).toBe('Finished $0.00 under the $10,000.00 budget, a 0.00% profit margin.');
    expect(a.overallRating).toBe('fair');
  });

  it('a finish date before the start (0 days) gives no cost per day instead of dividing by zero', () => {
    const a = buildCompletionAnalysis({ ...facts, finishDate: '2026-10-31' });
    expect(a.timelinePerformance.actualDays).toBe(0);
    expect(a.lessonsLearned).toHaveLength(1);
    expect(a.lessonsLearned[0]).toMatch(/^Cost split:/);
  });

  it('a zero budget gives a 0 % variance share, not a division by zero', () => {
    expect(buildCompletionAnalysis({ ...facts, budget: cents(0) }).budgetPerformance.variancePercentage).toBe(0);
  });
});
