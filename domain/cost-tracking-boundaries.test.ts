import { describe, expect, it } from 'vitest';
import { analyzeStatus, costBucket, type StatusInput } from './cost-tracking';
import { cents } from './money';

// Every threshold of docs/decisions/021-cost-tracking-budget-and-schedule-status.md, on both sides of its edge.

const base: StatusInput = {
  projectId: 7,
  budget: cents(1_000_000), // $10,000
  labor: cents(0),
  material: cents(0),
  other: cents(0),
  estimatedMaterialCost: null,
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  estimatedDays: 30,
  status: 'active',
  today: '2026-11-15', // day 15 of 30: time progress 50 %
  laborDaysRecorded: 1,
  teamDailyRates: [],
};
const ON_TRACK = 'Costs and schedule are on track. Keep recording expenses and daily work.';

describe('cost buckets: labor, material, everything else', () => {
  it.each([
    ['labor', 'labor'],
    ['material', 'material'],
    ['other', 'other'],
    ['permits', 'other'],
    ['utilities', 'other'],
    ['fuel', 'other'],
    ['dining', 'other'],
    ['Labor', 'other'], // categories are lower-case keys; no fuzzy matching
    ['', 'other'],
  ] as const)('%j → %s', (category, bucket) => expect(costBucket(category)).toBe(bucket));
});

describe('budget variance and budget status (±10 points of the schedule pace)', () => {
  it.each([
    // costs ¢ (as material), variance, status — pace 50 % of $10,000 = $5,000
    [600_000, 10, 'on_track'], // exactly +10
    [601_000, 10.1, 'over_budget'],
    [400_000, -10, 'on_track'], // exactly −10
    [399_000, -10.1, 'under_budget'],
    [500_000, 0, 'on_track'],
    [500_400, 0, 'on_track'], // +0.04 points rounds to 0.0
    [500_500, 0.1, 'on_track'], // +0.05 points rounds to 0.1 (one decimal)
  ] as const)('costs %i¢ → variance %d, %s', (costs, variance, status) => {
    const a = analyzeStatus({ ...base, material: cents(costs) });
    expect(a.budgetVariance).toBe(variance);
    expect(a.budgetStatus).toBe(status);
  });

  it('adds the three buckets into the costs', () => {
    const a = analyzeStatus({ ...base, labor: cents(100_000), material: cents(200_000), other: cents(301_000) });
    expect(a).toMatchObject({ totalCosts: 6010, budgetVariance: 10.1, budgetStatus: 'over_budget', spentPercent: 60.1 });
  });

  it('is over budget one cent past the budget even on pace, and on track at exactly the budget', () => {
    const end = { ...base, today: '2026-11-30' }; // pace 100 %
    expect(analyzeStatus({ ...end, material: cents(1_000_000) })).toMatchObject({ budgetStatus: 'on_track', budgetVariance: 0 });
    expect(analyzeStatus({ ...end, material: cents(1_000_001) })).toMatchObject({ budgetStatus: 'over_budget', budgetVariance: 0 });
  });

  it('zero budget: on track with no costs, over budget (100 %) with any', () => {
    const zero = { ...base, budget: cents(0) };
    expect(analyzeStatus(zero)).toMatchObject({ budgetStatus: 'on_track', budgetVariance: 0, spentPercent: 0, projectedMargin: 0 });
    expect(analyzeStatus({ ...zero, other: cents(1) })).toMatchObject({
      budgetStatus: 'over_budget',
      budgetVariance: 100,
      spentPercent: 100,
    });
  });

  it('without planned days the pace is 100 % and time progress is unknown', () => {
    const open = { ...base, endDate: null, estimatedDays: null };
    expect(analyzeStatus({ ...open, material: cents(500_000) })).toMatchObject({
      budgetStatus: 'under_budget',
      budgetVariance: -50,
      plannedDays: null,
      timeProgressPercent: null,
      overrunDays: 0,
      projectedFinalCost: 5000,
    });
  });

  it('time progress counts the start day and is capped at 100 %', () => {
    expect(analyzeStatus({ ...base, today: '2026-11-01' })).toMatchObject({ daysElapsed: 1, timeProgressPercent: 3.3 });
    expect(analyzeStatus({ ...base, today: '2026-10-31' })).toMatchObject({ daysElapsed: 0, timeProgressPercent: 0 });
    expect(analyzeStatus({ ...base, today: '2026-12-30' })).toMatchObject({ daysElapsed: 60, timeProgressPercent: 100 });
  });
});

