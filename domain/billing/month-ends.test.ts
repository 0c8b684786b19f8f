import { describe, expect, it } from 'vitest';
import { monthEndOf, monthEndsBetween, previousMonthEnd } from './month-ends';

describe('month ends', () => {
  it.each([
    ['2026-03-15', '2026-02-28'],
    ['2024-03-01', '2024-02-29'],
    ['2026-01-31', '2025-12-31'],
  ])('previousMonthEnd(%s) = %s', (day, end) => expect(previousMonthEnd(day)).toBe(end));

  it.each([
    ['2026-02-03', '2026-02-28'],
    ['2024-02-29', '2024-02-29'],
    ['2025-12-01', '2025-12-31'],
    ['2026-04-30', '2026-04-30'],
  ])('monthEndOf(%s) = %s', (day, end) => expect(monthEndOf(day)).toBe(end));

  it('lists the month ends from a first day to a last month end, oldest first, at most max', () => {
    expect(monthEndsBetween('2025-11-20', '2026-02-28', 60)).toEqual(['2025-11-30', '2025-12-31', '2026-01-31', '2026-02-28']);
    expect(monthEndsBetween('2025-11-20', '2026-02-28', 2)).toEqual(['2026-01-31', '2026-02-28']);
    expect(monthEndsBetween('2026-02-01', '2026-02-28', 60)).toEqual(['2026-02-28']);
    // Nothing started before the last month end: nothing to fill in.
    expect(monthEndsBetween('2026-03-02', '2026-02-28', 60)).toEqual([]);
  });
});
