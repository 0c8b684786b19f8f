import { describe, expect, it } from 'vitest';
import {
  addCents,
  cents,
  centsFromDb,
  centsToDecimalString,
  centsToDollars,
  dollarsToCents,
  formatUsd,
  mulCents,
  parseCents,
  sumCents,
  sumDollars,
} from './money';

describe('money in cents', () => {
  it.each([
    ['10000.10', 1_000_010],
    ['0.1', 10],
    ['0.01', 1],
    ['-3.5', -350],
    ['99999999.99', 9_999_999_999],
    ['12', 1200],
  ])('parses %s exactly', (text, expected) => {
    expect(parseCents(text)).toBe(expected);
  });

  it.each(['abc', '1.234', '', '1,000.00', '1e3'])('refuses %j', (text) => {
    expect(() => parseCents(text)).toThrow(RangeError);
  });

  it('reads PostgreSQL numeric strings with trailing zeros', () => {
    expect(centsFromDb('300.6000')).toBe(30060);
    expect(centsFromDb('1000.00')).toBe(100000);
    expect(centsFromDb(null)).toBe(0);
  });

  it('adds 0.10 + 0.20 + 0.30 to exactly 0.60, where floats give 0.6000000000000001', () => {
    const sum = addCents(dollarsToCents(0.1), dollarsToCents(0.2), dollarsToCents(0.3));
    expect(sum).toBe(60);
    expect(centsToDollars(sum)).toBe(0.6);
    expect(0.1 + 0.2 + 0.3).not.toBe(0.6);
  });

  it('sums a list of any length exactly: a busy year of 600,000 amounts, where spreading them into addCents throws', () => {
    const list = Array.from({ length: 600_000 }, (_, i) => cents((i % 1000) + 1)); // 600 × (1 + … + 1000) cents
    expect(sumCents(list)).toBe(600 * 500_500);
    expect(() => addCents(...list)).toThrow(RangeError);
    expect(sumCents([])).toBe(0);
    expect(sumDollars(Array.from({ length: 300_000 }, () => 0.1))).toBe(30_000);
  });

  it('converts dollars with at most two decimals and refuses more', () => {
    expect(dollarsToCents(10000.1)).toBe(1_000_010);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(() => dollarsToCents(0.005)).toThrow(RangeError);
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
  });

  it('refuses a fractional cent count instead of rounding', () => {
    expect(() => cents(1.5)).toThrow(RangeError);
  });

  it('multiplies by days and rounds to the cent (1.5 days × $200.00 = $300.00; 0.5 × $0.01 = $0.01)', () => {
    expect(mulCents(cents(20000), 1.5)).toBe(30000);
    expect(mulCents(cents(1), 0.5)).toBe(1);
    expect(mulCents(cents(17_550), 2.5)).toBe(43_875);
  });

  it('writes decimal strings for SQL', () => {
    expect(centsToDecimalString(cents(30060))).toBe('300.60');
    expect(centsToDecimalString(cents(-5))).toBe('-0.05');
  });

  it('formats en-US dollars', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(-20)).toBe('-$20.00');
  });

  it('sums dollar amounts exactly through cents, and refuses a fraction of a cent', () => {
    expect(sumDollars([0.1, 0.2])).toBe(0.3);
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumDollars([1234.56, -0.56, 0.01])).toBe(1234.01);
    expect(sumDollars([])).toBe(0);
    expect(() => sumDollars([1, 0.005])).toThrow(RangeError);
  });
});
