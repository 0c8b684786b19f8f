import { describe, expect, it } from 'vitest';
import { expenseCategorySchema, expenseInputSchema } from './expenses';
import { weekQuerySchema } from './payroll';
import { employeeInputSchema } from './people';
import { idParamsSchema, MAX_ID, NUL_MESSAGE, optionalText, queryInt, requiredIdSchema, requiredText, searchSchema } from './validation';
import { dateSchema, parseIsoDay } from './validation-dates';
import { hasAtMostTwoDecimals, moneySchema } from './validation-money';

const issue = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error?.issues[0]?.message);

describe('ids', () => {
  it.each([
    [1, 1],
    ['1', 1],
    [MAX_ID, MAX_ID],
    ['2147483647', MAX_ID],
  ])('accepts %j as id %d', (input, id) => {
    expect(idParamsSchema.parse({ id: input })).toEqual({ id });
  });

  it.each([
    ['00001'],
    [' 12 '],
    ['12 '],
    ['+5'],
    ['1e3'],
    ['0x10'],
    ['1.0'],
    [2147483648],
    ['2147483648'],
    [1e20],
    [0],
    [-1],
    [1.5],
    [[5]],
    [true],
    [{}],
    ['\u00001'],
    [Number.NaN],
  ])('refuses %j', (input) => {
    expect(issue(idParamsSchema.safeParse({ id: input }))).toBe('Id must be a whole number from 1 to 2147483647');
  });

  it('separates a missing id from an invalid one', () => {
    const s = requiredIdSchema('Project is required', 'Invalid project ID');
    expect(issue(s.safeParse(undefined))).toBe('Project is required');
    expect(issue(s.safeParse(''))).toBe('Project is required');
    expect(issue(s.safeParse([5]))).toBe('Invalid project ID');
  });
});

describe('text', () => {
  it('refuses NUL in required, optional and search text', () => {
    expect(issue(requiredText('Name is required', 255).safeParse('Ana\u0000'))).toBe(NUL_MESSAGE);
    expect(issue(optionalText(100, 'Notes').safeParse('\u0000'))).toBe(NUL_MESSAGE);
    expect(issue(searchSchema.safeParse('%\u0000'))).toBe(NUL_MESSAGE);
  });

  it('trims, and keeps the blank and length messages', () => {
    expect(requiredText('Name is required', 5).parse('  Ana  ')).toBe('Ana');
    expect(issue(requiredText('Name is required', 5).safeParse('   '))).toBe('Name is required');
    expect(issue(requiredText('Name is required', 5, 'Name').safeParse('Anastasia'))).toBe('Name must be at most 5 characters');
    expect(optionalText(10, 'Notes').parse('  ')).toBeNull();
    expect(searchSchema.parse('  ')).toBeUndefined();
  });
});

describe('money', () => {
  it.each([
    [12, true],
    [12.5, true],
    [12.34, true],
    [0.01, true],
    [12.345, false],
    [0.1 + 0.2, false],
    [1e-10, false],
    [1e-7, false],
    [1e21, false],
  ])('%d has at most two decimals: %s', (n, ok) => {
    expect(hasAtMostTwoDecimals(n)).toBe(ok);
  });

  const amount = moneySchema('Amount', { positive: 'Amount must be greater than 0' });
  it.each([
    [1e-10, 'Amount can have at most 2 decimals'],
    ['1e-10', 'Amount must be a number'],
    [0, 'Amount must be greater than 0'],
    [-0.01, 'Amount must be greater than 0'],
    [100_000_000, 'Amount must be at most 99,999,999.99'],
    [' 12 ', 'Amount must be a number'],
    [[12], 'Amount must be a number'],
    [true, 'Amount must be a number'],
    [undefined, 'Amount is required'],
  ])('a positive amount refuses %j: %s', (input, message) => {
    expect(issue(amount.safeParse(input))).toBe(message);
  });

  it('accepts 0.01 and numeric strings with two decimals', () => {
    expect(amount.parse(0.01)).toBe(0.01);
    expect(amount.parse('1250.50')).toBe(1250.5);
    expect(moneySchema('Budget').parse(0)).toBe(0);
  });

  it('refuses 1e-10 on an expense instead of storing $0.00', () => {
    const base = { projectId: 1, category: 'material', description: 'Lumber', date: '2026-02-28' };
    expect(issue(expenseInputSchema.safeParse({ ...base, amount: 1e-10 }))).toBe('Amount can have at most 2 decimals');
    expect(expenseInputSchema.parse({ ...base, amount: 0.01 }).amount).toBe(0.01);
  });
});

describe('dates', () => {
  it.each([
    ['2026-02-28', '2026-02-28'],
    ['2024-02-29', '2024-02-29'],
    ['2026-02-28T15:00:00Z', '2026-02-28'],
    ['2026-02-28T23:30:00.000-05:00', '2026-02-28'],
    ['2026-02-28T10:00+0100', '2026-02-28'],
  ])('reads %s as %s', (input, day) => {
    expect(parseIsoDay(input)).toBe(day);
  });

  it.each([
    '2026-02-28Tgarbage',
    '2026-02-28T',
    '2026-02-28T25:00:00Z',
    '2026-02-28T10:00:00',
    '2026-02-30',
    '2026-2-28',
    ' 2026-02-28',
    '2026-02-28 ',
    '9999-12-31',
    '1899-12-31',
    '+02026-02-28',
    '20260228',
  ])('refuses %s', (input) => {
    expect(parseIsoDay(input)).toBeNull();
    expect(issue(dateSchema('Date').safeParse(input))).toBe('Date must be a date (YYYY-MM-DD)');
  });

  it('refuses a week far in the future on payroll instead of failing later', () => {
    expect(issue(weekQuerySchema.safeParse({ week: '9999-12-31' }))).toBe('Week must be a date (YYYY-MM-DD)');
    expect(weekQuerySchema.parse({ week: '2026-11-11' })).toEqual({ week: '2026-11-08' });
    expect(weekQuerySchema.parse({})).toEqual({ week: undefined });
  });
});

describe('enums and defaults', () => {
  it('takes only the fixed expense categories', () => {
    expect(expenseCategorySchema.parse('permits')).toBe('permits');
    expect(issue(expenseCategorySchema.safeParse('Material'))).toMatch(/^Category must be one of material, labor/);
    expect(issue(expenseCategorySchema.safeParse(undefined))).toBe('Category is required');
    expect(issue(expenseCategorySchema.safeParse(null))).toBe('Category is required');
  });

  it('defaults an employee to hourly pay, as the spec and the database do', () => {
    expect(employeeInputSchema.parse({ name: 'Ana', position: 'Carpenter' }).payType).toBe('hourly');
  });

  it('reads whole numbers in a query only in canonical form', () => {
    const limit = queryInt('Limit', 1, 500);
    expect(limit.parse('50')).toBe(50);
    for (const bad of ['050', ' 5', '5.0', '1e2', '0', '501', '-1']) {
      expect(issue(limit.safeParse(bad))).toBe('Limit must be a whole number from 1 to 500');
    }
  });
});
