import { describe, expect, it } from 'vitest';
import { analyzeStatus, type StatusInput } from './cost-tracking';
import { cents } from './money';

// The Costs tab's status analysis: crew-day progress against the calendar, and when each recommendation appears.

// $10,000 budget, $4,750 of materials estimated: $5,250 of labor = 30 crew days at $175; day 15 of 30.
const base: StatusInput = {
  projectId: 1,
  budget: cents(1_000_000),
  labor: cents(262_500),
  material: cents(0),
  other: cents(0),
  estimatedMaterialCost: cents(475_000),
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  estimatedDays: 30,
  status: 'active',
  today: '2026-11-15',
  laborDaysRecorded: 15,
  teamDailyRates: [cents(17_500)],
};
const ON_TRACK = 'Costs and schedule are on track. Keep recording expenses and daily work.';

describe('crew days against the calendar', () => {
  it('is on track with work at the calendar pace, and says only that', () => {
    const a = analyzeStatus(base);
    expect(a).toMatchObject({ estimatedLaborDays: 30, timeProgressPercent: 50, scheduleStatus: 'on_track', budgetStatus: 'under_budget' });
    expect(a.recommendations).toEqual([ON_TRACK]);
  });

  it.each([
    [19.5, 'ahead_of_schedule'], // 65 % of the crew days at 50 % of the time: 15 points ahead
    [19, 'on_track'], // 63.3 %
  ] as const)('%d crew days recorded: %s', (laborDaysRecorded, scheduleStatus) => {
    expect(analyzeStatus({ ...base, laborDaysRecorded, labor: cents(0) }).scheduleStatus).toBe(scheduleStatus);
  });

  it.each([
    [7.5, true], // 25 % of the crew days at 50 % of the time: trails by 25 points
    [8, false],
  ])('%d crew days recorded: trails the calendar %s', (laborDaysRecorded, trails) => {
    const recs = analyzeStatus({ ...base, laborDaysRecorded }).recommendations;
    expect(recs.some((r) => r.includes('trails the calendar'))).toBe(trails);
    if (trails)
      expect(recs).toContain(
        'Recorded work (7.5 crew days of about 30) trails the calendar. Consider adding crew days to stay on schedule.',
      );
  });

  it('without a plan there is no time progress, so neither ahead nor trailing', () => {
    const a = analyzeStatus({ ...base, endDate: null, estimatedDays: null, laborDaysRecorded: 29 });
    expect(a).toMatchObject({ timeProgressPercent: null, plannedDays: null, scheduleStatus: 'on_track', estimatedLaborDays: 30 });
  });

  it.each([
    [cents(1_000_000), null], // the materials estimate is the whole budget: no labor budget
    [cents(1_200_000), null],
    [cents(999_000), 0.1], // $10 of labor at $175 a day
    [null, null],
  ])('materials estimated at %j: %j crew days', (estimatedMaterialCost, days) => {
    expect(analyzeStatus({ ...base, estimatedMaterialCost }).estimatedLaborDays).toBe(days);
  });

  it('counts a crew member without a daily rate at $175, and no crew as one at $175', () => {
    expect(analyzeStatus({ ...base, teamDailyRates: [cents(25_000), null] })).toMatchObject({
      dailyLaborCost: 425,
      estimatedLaborDays: 24.7,
    });
    expect(analyzeStatus({ ...base, teamDailyRates: [] })).toMatchObject({ dailyLaborCost: 175, estimatedLaborDays: 30 });
  });
});

describe('recommendations', () => {
  it('warns of materials over their estimate only when there is one above 0', () => {
    const over = analyzeStatus({ ...base, material: cents(522_500) });
    expect(over.recommendations).toContain(
      'Material costs of $5,225.00 exceed the $4,750.00 estimate by 10%. Compare supplier prices for the remaining orders.',
    );
    const at = analyzeStatus({ ...base, material: cents(475_000) });
    expect(at.recommendations.some((r) => r.startsWith('Material costs'))).toBe(false);
    const zero = analyzeStatus({ ...base, estimatedMaterialCost: cents(0), material: cents(100) });
    expect(zero.recommendations.some((r) => r.startsWith('Material costs'))).toBe(false);
  });

  it('with a zero budget says the costs are over it, not a margin', () => {
    const a = analyzeStatus({ ...base, budget: cents(0), estimatedMaterialCost: null, labor: cents(10_000) });
    expect(a).toMatchObject({ budgetStatus: 'over_budget', budgetVariance: 100, spentPercent: 100, projectedMargin: 0 });
    expect(a.recommendations).toEqual([
      'Costs are 100% of the budget, $100.00 over. Review the remaining scope and discuss a change order with the client.',
    ]);
  });

  it.each([
    [cents(424_000), 15.2, false], // projected $8,480: exactly the average is not below it
    [cents(424_050), 15.19, true],
  ])('labor of %d cents at half time: projected margin %d, below the Florida average %s', (labor, margin, below) => {
    const a = analyzeStatus({ ...base, labor });
    expect(a.projectedMargin).toBe(margin);
    expect(a.recommendations.some((r) => r.includes('below the Florida average'))).toBe(below);
  });

  it('says the projected margin when it is below the average', () => {
    const a = analyzeStatus({ ...base, labor: cents(450_000) });
    expect(a.projectedMargin).toBe(10);
    expect(a.recommendations).toContain('At the current pace the projected margin is 10%, below the Florida average of 15.2%.');
  });

  it('a completed project is projected at what it cost', () => {
    const a = analyzeStatus({ ...base, status: 'completed' });
    expect(a.projectedFinalCost).toBe(2625);
  });
});