describe('schedule status', () => {
  it('is behind from the first day past the planned days, not on the last planned day', () => {
    expect(analyzeStatus({ ...base, today: '2026-11-30' })).toMatchObject({ scheduleStatus: 'on_track', overrunDays: 0 });
    const late = analyzeStatus({ ...base, today: '2026-12-01', teamDailyRates: [cents(20_000)] });
    expect(late).toMatchObject({ scheduleStatus: 'behind_schedule', overrunDays: 1 });
    expect(late.recommendations).toContain('The project is 1 day past its planned end; each extra day costs about $200.00 in crew labor.');
  });

  it('a completed project is not behind for running past its estimate', () => {
    expect(analyzeStatus({ ...base, status: 'completed', today: '2026-12-10' })).toMatchObject({
      scheduleStatus: 'on_track',
      overrunDays: 0,
    });
  });

  it('without an end date, is behind from the day after the last day its estimate implies (one rule, domain/schedule)', () => {
    const estimateOnly = { ...base, endDate: null, estimatedDays: 10 };
    expect(analyzeStatus({ ...estimateOnly, today: '2026-11-10' })).toMatchObject({ scheduleStatus: 'on_track', overrunDays: 0 });
    expect(analyzeStatus({ ...estimateOnly, today: '2026-11-11' })).toMatchObject({ scheduleStatus: 'behind_schedule', overrunDays: 1 });
  });

  // Crew days: (budget − estimated material) ÷ the team's average daily rate; $4,000 ÷ $200 = 20 crew days.
  const crew = { ...base, estimatedMaterialCost: cents(600_000), teamDailyRates: [cents(20_000)] };

  it('is ahead when recorded crew days lead the calendar by 15 points or more', () => {
    // Before the start: time progress 0; 3 of 20 crew days = exactly 15 %.
    const early = { ...crew, today: '2026-10-31' };
    expect(analyzeStatus({ ...early, laborDaysRecorded: 3 })).toMatchObject({
      scheduleStatus: 'ahead_of_schedule',
      estimatedLaborDays: 20,
    });
    expect(analyzeStatus({ ...early, laborDaysRecorded: 2.5 }).scheduleStatus).toBe('on_track');
  });

  it('says when recorded crew days trail the calendar by 25 points or more, but is not "behind" before the planned end', () => {
    // Day 5 of 20 planned: time progress exactly 25 %; no crew days recorded.
    const quarter = { ...crew, estimatedDays: 20, today: '2026-11-05', laborDaysRecorded: 0 };
    const trailing = analyzeStatus(quarter);
    expect(trailing).toMatchObject({ scheduleStatus: 'on_track', overrunDays: 0 });
    const advice = 'Recorded work (0 crew days of about 20) trails the calendar. Consider adding crew days to stay on schedule.';
    expect(trailing.recommendations).toContain(advice);
    // Day 6 of 25: 24 %.
    expect(analyzeStatus({ ...quarter, estimatedDays: 25, today: '2026-11-06' }).recommendations).not.toContain(advice);
  });

  it.each([
    // estimated material ¢, team rates ¢, estimated crew days
    [null, [cents(20_000)], null], // no material estimate: no crew-day estimate
    [1_000_000, [cents(20_000)], null], // material takes the whole budget
    [1_100_000, [cents(20_000)], null],
    [999_000, [cents(20_000)], 0.1], // $10 of labor budget: 0.05 day → 0.1
    [650_000, [], 20], // no team: $175 a day
    [625_000, [cents(20_000), null], 20], // $200 and the $175 default: $187.50 average
    [900_000, [cents(30_000)], 3.3], // 3.33 rounded to one decimal
  ] as const)('material estimate %s, team %j → %s crew days', (estimate, rates, days) => {
    const a = analyzeStatus({
      ...base,
      estimatedMaterialCost: estimate === null ? null : cents(estimate),
      teamDailyRates: [...rates],
    });
    expect(a.estimatedLaborDays).toBe(days);
  });

  it.each([
    [[], 175],
    [[cents(20_000)], 200],
    [[cents(20_000), null], 375],
    [[null, null], 350],
  ] as const)('a crew day of team %j costs $%d', (rates, daily) => {
    expect(analyzeStatus({ ...base, teamDailyRates: [...rates] }).dailyLaborCost).toBe(daily);
  });
});

