import { describe, expect, it } from 'vitest';
import { type Cents, cents } from './money';
import { meanCents, roundDollarsToCents } from './money-sum';

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
