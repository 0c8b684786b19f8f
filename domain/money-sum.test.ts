import { describe, expect, it } from 'vitest';
import { type Cents, cents, centsToDollars } from './money';
import { meanCents, roundDollarsToCents, sumDollars } from './money-sum';

describe('sumDollars', () => {
  it.each([
    [[], 0],
    [[0.1, 0.2, 0.3], 60],
    [[300.6, 0.1, 0.2, 0.3], 30120],
    [[-5.25, 10], 475],
    [[99999999.99, 0.01], 10_000_000_000],
  ])('sums %j to %i cents exactly', (amounts, expected) => {
    expect(sumDollars(amounts)).toBe(expected);
  });

  it('answers what float addition gets wrong: 0.1 + 0.2 + 0.3 shows as 0.6', () => {
    expect(0.1 + 0.2 + 0.3).not.toBe(0.6);
    expect(centsToDollars(sumDollars([0.1, 0.2, 0.3]))).toBe(0.6);
  });

  it('refuses an amount with more than 2 decimals instead of rounding it away', () => {
    expect(() => sumDollars([1.005])).toThrow(RangeError);
  });
});

describe('meanCents', () => {
  const c = (...values: number[]): Cents[] => values.map(cents);
  it.each([
    [[], 0],
    [[17500], 17500],
    [[17500, 17513, 17526], 17513],
    [[1, 2], 2], // 1.5 cents rounds half up
    [[1, 2, 2], 2], // 1.67
    [[1, 1, 2], 1], // 1.33
    [[-1, -2], -2], // half away from zero
  ])('the mean of %j is %i cents', (values, expected) => {
    expect(meanCents(c(...values))).toBe(expected);
  });
});

describe('roundDollarsToCents', () => {
  it.each([
    [12.34, 1234],
    [12.345, 1235],
    [12.3449, 1234],
    [1.005, 101], // 1.00499999… in binary, but typed as 1.005
    [0.1 + 0.2, 30],
    [0, 0],
    [-2.675, -268],
  ])('rounds %d to %i cents', (dollars, expected) => {
    expect(roundDollarsToCents(dollars)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (dollars) => {
    expect(() => roundDollarsToCents(dollars)).toThrow(RangeError);
  });
});
