import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from './dates';
import { daysBeforeProjectStart, isExpenseCategory } from './expenses';
import { dollarsToCents } from './money';
import { roundDollarsToCents } from './money-sum';
import { advanceInputSchema } from './payroll';
import { plannedDays, profitMargin, projectInputSchema } from './projects';
import { idReferenceSchema, looseNumber, queryInt, requiredIdSchema } from './validation';
import { dateSchema, optionalDateSchema, parseIsoDay } from './validation-dates';
import { workRecordInputSchema } from './work-records';

// The message each refusal carries (the forms show it under the field), and edges the other suites leave open.

type Parsed = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };
const issues = (r: Parsed) => (r.success ? [] : (r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []));
const messages = (r: Parsed) => issues(r).map(([, m]) => m);

describe('numbers, ids and dates', () => {
  it.each([
    ['', ['Budget is required']],
    [null, ['Budget is required']],
    ['abc', ['Budget must be a number']],
    [Number.POSITIVE_INFINITY, ['Budget must be a number']],
  ])('looseNumber %j → %j', (v, expected) => {
    expect(messages(looseNumber({ required: 'Budget is required', invalid: 'Budget must be a number' }).safeParse(v))).toEqual(expected);
  });

  it.each([
    [undefined, ['Project is required']],
    ['', ['Project is required']],
    ['0', ['Invalid project ID']],
    [2_147_483_648, ['Invalid project ID']],
  ])('requiredIdSchema %j → %j', (v, expected) => {
    expect(messages(requiredIdSchema('Project is required', 'Invalid project ID').safeParse(v))).toEqual(expected);
  });

  it('idReferenceSchema: none only when allowed', () => {
    expect(idReferenceSchema({ invalid: 'Invalid supplier ID', none: true }).parse('none')).toBeNull();
    expect(messages(idReferenceSchema({ invalid: 'Invalid supplier ID' }).safeParse('none'))).toEqual(['Invalid supplier ID']);
    expect(messages(idReferenceSchema({ invalid: 'Invalid supplier ID' }).safeParse(-1))).toEqual(['Invalid supplier ID']);
  });

  it.each([
    ['0', 0],
    ['500', 500],
    [7, 7],
  ])('queryInt reads %j as %d', (v, n) => {
    expect(queryInt('Limit', 0, 500).parse(v)).toBe(n);
  });

  it.each([['501'], ['-1'], ['01'], ['1.5'], [true], [null], [[5]]])('queryInt refuses %j', (v) => {
    expect(messages(queryInt('Limit', 0, 500).safeParse(v))).toEqual(['Limit must be a whole number from 0 to 500']);
  });

  it.each([
    [undefined, ['Date is required']],
    ['', ['Date is required']],
    ['2026-02-30', ['Date must be a date (YYYY-MM-DD)']],
    [20260101, ['Date must be a date (YYYY-MM-DD)']],
    ['1899-12-31', ['Date must be a date (YYYY-MM-DD)']],
    ['3000-01-01', ['Date must be a date (YYYY-MM-DD)']],
  ])('dateSchema %j → %j', (v, expected) => {
    expect(messages(dateSchema('Date').safeParse(v))).toEqual(expected);
  });

  it('keeps the first and last accepted days, and the date part of a timestamp', () => {
    expect(parseIsoDay('1900-01-01')).toBe('1900-01-01');
    expect(parseIsoDay('2999-12-31')).toBe('2999-12-31');
    expect(parseIsoDay('2999-12-31T23:00:00-05:00')).toBe('2999-12-31');
    expect(parseIsoDay('3000-01-01T00:00:00Z')).toBeNull();
    expect(optionalDateSchema('Date').parse('')).toBeNull();
  });
});

describe('work records', () => {
  const base = { projectId: 1, employeeId: 2, date: '2026-01-05', days: 1 };

  it.each([
    [{ days: null }, [['days', 'Days is required']]],
    [{ days: 0 }, [['days', 'Days must be greater than 0']]],
    [{ days: 31.5 }, [['days', 'Days must be at most 31']]],
    [{ days: 1.25 }, [['days', 'Days must be in steps of 0.5']]],
    [{ entryType: 'hours', hours: 0 }, [['hours', 'Hours is required']]],
    [{ entryType: 'hours', hours: undefined }, [['hours', 'Hours is required']]],
    [{ projectId: '' }, [['projectId', 'Project is required']]],
    [{ employeeId: null }, [['employeeId', 'Please select an employee']]],
  ])('%j → %j', (change, expected) => {
    expect(issues(workRecordInputSchema.safeParse({ ...base, ...change }))).toEqual(expected);
  });

  it('refuses a future day with its message, and takes today', () => {
    const tomorrow = addDays(todayIso(), 1);
    expect(issues(workRecordInputSchema.safeParse({ ...base, date: tomorrow }))).toEqual([
      ['date', 'Work cannot be recorded on a future date'],
    ]);
    expect(workRecordInputSchema.safeParse({ ...base, date: todayIso() }).success).toBe(true);
  });

  it('an hour entry with hours stores them; a day entry without hours stores null', () => {
    expect(workRecordInputSchema.parse({ ...base, entryType: 'hours', hours: 0.25 }).hours).toBe(0.25);
    expect(workRecordInputSchema.parse(base).hours).toBeNull();
  });
});

