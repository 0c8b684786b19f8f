import { describe, expect, it } from 'vitest';
import { analyzeStatus, costBucket, type StatusInput } from './cost-tracking';
import { cents } from './money';

const base: StatusInput = {
  projectId: 1,
  budget: cents(1_000_000), // $10,000
  labor: cents(0),
  material: cents(0),
  other: cents(0),
  estimatedMaterialCost: null,
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  estimatedDays: 30,
  status: 'active',
  today: '2026-11-15', // day 15 of 30: half the time used
  laborDaysRecorded: 0,
  teamDailyRates: [],
};

describe('cost buckets', () => {
  it.each([
    ['labor', 'labor'],
    ['material', 'material'],
    ['gas', 'other'],
    ['equipment', 'other'],
    ['subcontractor', 'other'],
  ] as const)('%s → %s', (category, bucket) => expect(costBucket(category)).toBe(bucket));
});

describe('status analysis', () => {
  it('is on track when spending follows the calendar (50 % spent at 50 % of the time)', () => {
    const a = analyzeStatus({ ...base, material: cents(300_000), labor: cents(200_000) });
    expect(a).toMatchObject({
      budgetStatus: 'on_track',
      budgetVariance: 0,
      spentPercent: 50,
      timeProgressPercent: 50,
      scheduleStatus: 'on_track',
    });
  });

  it('is under budget when spending trails the pace by more than 10 points', () => {
    expect(analyzeStatus({ ...base, material: cents(100_000) })).toMatchObject({ budgetStatus: 'under_budget', budgetVariance: -40 });
  });

  it('is over budget when spending runs ahead of the pace or past the budget', () => {
    expect(analyzeStatus({ ...base, material: cents(700_000) })).toMatchObject({ budgetStatus: 'over_budget', budgetVariance: 20 });
    const over = analyzeStatus({ ...base, today: '2026-11-30', material: cents(1_050_000) });
    expect(over.budgetStatus).toBe('over_budget');
    expect(over.recommendations[0]).toBe(
      'Costs are 105% of the budget, $500.00 over. Review the remaining scope and discuss a change order with the client.',
    );
  });

  it('is behind schedule past the estimate and prices an extra day at the crew rate (175 where none)', () => {
    const a = analyzeStatus({
      ...base,
      today: '2026-12-05',
      teamDailyRates: [cents(20_000), null],
      labor: cents(100_000),
      laborDaysRecorded: 5,
    });
    expect(a).toMatchObject({ scheduleStatus: 'behind_schedule', overrunDays: 5, dailyLaborCost: 375, daysElapsed: 35 });
    expect(a.recommendations).toContain('The project is 5 days past its planned end; each extra day costs about $375.00 in crew labor.');
  });

  it('is ahead of schedule when recorded crew days run ahead of the calendar', () => {
    // Labor budget 10,000 − 4,000 material = 6,000 at 200/day = 30 crew days; 24 recorded at 50 % of the time = 80 %.
    const a = analyzeStatus({
      ...base,
      estimatedMaterialCost: cents(400_000),
      teamDailyRates: [cents(20_000)],
      laborDaysRecorded: 24,
      labor: cents(480_000),
    });
    expect(a).toMatchObject({ scheduleStatus: 'ahead_of_schedule', estimatedLaborDays: 30 });
  });

  it('asks for work records when none exist, and says on track when all is well', () => {
    expect(analyzeStatus({ ...base, material: cents(500_000) }).recommendations).toContain('Record daily work to track labor costs.');
    expect(analyzeStatus({ ...base, today: '2026-11-01', budget: cents(1_000_000) }).recommendations).toEqual([
      'Record daily work to track labor costs.',
    ]);
    expect(analyzeStatus({ ...base, today: '2026-10-01' }).recommendations).toEqual([
      'Costs and schedule are on track. Keep recording expenses and daily work.',
    ]);
  });

  it('flags material over its estimate and a projected margin under 15.2 %', () => {
    const a = analyzeStatus({
      ...base,
      estimatedMaterialCost: cents(300_000),
      material: cents(450_000),
      laborDaysRecorded: 1,
      labor: cents(17_500),
    });
    expect(a.recommendations).toContain(
      'Material costs of $4,500.00 exceed the $3,000.00 estimate by 50%. Compare supplier prices for the remaining orders.',
    );
    expect(a.projectedFinalCost).toBe(9350);
    expect(a.recommendations.at(-1)).toBe('At the current pace the projected margin is 6.5%, below the Florida average of 15.2%.');
  });
});
