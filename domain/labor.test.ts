import { describe, expect, it } from 'vitest';
import { laborPay, laborRateMissing } from './labor';
import { cents } from './money';

const base = { entryType: 'days', days: 1, hours: null, customPay: null, dailyRate: null, hourlyRate: null };

describe('labor pay of a work record', () => {
  it.each([
    [{ ...base, days: 1.5, customPay: cents(20_000), dailyRate: cents(18_000) }, 30_000],
    [{ ...base, days: 2.5, dailyRate: cents(18_000) }, 45_000],
    [{ ...base, days: 0.5, dailyRate: cents(17_501) }, 8751],
    [{ ...base, days: 1, dailyRate: null }, 0],
    [{ ...base, entryType: 'hours', days: null, hours: 7.5, hourlyRate: cents(2_550) }, 19_125],
    [{ ...base, entryType: 'hours', days: 3, hours: null, hourlyRate: cents(2_550) }, 0],
    // Large half cents a float product puts just under the half (found by the SQL parity test), and negatives.
    [{ ...base, entryType: 'hours', days: null, hours: 723.55, hourlyRate: cents(23_422_930) }, 16_947_661_002],
    [{ ...base, days: 22.9, dailyRate: cents(89_479_445) }, 2_049_079_291],
    [{ ...base, entryType: 'hours', days: null, hours: 1.15, hourlyRate: cents(10) }, 12],
    [{ ...base, entryType: 'hours', days: null, hours: -1.15, hourlyRate: cents(10) }, -12],
    [{ ...base, days: 0.5, dailyRate: cents(-17_501) }, -8751],
  ])('%j → %i cents', (input, expected) => {
    expect(laborPay(input)).toBe(expected);
  });
});

describe('a work record without a rate (priced at $0, said on margins)', () => {
  it.each([
    [{ ...base, dailyRate: null }, true],
    [{ ...base, dailyRate: cents(0) }, true],
    [{ ...base, dailyRate: cents(18_000) }, false],
    [{ ...base, customPay: cents(20_000) }, false],
    [{ ...base, customPay: cents(0) }, false], // custom pay of $0 is a rate someone chose
    [{ ...base, entryType: 'hours', hourlyRate: null, dailyRate: cents(18_000) }, true],
    [{ ...base, entryType: 'hours', hourlyRate: cents(0), customPay: cents(20_000) }, true], // hours ignore custom pay
    [{ ...base, entryType: 'hours', hourlyRate: cents(2_550) }, false],
  ])('%j → %s', (input, expected) => {
    expect(laborRateMissing(input)).toBe(expected);
  });
});
