import { describe, expect, it } from 'vitest';
import { laborPay } from './labor';
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
  ])('%j → %i cents', (input, expected) => {
    expect(laborPay(input)).toBe(expected);
  });
});
