import { describe, expect, it } from 'vitest';
import { formatUsd } from './money';
import { countOf, exactCents, groupDigits, groupDigitsCents, groupThousands } from './wording';

describe('countOf', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(countOf(1, 'project')).toBe('1 project');
    expect(countOf(0, 'project')).toBe('0 projects');
    expect(countOf(2, 'project')).toBe('2 projects');
    expect(countOf(1204, 'expense')).toBe('1,204 expenses');
  });
  it('takes an irregular plural', () => {
    expect(countOf(3, 'entry', 'entries')).toBe('3 entries');
    expect(countOf(1, 'entry', 'entries')).toBe('1 entry');
  });
});

describe('groupDigits and groupDigitsCents', () => {
  it('group thousands in the US way', () => {
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1,000');
    expect(groupDigits(2_147_483_647)).toBe('2,147,483,647');
  });
  it('always show two decimals for money limits', () => {
    expect(groupDigitsCents(99_999_999.99)).toBe('99,999,999.99');
    expect(groupDigitsCents(5)).toBe('5.00');
    expect(groupDigitsCents(999_999.9)).toBe('999,999.90');
  });
});

describe('number text without Intl agrees with Intl (en-US)', () => {
  const plain = new Intl.NumberFormat('en-US');
  const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  // A fixed pseudo-random sequence, so a failure names the same values every run.
  let seed = 12345;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const edges = [
    0,
    -0,
    1,
    -1,
    0.5,
    0.01,
    -0.01,
    0.005,
    1.005,
    2.675,
    0.1 + 0.2,
    999.995,
    1e-7,
    12.3456,
    1e13,
    1e21,
    -1e21,
    2 ** 53,
    2 ** 53 + 2,
  ];
  const values = [
    ...edges,
    ...[Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY],
    ...Array.from({ length: 3000 }, (_, i) => {
      const magnitude = 10 ** Math.floor(next() * 14);
      const sign = next() < 0.2 ? -1 : 1;
      if (i % 3 === 0) return (sign * Math.round(next() * magnitude * 100)) / 100; // dollars with cents
      if (i % 3 === 1) return sign * Math.round(next() * magnitude); // whole numbers
      return sign * next() * magnitude; // any fraction
    }),
  ];
  it('groupDigits, groupDigitsCents and formatUsd write what Intl writes, for every value', () => {
    for (const n of values) {
      expect([n, groupDigits(n)]).toEqual([n, plain.format(n)]);
      expect([n, groupDigitsCents(n)]).toEqual([n, cents.format(n)]);
      expect([n, formatUsd(n)]).toEqual([n, usd.format(n)]);
    }
  });
  it('reads whole cents only from amounts with at most two decimals', () => {
    expect(exactCents(1234.5)).toBe(123450);
    expect(exactCents(-0.29)).toBe(-29);
    expect(exactCents(0.005)).toBeNull();
    expect(exactCents(-0)).toBeNull();
    expect(exactCents(Number.NaN)).toBeNull();
    expect(groupThousands('1234567')).toBe('1,234,567');
    expect(groupThousands('123')).toBe('123');
  });
});
