import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from './dates';
import { FUTURE_WORK_MESSAGE, workRecordInputSchema } from './work-records';

// docs/decisions/023-work-records.md: days > 0 in steps of 0.5, at most 31; custom pay optional, ≥ 0, 2 decimals;
// an hour entry needs hours > 0.

const valid = { projectId: 1, employeeId: 2, date: '2026-11-08', days: 1 };
const issues = (input: Record<string, unknown>) =>
  workRecordInputSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('work record days', () => {
  it.each([0.5, 1, 1.5, 30.5, 31, '2.5'])('accepts %j days', (days) => {
    const r = workRecordInputSchema.parse({ ...valid, days });
    expect(r.days).toBe(Number(days));
    expect(r.entryType).toBe('days');
    expect(r.hours).toBeNull();
  });
  it.each([
    [0, 'Days must be greater than 0'],
    [-0.5, 'Days must be greater than 0'],
    [31.5, 'Days must be at most 31'],
    [0.25, 'Days must be in steps of 0.5'],
    [1.2, 'Days must be in steps of 0.5'],
    [null, 'Days is required'],
    ['', 'Days is required'],
    ['two', 'Days must be a number'],
  ])('refuses %j days: %s', (days, message) => {
    expect(issues({ ...valid, days })).toEqual([['days', message]]);
  });
});

describe('custom pay', () => {
  it.each([
    [undefined, null],
    ['', null],
    [0, 0],
    [220, 220],
    [999_999.99, 999_999.99],
    ['175.01', 175.01],
  ])('custom pay %j → %j', (customPay, stored) => {
    expect(workRecordInputSchema.parse({ ...valid, customPay }).customPay).toBe(stored);
  });
  it.each([
    [-0.01, 'Custom pay cannot be negative'],
    [1_000_000, 'Custom pay must be at most 999,999.99'],
    [10.001, 'Custom pay can have at most 2 decimals'],
  ])('refuses custom pay %j: %s', (customPay, message) => {
    expect(issues({ ...valid, customPay })).toEqual([['customPay', message]]);
  });
});

describe('hour entries', () => {
  it('need hours above 0 and ignore days', () => {
    expect(workRecordInputSchema.parse({ ...valid, entryType: 'hours', days: null, hours: 7.5 })).toMatchObject({ hours: 7.5 });
    expect(workRecordInputSchema.parse({ ...valid, entryType: 'hours', days: null, hours: 0.01 }).hours).toBe(0.01);
    for (const hours of [0, null, undefined]) {
      expect(issues({ ...valid, entryType: 'hours', days: null, hours })).toEqual([['hours', 'Hours is required']]);
    }
  });
});

describe('work record date', () => {
  const base = { projectId: 1, employeeId: 1, days: 1 };
  it('accepts today and refuses tomorrow with the future-date message', () => {
    expect(workRecordInputSchema.safeParse({ ...base, date: todayIso() }).success).toBe(true);
    const tomorrow = workRecordInputSchema.safeParse({ ...base, date: addDays(todayIso(), 1) });
    expect(tomorrow.error?.issues).toContainEqual(expect.objectContaining({ path: ['date'], message: FUTURE_WORK_MESSAGE }));
  });
});
