import { describe, expect, it } from 'vitest';
import { countOf, groupDigits, groupDigitsCents } from './wording';

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
