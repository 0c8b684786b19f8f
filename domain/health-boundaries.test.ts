import { describe, expect, it } from 'vitest';
import {
  budgetHealth,
  elapsedPercent,
  healthMetrics,
  healthTone,
  overallHealth,
  qualityScore,
  riskLevel,
  timelineHealth,
  timelineOverrunPercent,
} from './health';

// Each threshold of the health formulas (spec part 1 §9 / part 2 §9, docs/product/rules.md) on both sides of its edge.

describe('budget health = clamp(120 − % spent, 0..100)', () => {
  it.each([
    // budget ¢, spent ¢, health
    [0, 0, 100], // zero budget, nothing spent
    [0, 1, 0], // zero budget, any spending
    [-100, 0, 100], // a negative budget is treated like zero
    [-100, 1, 0],
    [100_000, 19_000, 100], // capped at 100 below 20 % spent
    [100_000, 20_000, 100],
    [100_000, 21_000, 99],
    [100_000, 89_000, 31],
    [100_000, 90_000, 30], // exactly 90 %: 30, not yet high risk
    [100_000, 90_001, 29.999],
    [100_000, 119_000, 1],
    [100_000, 120_000, 0],
    [100_000, 250_000, 0], // floored at 0
  ])('budget %i¢, spent %i¢ → %d', (budget, spent, health) => {
    expect(budgetHealth(budget, spent)).toBeCloseTo(health, 9);
  });
});

describe('timeline overrun % = days past the end ÷ planned days × 100', () => {
  it.each([
    // end, planned, today, overrun %
    [null, 10, '2026-12-31', 0], // no end date, start 2026-12-31: the estimate's end is 2027-01-09
    [null, 10, '2027-01-09', 0], // the estimate's last day
    [null, 10, '2027-01-10', 10], // no end date: one day past the estimate's end
    [null, null, '2030-01-01', 0], // no plan at all
    ['2026-11-30', 10, '2026-11-29', 0], // before the end
    ['2026-11-30', 10, '2026-11-30', 0], // on the end date
    ['2026-11-30', 10, '2026-12-01', 10], // one day late
    ['2026-11-30', 10, '2026-12-10', 100], // late by exactly the planned days
    ['2026-11-30', 10, '2026-12-11', 110],
    ['2026-11-30', 200, '2027-06-18', 100], // 200 days late of 200
    ['2026-11-30', 200, '2027-06-19', 100.5],
    ['2026-11-30', null, '2026-12-02', 200], // no planned days: each late day is 100 %
    ['2026-11-30', 0, '2026-12-02', 200], // planned days of 0 count as 1
  ] as const)('end %s, planned %s, today %s → %d percent', (end, planned, today, pct) => {
    const startDate = end ?? '2026-12-31';
    expect(timelineOverrunPercent({ startDate, endDate: end, plannedDays: planned, completed: false }, today)).toBeCloseTo(pct, 9);
  });
});

describe('timeline health = max(0, 100 − overrun ÷ 2)', () => {
  it.each([
    [0, 100],
    [1, 99.5],
    [50, 75],
    [100, 50], // exactly 100 % overrun: 50, not yet high risk
    [101, 49.5],
    [199, 0.5],
    [200, 0],
    [260, 0],
  ])('overrun  %d percent → %d', (overrun, health) => {
    expect(timelineHealth(overrun)).toBe(health);
  });
});

describe('risk level: high if budget < 30 or timeline < 50; medium if budget < 60 or timeline < 75', () => {
  it.each([
    [29.99, 100, 'high'],
    [30, 100, 'medium'],
    [100, 49.99, 'high'],
    [100, 50, 'medium'],
    [0, 0, 'high'],
    [59.99, 100, 'medium'],
    [60, 100, 'low'],
    [100, 74.99, 'medium'],
    [100, 75, 'low'],
    [60, 75, 'low'],
    [30, 50, 'medium'],
    [100, 100, 'low'],
  ] as const)('budget %d, timeline %d → %s', (budget, timeline, level) => {
    expect(riskLevel(budget, timeline)).toBe(level);
  });
});

describe('overall health = 0.4 × budget + 0.4 × timeline + 0.2 × quality, and its colour', () => {
  it.each([
    [100, 100, 85, 97],
    [50, 80, 70, 66],
    [0, 0, 70, 14],
    [100, 0, 0, 40],
    [0, 100, 0, 40],
  ])('budget %d, timeline %d, quality %d → %d', (b, t, q, overall) => {
    expect(overallHealth(b, t, q)).toBeCloseTo(overall, 9);
  });
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79.99, 'yellow'],
    [60, 'yellow'],
    [59.99, 'red'],
    [0, 'red'],
  ] as const)('%d is %s', (score, tone) => {
    expect(healthTone(score)).toBe(tone);
  });
  it('quality is 85 with photos, 70 without', () => {
    expect([qualityScore(true), qualityScore(false)]).toEqual([85, 70]);
  });
});

describe('completion without a plan: the share of the budget spent', () => {
  const p = {
    budgetCents: 1_000_000,
    spentCents: 345_600,
    startDate: '2026-11-01',
    endDate: null,
    plannedDays: null,
    hasPhotos: false,
    completed: false,
    active: true,
  };

  it.each([
    [{}, 34.6],
    [{ spentCents: 950_000 }, 90], // capped at 90 while active
    [{ spentCents: 950_000, active: false }, 50],
    [{ budgetCents: 0, spentCents: 100 }, 0],
    [{ budgetCents: -100, spentCents: 100 }, 0],
    [{ plannedDays: 0 }, 34.6],
    [{ plannedDays: -5 }, 34.6], // a negative plan is no plan
    [{ plannedDays: 40 }, 50], // day 20 of 40 on 2026-11-20
  ])('%j → %d %%', (change, completion) => {
    expect(healthMetrics({ ...p, ...change }, '2026-11-20').completionPercentage).toBe(completion);
  });

  it.each([
    [null, null],
    [0, null],
    [-5, null],
    [40, 50],
    [10, 200],
  ])('elapsed share of %j planned days on day 20: %j', (planned, pct) => {
    expect(elapsedPercent('2026-11-01', planned, '2026-11-20')).toBe(pct);
  });
});
