import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isIsoDate, todayIso } from './dates';
import { cents } from './money';
import { amountInWords, cashAppLink, netPay, weekEnd, weekStart } from './payroll';
import { daysRunning, estimatedDays, plannedDays, profitMargin } from './projects';
import { parseIsoDay } from './validation-dates';

// Edges of docs/product/rules.md's project, date and payroll rules not covered by projects.test.ts and payroll.test.ts.

describe('profit margin rounds half away from zero to 2 decimals, like PostgreSQL round(numeric, 2)', () => {
  it.each([
    // budget ¢, total expenses ¢, margin %
    [20_000, 19_999, 0.01], // 0.005 % → 0.01
    [20_000, 20_001, -0.01], // −0.005 % → −0.01 (Math.round alone would give 0)
    [60_000, 59_997, 0.01], // 0.005 %
    [60_000, 60_003, -0.01],
    [30_000, 29_999, 0], // 0.00333 % → 0
    [20_000, 0, 100],
    [20_000, 40_000, -100],
    [1, 0, 100],
    [0, 1, 0], // zero budget: 0 whatever was spent
    // Exact halves a float quotient misses (found by the SQL parity test): 5509/20000 × 10000 is 2754.4999… in doubles.
    [20_000, 14_491, 27.55],
    [20_000, 25_509, -27.55],
    [-20_000, -14_491, 27.55], // a negative budget: the same ratio
    [1, 200_000_000_000_000, -19_999_999_999_999_900], // huge: the double nearest the exact figure, as ::float8 gives
  ])('budget %i¢, expenses %i¢ → %d percent', (budget, expenses, margin) => {
    expect(profitMargin(budget, expenses) + 0).toBe(margin);
  });
});

describe('estimated days is the inclusive day count', () => {
  it.each([
    ['2026-11-08', '2026-11-08', 1],
    ['2026-11-08', '2026-11-09', 2],
    ['2026-11-09', '2026-11-08', null],
    [null, '2026-11-08', null],
    ['2026-11-08', undefined, null],
    ['', '2026-11-08', null],
    ['2024-01-01', '2024-12-31', 366],
  ] as const)('%s..%s → %s', (start, end, days) => {
    expect(estimatedDays(start, end)).toBe(days);
  });
  it('planned days: given estimated days win, 0 or negative fall back to the span', () => {
    const span = { startDate: '2026-11-01', endDate: '2026-11-10' };
    expect(plannedDays({ ...span, estimatedDays: 1 })).toBe(1);
    expect(plannedDays({ ...span, estimatedDays: 0 })).toBe(10);
    expect(plannedDays({ ...span, estimatedDays: -3 })).toBe(10);
  });
  it('days running counts the start day and is 0 before it', () => {
    expect(daysRunning('2026-11-22', '2026-11-21')).toBe(0);
    expect(daysRunning('2026-11-22', '2026-11-20')).toBe(0);
    expect(daysRunning('2026-11-21', '2026-11-22')).toBe(2);
  });
});

describe('calendar dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-01', false],
    ['2026-01-01x', false],
    ['x2026-01-01', false],
    ['2026-12-31', true],
  ])('isIsoDate(%j) → %s', (text, ok) => {
    expect(isIsoDate(text)).toBe(ok);
  });
  it.each([
    ['2026-11-08', '2026-11-08'],
    [' 2026-11-08 ', null],
    ['2026-11-08T23:59:59.000Z', '2026-11-08'],
    ['2026-11-08Tgarbage', null],
    ['2026-11-08X', null],
    ['2026-11-08 10:00', null],
    ['2026-11-31', null],
    ['', null],
  ])('parseIsoDay(%j) → %s', (text, date) => {
    expect(parseIsoDay(text)).toBe(date);
  });
  it('counts and adds whole days across months, years and DST', () => {
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-11-09', '2026-11-08')).toBe(-1);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-01', 0)).toBe('2026-11-01');
  });
  it('today is the local calendar date, zero-padded', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayIso(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});

describe('payroll week: Sunday S to Saturday S+6', () => {
  it.each([
    ['2026-11-08', '2026-11-08'], // Sunday
    ['2026-11-09', '2026-11-08'],
    ['2026-11-13', '2026-11-08'],
    ['2026-11-14', '2026-11-08'], // Saturday S+6 is still the week of S
    ['2026-11-15', '2026-11-15'], // Sunday S+7 starts the next week
  ])('%s → week of %s', (date, sunday) => {
    expect(weekStart(date)).toBe(sunday);
    expect(weekEnd(sunday)).toBe(addDays(sunday, 6));
  });
  it('net pay = gross − advances, negative when advances exceed the pay', () => {
    expect(netPay(cents(10_000), cents(10_000))).toBe(0);
    expect(netPay(cents(10_000), cents(12_525))).toBe(-2525);
    expect(netPay(cents(10_000), cents(0))).toBe(10_000);
  });
  it.each([
    [0, 'Zero and 00/100 dollars'],
    [99, 'Zero and 99/100 dollars'],
    [1_900, 'Nineteen and 00/100 dollars'],
    [2_000, 'Twenty and 00/100 dollars'],
    [2_100, 'Twenty-one and 00/100 dollars'],
    [10_000, 'One hundred and 00/100 dollars'],
    [11_000, 'One hundred ten and 00/100 dollars'],
    [100_000, 'One thousand and 00/100 dollars'],
    [100_000_000, 'One million and 00/100 dollars'],
    [100_000_100, 'One million one and 00/100 dollars'],
    [-57_000, 'Five hundred seventy and 00/100 dollars'],
  ])('%i¢ reads %j', (amount, words) => {
    expect(amountInWords(cents(amount))).toBe(words);
  });
  it('Cash App links need a handle and encode it', () => {
    expect(cashAppLink('  ', cents(100))).toBeNull();
    expect(cashAppLink(undefined, cents(100))).toBeNull();
    expect(cashAppLink(' $Ana ', cents(5))).toBe('https://cash.app/$Ana/0.05');
    expect(cashAppLink('Ana Lopez', cents(100))).toBe('https://cash.app/$Ana%20Lopez/1.00');
  });
});
