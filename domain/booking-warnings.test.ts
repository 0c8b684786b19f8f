import { describe, expect, it } from 'vitest';
import { type BookedEntry, bookingWarnings, weekdayText } from './booking-warnings';

const day = (projectId: number, days: number, employeeId = 1, date = '2026-12-01'): BookedEntry => ({
  employeeId,
  date,
  projectId,
  entryType: 'days',
  days,
  hours: null,
});
const hours = (projectId: number, h: number, employeeId = 1, date = '2026-12-01'): BookedEntry => ({
  employeeId,
  date,
  projectId,
  entryType: 'hours',
  days: null,
  hours: h,
});
const names = new Map([[1, 'Ana Lopez']]);

describe('bookingWarnings', () => {
  it.each([
    ['one full day', [day(1, 1)], null],
    ['half a day on each of two projects (a split day)', [day(1, 0.5), day(2, 0.5)], null],
    ['a full day on two projects', [day(1, 1), day(2, 1)], 'Ana Lopez is booked 2 days on Tue, Dec 1 (2 projects)'],
    ['3 days on one date', [day(1, 3)], 'Ana Lopez is booked 3 days on Tue, Dec 1 (1 project)'],
    ['a full and a half day', [day(1, 1), day(2, 0.5)], 'Ana Lopez is booked 1.5 days on Tue, Dec 1 (2 projects)'],
    ['10 hours (overtime, not warned)', [hours(1, 6), hours(2, 4)], null],
    ['24 hours', [hours(1, 24)], null],
    ['24.5 hours', [hours(1, 12), hours(2, 12.5)], 'Ana Lopez is booked 24.5 h on Tue, Dec 1 (2 projects)'],
    ['half a day and 4 hours (one day at 8 h)', [day(1, 0.5), hours(2, 4)], null],
    ['a full day and 2 hours', [day(1, 1), hours(2, 2)], 'Ana Lopez is booked 1 day + 2 h on Tue, Dec 1 (2 projects)'],
  ])('%s', (_label, entries, message) => {
    const warnings = bookingWarnings(entries, names);
    expect(warnings).toEqual(message === null ? [] : [{ employeeId: 1, date: '2026-12-01', message }]);
  });

  it('keeps people and dates apart, sorted by date then person, naming an unknown person by id', () => {
    const entries = [day(1, 1, 2, '2026-12-02'), day(2, 1, 2, '2026-12-02'), day(1, 1, 1, '2026-12-02'), day(1, 2, 1, '2026-12-01')];
    expect(bookingWarnings(entries, names).map((w) => [w.date, w.employeeId, w.message])).toEqual([
      ['2026-12-01', 1, 'Ana Lopez is booked 2 days on Tue, Dec 1 (1 project)'],
      ['2026-12-02', 2, 'Employee #2 is booked 2 days on Wed, Dec 2 (2 projects)'],
    ]);
  });

  it('writes a day as weekday, month and day', () => {
    expect(weekdayText('2026-11-15')).toBe('Sun, Nov 15');
  });
});
