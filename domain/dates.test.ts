import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isIsoDate, todayIso, utcDayText } from './dates';

// Calendar dates as YYYY-MM-DD, arithmetic in UTC (no time zone or DST shifts a day).

describe('isIsoDate', () => {
  it.each(['2026-01-01', '2026-12-31', '2024-02-29', '2000-02-29', '2026-02-28', '1970-01-01'])('%s is a date', (d) => {
    expect(isIsoDate(d)).toBe(true);
  });

  it.each([
    '2026-02-29', // not a leap year
    '1900-02-29',
    '2026-02-30',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-01-32',
    '2026-1-01',
    '26-01-01',
    ' 2026-01-01',
    '2026-01-01T00:00:00Z',
    '2026/01/01',
    '',
  ])('%j is not', (d) => {
    expect(isIsoDate(d)).toBe(false);
  });
});

describe('daysBetween and addDays', () => {
  it.each([
    ['2026-11-01', '2026-11-01', 0],
    ['2026-11-01', '2026-11-02', 1],
    ['2026-11-02', '2026-11-01', -1],
    ['2026-02-28', '2026-03-01', 1],
    ['2024-02-28', '2024-03-01', 2],
    ['2026-03-07', '2026-03-09', 2], // across the US DST change
    ['2026-12-31', '2027-01-01', 1],
    ['2026-01-01', '2027-01-01', 365],
  ])('%s → %s is %d days, and back', (a, b, n) => {
    expect(daysBetween(a, b)).toBe(n);
    expect(addDays(a, n)).toBe(b);
    expect(addDays(b, -n)).toBe(a);
  });
});

describe('todayIso', () => {
  it('is the local calendar date, zero-padded', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayIso(new Date(2026, 10, 30, 0, 0))).toBe('2026-11-30');
  });

  it('defaults to now', () => {
    const before = todayIso(new Date());
    const got = todayIso();
    expect([before, todayIso(new Date())]).toContain(got);
  });
});

describe('utcDayText', () => {
  const format = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...o, timeZone: 'UTC' });
  const [date, monthDay, weekday] = [
    format({ month: 'short', day: 'numeric', year: 'numeric' }),
    format({ month: 'short', day: 'numeric' }),
    format({ weekday: 'short' }),
  ];
  const intl = (d: Date, f: Intl.DateTimeFormat) => (Number.isNaN(d.getTime()) ? 'Invalid Date' : f.format(d));
  it('writes every day of 1999–2031 and the edge years as toLocaleDateString en-US does', () => {
    const days: Date[] = [];
    for (let t = Date.UTC(1999, 0, 1); t <= Date.UTC(2031, 11, 31); t += 86_400_000) days.push(new Date(t));
    for (const y of [1, 99, 999, 1000, 9999, 10000, -5]) days.push(new Date(Date.UTC(y, 5, 15)));
    days.push(new Date(Number.NaN));
    expect(utcDayText(new Date(Number.NaN), 'date')).toBe(new Date(Number.NaN).toLocaleDateString('en-US', { timeZone: 'UTC' }));
    for (const d of days) {
      expect(utcDayText(d, 'date')).toBe(intl(d, date));
      expect(utcDayText(d, 'monthDay')).toBe(intl(d, monthDay));
      expect(utcDayText(d, 'weekday')).toBe(intl(d, weekday));
    }
  });
});
