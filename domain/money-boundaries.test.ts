import { describe, expect, it } from 'vitest';
import { addCents, cents, centsFromDb, centsToDecimalString, dollarsToCents, mulCents, parseCents, subCents } from './money';

// Edges of the exact-money rules (docs/decisions/004-labor-pay-is-rounded-per-work-record.md, docs/decisions/017-money-in-the-api.md).

describe('mulCents rounds half away from zero, per record', () => {
  it.each([
    // cents, factor, result
    [1, 0.5, 1], // 0.5¢ → 1¢
    [3, 0.5, 2], // 1.5¢ → 2¢
    [5, 0.5, 3], // 2.5¢ → 3¢ (not banker's 2¢)
    [17_501, 0.5, 8751],
    [2_250, 0.25, 563], // 0.25 h × $22.50 = $5.625 → $5.63
    [1, 0.4, 0], // 0.4¢ → 0
    [1, 0.6, 1],
    [-1, 0.5, -1], // −0.5¢ → −1¢, away from zero
    [-5, 0.5, -3],
    [-1, 0.4, 0],
    [45, 0.7, 32], // 31.5¢ although the float product is 31.499999999999996
    [25, 2.3, 58], // 57.5¢, float 57.49999999999999
    [90, 0.35, 32],
    [20_000, 0, 0],
    [0, 7.5, 0],
  ])('%i¢ × %d = %i¢', (value, factor, result) => {
    // + 0 reads −0 (from a negative value rounding to nothing) as 0; both are written as 0.00.
    expect(mulCents(cents(value), factor) + 0).toBe(result);
  });
});

describe('parseCents reads at most two decimals exactly', () => {
  it.each([
    ['0', 0],
    ['-0.01', -1],
    ['1.5', 150],
    ['1.05', 105],
    [' 12.30 ', 1230],
    ['007', 700],
  ])('%j → %i', (text, value) => {
    expect(parseCents(text)).toBe(value);
  });
  it.each(['.5', '1.', '--1', '+1', '1.2.3', '1 000', '0x10', 'Infinity', '12a', 'a12'])('refuses %j', (text) => {
    expect(() => parseCents(text)).toThrow(/at most 2 decimals/);
  });
});

describe('centsFromDb reads numeric strings and numbers', () => {
  it.each([
    ['12.3000', 1230],
    ['1200', 120_000], // no decimal point: trailing zeros are digits
    ['100.000', 10_000],
    ['0.0000', 0],
    ['-5.50', -550],
    ['10', 1000],
    [12.3, 1230],
    [0, 0],
    [undefined, 0],
  ] as const)('%j → %i', (value, result) => {
    expect(centsFromDb(value)).toBe(result);
  });
});

describe('dollarsToCents takes at most two decimals', () => {
  it.each([
    [0, 0],
    [0.01, 1],
    [-0.01, -1],
    [0.1 + 0.2, 30], // 0.30000000000000004 is 0.30
    [99_999_999.99, 9_999_999_999],
    [19.99, 1999],
  ])('%d → %i¢', (dollars, value) => {
    expect(dollarsToCents(dollars)).toBe(value);
  });
  it.each([0.001, 1.001, 0.015, -0.005, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN])('refuses %d', (dollars) => {
    expect(() => dollarsToCents(dollars)).toThrow(RangeError);
  });
});

describe('decimal strings, sums and the integer guard', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [100, '1.00'],
    [-5, '-0.05'],
    [-30_060, '-300.60'],
    [1_234_567, '12345.67'],
  ])('%i¢ → %s', (value, text) => {
    expect(centsToDecimalString(cents(value))).toBe(text);
  });
  it('adds and subtracts exactly', () => {
    expect(addCents()).toBe(0);
    expect(addCents(cents(5))).toBe(5);
    expect(addCents(cents(5), cents(-7), cents(3))).toBe(1);
    expect(subCents(cents(5), cents(7))).toBe(-2);
  });
  it.each([0.5, Number.NaN, 2 ** 53, Number.POSITIVE_INFINITY])('cents(%d) throws', (value) => {
    expect(() => cents(value)).toThrow(/safe integer/);
  });
  it('accepts the largest safe integer', () => {
    expect(cents(2 ** 53 - 1)).toBe(2 ** 53 - 1);
  });
});
