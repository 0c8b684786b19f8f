import { describe, expect, it } from 'vitest';
import { completedSummary, daysPaused, filterCompleted } from './archive-figures';

describe('completed archive summary', () => {
  it('sums exactly in cents and weights the margin by revenue', () => {
    const s = completedSummary([
      { budget: 10000.1, profit: 2000.2, customerRating: 5 },
      { budget: 0.2, profit: 0.1, customerRating: 4 },
      { budget: 5000, profit: -500, customerRating: 2 },
    ]);
    expect(s).toEqual({ count: 3, totalRevenue: 15000.3, totalProfit: 1500.3, averageMargin: 10, averageRating: 3.7 });
  });
  it('is zero for an empty archive', () => {
    expect(completedSummary([])).toEqual({ count: 0, totalRevenue: 0, totalProfit: 0, averageMargin: 0, averageRating: null });
    // An unrated job is left out of the average, not counted as a 5.
    expect(
      completedSummary([
        { budget: 10, profit: 1, customerRating: 2 },
        { budget: 10, profit: 1, customerRating: null },
      ]).averageRating,
    ).toBe(2);
  });
});

describe('completed archive filter', () => {
  const list = [
    { name: 'Smith kitchen', location: 'Tampa', customerRating: 5 },
    { name: 'Lee deck', location: 'Orlando', customerRating: 3 },
  ];
  it.each([
    ['', null, 2],
    ['tampa', null, 1],
    ['DECK', null, 1],
    ['', 3, 1],
    ['smith', 3, 0],
  ] as const)('search %s rating %s → %i', (q, r, n) => expect(filterCompleted(list, q, r)).toHaveLength(n));
});

describe('days paused', () => {
  it('counts local calendar days, null when not paused', () => {
    expect(daysPaused(new Date(2026, 10, 12, 23).toISOString(), new Date(2026, 10, 22, 1))).toBe(10);
    expect(daysPaused(null)).toBeNull();
  });
});