describe('projection and recommendations', () => {
  it('projects costs by time progress unless completed or not started', () => {
    expect(analyzeStatus({ ...base, material: cents(300_000) })).toMatchObject({ projectedFinalCost: 6000, projectedMargin: 40 });
    expect(analyzeStatus({ ...base, material: cents(300_000), status: 'completed' })).toMatchObject({
      projectedFinalCost: 3000,
      projectedMargin: 70,
    });
    expect(analyzeStatus({ ...base, material: cents(300_000), today: '2026-10-31' })).toMatchObject({ projectedFinalCost: 3000 });
  });

  it('flags spending ahead of pace (within the budget) with the variance', () => {
    expect(analyzeStatus({ ...base, material: cents(601_000) }).recommendations[0]).toBe(
      "Spending is 10.1 points of the budget ahead of the schedule's pace. Check material orders and crew days before the next purchase.",
    );
    expect(analyzeStatus({ ...base, material: cents(600_000) }).recommendations.some((r) => r.startsWith('Spending is'))).toBe(false);
  });

  it('flags material above its estimate only when strictly above a positive estimate', () => {
    const mat = (material: number, estimate: number | null) =>
      analyzeStatus({
        ...base,
        today: '2026-11-30',
        material: cents(material),
        estimatedMaterialCost: estimate === null ? null : cents(estimate),
      }).recommendations.filter((r) => r.startsWith('Material costs'));
    expect(mat(300_000, 300_000)).toEqual([]);
    expect(mat(300_001, 300_000)).toEqual([
      'Material costs of $3,000.01 exceed the $3,000.00 estimate by 0%. Compare supplier prices for the remaining orders.',
    ]);
    expect(mat(330_000, 300_000)[0]).toContain('by 10%');
    expect(mat(100, 0)).toEqual([]);
    expect(mat(100, null)).toEqual([]);
  });

  it('asks for work records only once the project has started and no labor exists', () => {
    const ask = (p: Partial<StatusInput>) =>
      analyzeStatus({ ...base, ...p }).recommendations.includes('Record daily work to track labor costs.');
    expect(ask({ laborDaysRecorded: 0 })).toBe(true);
    expect(ask({ laborDaysRecorded: 0, today: '2026-10-31' })).toBe(false);
    expect(ask({ laborDaysRecorded: 0.5 })).toBe(false);
    expect(ask({ laborDaysRecorded: 0, labor: cents(1) })).toBe(false);
  });

  it('warns of a projected margin under 15.2 %, not at 15.2 % and not without costs', () => {
    const warn = (material: number) =>
      analyzeStatus({ ...base, status: 'completed', material: cents(material) }).recommendations.some((r) =>
        r.startsWith('At the current pace'),
      );
    expect(warn(848_000)).toBe(false); // margin exactly 15.2
    expect(warn(848_001)).toBe(false); // 15.1999 rounds to 15.2
    expect(warn(848_100)).toBe(true); // 15.19
    expect(analyzeStatus({ ...base, status: 'completed', budget: cents(0), material: cents(0) }).recommendations).toEqual([ON_TRACK]);
  });

  it('says on track when nothing calls for attention', () => {
    expect(analyzeStatus({ ...base, status: 'completed', material: cents(500_000) }).recommendations).toEqual([ON_TRACK]);
    expect(analyzeStatus({ ...base }).recommendations).toEqual([ON_TRACK]); // nothing spent yet, one crew day recorded
  });
});
