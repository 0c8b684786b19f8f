import { describe, expect, it } from 'vitest';
import {
  CELL_HELP,
  cellText,
  copyLastWeek,
  crewDayEntries,
  diffIsEmpty,
  FULL_DAY,
  fillWeekdays,
  HALF_DAY,
  parseCell,
  type StoredEntry,
  setCell,
  type TimesheetEntry,
  timesheetDiff,
  weekDays,
} from './timesheet';

const SUNDAY = '2026-11-15';
const stored = (id: number, o: Partial<StoredEntry> = {}): StoredEntry => ({
  id,
  employeeId: 1,
  date: '2026-11-16',
  projectId: 10,
  entryType: 'days',
  days: 1,
  hours: null,
  ...o,
});
const wanted = (s: StoredEntry, o: Partial<TimesheetEntry> = {}): TimesheetEntry => ({ ...s, entryType: s.entryType as 'days', ...o });

describe('parseCell and cellText', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['1', FULL_DAY],
    ['F', FULL_DAY],
    ['.5', HALF_DAY],
    ['0.5', HALF_DAY],
    ['½', HALF_DAY],
    ['8h', { entryType: 'hours', days: null, hours: 8 }],
    ['6.5 h', { entryType: 'hours', days: null, hours: 6.5 }],
    ['7.25 hours', { entryType: 'hours', days: null, hours: 7.25 }],
    ['25h', { error: 'Hours must be more than 0 and at most 24' }],
    ['0h', { error: 'Hours must be more than 0 and at most 24' }],
    ['2', { error: CELL_HELP }],
    ['abc', { error: CELL_HELP }],
  ])('%j → %j', (text, value) => {
    expect(parseCell(text)).toEqual(value);
  });

  it.each([
    [FULL_DAY, '1'],
    [HALF_DAY, '.5'],
    [{ entryType: 'hours', days: null, hours: 7.5 }, '7.5h'],
    [{ entryType: 'days', days: 3, hours: null }, '3'],
    [undefined, ''],
  ] as const)('%j shows %j, which reads back the same', (entry, text) => {
    expect(cellText(entry)).toBe(text);
    if (entry && entry.days !== 3) expect(parseCell(text)).toEqual(entry);
  });
});

describe('grid edits', () => {
  const cell = { employeeId: 1, date: '2026-11-16', projectId: 10 };

  it('sets, changes (keeping the id) and clears the first entry of a cell, leaving its others', () => {
    const second = { ...wanted(stored(2)), projectId: 11, days: 0.5 };
    const start = [wanted(stored(1)), second];
    const changed = setCell(start, { ...cell, projectId: 12 }, HALF_DAY);
    expect(changed).toEqual([{ id: 1, ...cell, projectId: 12, ...HALF_DAY }, second]);
    expect(setCell(start, cell, null)).toEqual([second]);
    expect(setCell([], cell, FULL_DAY)).toEqual([{ id: null, ...cell, ...FULL_DAY }]);
  });

  it('fills the empty weekdays Monday to Friday up to today with full days', () => {
    const start = [{ ...wanted(stored(1)), date: '2026-11-17', days: 0.5 }];
    const filled = fillWeekdays(start, { employeeId: 1, projectId: 10 }, SUNDAY, '2026-11-19');
    expect(filled.map((e) => [e.date, e.days])).toEqual([
      ['2026-11-17', 0.5],
      ['2026-11-16', 1],
      ['2026-11-18', 1],
      ['2026-11-19', 1],
    ]);
  });

  it('copies last week into the empty cells of the listed people, a week later, not after today', () => {
    const last = [
      { ...stored(1), date: '2026-11-09' },
      { ...stored(2), date: '2026-11-10', entryType: 'hours' as const, days: null, hours: 6 },
      { ...stored(3), date: '2026-11-11' },
      { ...stored(4), employeeId: 2, date: '2026-11-09' },
      { ...stored(5), date: '2026-11-14' },
    ].map((s) => wanted(s));
    const current = [{ ...wanted(stored(9)), date: '2026-11-18', days: 0.5 }];
    const copied = copyLastWeek(current, last, [1], '2026-11-19');
    expect(copied.map((e) => [e.id, e.date, e.entryType, e.days ?? e.hours])).toEqual([
      [9, '2026-11-18', 'days', 0.5],
      [null, '2026-11-16', 'days', 1],
      [null, '2026-11-17', 'hours', 6],
    ]);
  });

  it('lists the 7 days of a payroll week', () => {
    expect(weekDays(SUNDAY)).toEqual(['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']);
  });
});

describe('timesheetDiff', () => {
  it('creates new entries, updates changed ones, removes those not named, and skips the unchanged', () => {
    const s = [stored(1), stored(2, { date: '2026-11-17' }), stored(3, { date: '2026-11-18' })];
    const fresh: TimesheetEntry = { id: null, employeeId: 1, date: '2026-11-19', projectId: 10, entryType: 'hours', days: null, hours: 8 };
    const diff = timesheetDiff(s, [wanted(s[0]), wanted(s[1], { projectId: 11 }), fresh]);
    expect(diff).toEqual({ create: [fresh], update: [{ ...wanted(s[1]), projectId: 11 }], remove: [s[2]], unknown: [] });
    expect(
      diffIsEmpty(
        timesheetDiff(
          s,
          s.map((x) => wanted(x)),
        ),
      ),
    ).toBe(true);
  });

  it.each([
    ['days', { days: 0.5 }],
    ['hours', { entryType: 'hours' as const, days: null, hours: 8 }],
    ['date', { date: '2026-11-20' }],
    ['person', { employeeId: 2 }],
  ])('sees a change of %s', (_label, change) => {
    expect(timesheetDiff([stored(1)], [wanted(stored(1), change)]).update).toHaveLength(1);
  });

  it('names ids that are not stored, and an id named twice', () => {
    const diff = timesheetDiff([stored(1)], [wanted(stored(1)), wanted(stored(1)), wanted(stored(7))]);
    expect(diff.unknown).toEqual([
      { index: 1, id: 1 },
      { index: 2, id: 7 },
    ]);
  });
});

describe('crewDayEntries', () => {
  it('books the ticked people on the project, keeps the entry there (its id) and their entries elsewhere', () => {
    const s = [stored(1, { projectId: 10 }), stored(2, { employeeId: 2, projectId: 11, days: 0.5 })];
    const entries = crewDayEntries(
      s,
      [
        { employeeId: 1, value: HALF_DAY },
        { employeeId: 2, value: FULL_DAY },
        { employeeId: 3, value: FULL_DAY },
      ],
      10,
      '2026-11-16',
    );
    expect(entries.map((e) => [e.id, e.employeeId, e.projectId, e.days])).toEqual([
      [1, 1, 10, 0.5],
      [2, 2, 11, 0.5],
      [null, 2, 10, 1],
      [null, 3, 10, 1],
    ]);
  });
});