describe('projects', () => {
  const valid = { name: 'Deck', location: 'Tampa', startDate: '2026-03-01', budget: 1000 };

  it('takes an end date on the start date, refuses one before it with its message', () => {
    expect(projectInputSchema.safeParse({ ...valid, endDate: '2026-03-01' }).success).toBe(true);
    expect(issues(projectInputSchema.safeParse({ ...valid, endDate: '2026-02-28' }))).toEqual([
      ['endDate', 'End date must be on or after the start date'],
    ]);
  });

  it('stores absent coordinates as null and keeps given ones, the country USA by default', () => {
    expect(projectInputSchema.parse(valid)).toMatchObject({ latitude: null, longitude: null, country: 'USA' });
    expect(projectInputSchema.parse({ ...valid, latitude: 27.95, longitude: -82.46, country: 'Canada' })).toMatchObject({
      latitude: 27.95,
      longitude: -82.46,
      country: 'Canada',
    });
  });

  it('gives a margin of 0, never −0, when the loss rounds to nothing', () => {
    expect(profitMargin(1_000_000, 1_000_001)).toBe(0);
    expect(profitMargin(1_000_000, 1_000_050)).toBe(-0.01); // −0.005 % rounds away from zero
    expect(profitMargin(-1_000_000, 0)).toBe(100);
  });

  it.each([
    [{ estimatedDays: 0, startDate: '2026-03-01', endDate: '2026-03-10' }, 10],
    [{ estimatedDays: -3, startDate: '2026-03-01', endDate: '2026-03-10' }, 10],
    [{ estimatedDays: 1, startDate: '2026-03-01', endDate: '2026-03-10' }, 1],
  ])('planned days of %j: %d (estimated days count only when positive)', (p, days) => {
    expect(plannedDays(p)).toBe(days);
  });
});

describe('payroll advances', () => {
  const advance = { employeeId: 1, amount: 50, reason: 'Tools', advanceDate: '2026-03-02' };

  it('needs a project only to deduct from one', () => {
    expect(issues(advanceInputSchema.safeParse({ ...advance, deductFromProject: true }))).toEqual([
      ['projectId', 'Choose a project to deduct the advance from'],
    ]);
    expect(advanceInputSchema.safeParse({ ...advance, deductFromProject: true, projectId: 3 }).success).toBe(true);
    expect(advanceInputSchema.parse({ ...advance, projectId: 3 })).toMatchObject({ projectId: 3, deductFromProject: false });
  });
});

describe('expenses', () => {
  it.each([
    ['material', true],
    ['other', true],
    ['Material', false],
    ['', false],
    [5, false],
    [null, false],
  ])('%j is an expense category: %s', (v, ok) => {
    expect(isExpenseCategory(v)).toBe(ok);
  });

  it.each([
    ['2026-03-01', '2026-11-01', 245],
    ['2026-10-31', '2026-11-01', 1],
    ['2026-11-01', '2026-11-01', null],
    ['2026-11-02', '2026-11-01', null],
    ['2026-02-30', '2026-11-01', null],
    ['2026-03-01', 'soon', null],
    [null, '2026-11-01', null],
    ['2026-03-01', undefined, null],
  ])('a cost dated %s on a job starting %s is %j days early', (date, start, days) => {
    expect(daysBeforeProjectStart(date, start)).toBe(days);
  });
});

describe('dollars to cents', () => {
  it('tolerates float noise relative to the size of the amount', () => {
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(12_345_678.1 + 0.2)).toBe(1_234_567_830); // 1.9e-9 off: within 1e-9 × the amount
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('refuses %d as not finite', (v) => {
    expect(() => dollarsToCents(v)).toThrow(`Not a finite amount: ${v}`);
    expect(() => roundDollarsToCents(v)).toThrow(`Not a finite amount: ${v}`);
  });

  it('refuses more than 2 decimals with its message', () => {
    expect(() => dollarsToCents(0.005)).toThrow('Amount has more than 2 decimals: 0.005');
  });
});
