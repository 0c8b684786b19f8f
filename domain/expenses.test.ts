import { describe, expect, it } from 'vitest';
import {
  daysBeforeProjectStart,
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  expenseCategorySchema,
  expenseFilterSchema,
  expenseInputSchema,
  expenseListQuerySchema,
  isExpenseCategory,
  materialExpenseInputSchema,
} from './expenses';

const issue = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error?.issues[0]?.message);
const CATEGORY_MESSAGE = 'Category must be one of material, labor, gas, fuel, dining, equipment, subcontractor, permits, utilities, other';

describe('expense categories', () => {
  it("is the spec's list plus permits and utilities, labelled for accounting", () => {
    expect(EXPENSE_CATEGORIES).toHaveLength(10);
    expect(EXPENSE_CATEGORY_LABELS.permits).toBe('Permits & Legal');
    expect(EXPENSE_CATEGORY_LABELS.utilities).toBe('Utilities');
    expect(EXPENSE_CATEGORY_LABELS.subcontractor).toBe('Subcontractor');
  });

  it.each([
    ['permits', true],
    ['other', true],
    ['Material', false],
    ['', false],
    ['all', false],
    [5, false],
    [null, false],
    [['gas'], false],
  ])('%j is a category: %s', (value, ok) => expect(isExpenseCategory(value)).toBe(ok));

  it('separates a missing category from one not on the list', () => {
    expect(issue(expenseCategorySchema.safeParse(''))).toBe('Category is required');
    expect(issue(expenseCategorySchema.safeParse('lumber'))).toBe(CATEGORY_MESSAGE);
    expect(issue(expenseCategorySchema.safeParse(7))).toBe(CATEGORY_MESSAGE);
  });
});

describe('expense input', () => {
  const base = { projectId: 3, category: 'gas', description: ' Fuel for truck ', amount: '45.10', date: '2026-11-02' };

  it('reads the form values: trimmed text, dollars, "none" references as null', () => {
    expect(expenseInputSchema.parse({ ...base, supplierId: 'none', employeeId: '4', subcontractorId: '', notes: '  ' })).toEqual({
      projectId: 3,
      category: 'gas',
      description: 'Fuel for truck',
      amount: 45.1,
      date: '2026-11-02',
      supplierId: null,
      employeeId: 4,
      subcontractorId: null,
      receiptNumber: null,
      notes: null,
      paymentMethod: null, // not recorded
      paymentAccount: null,
      costCode: null,
      commitmentLineId: null,
      overCommitmentReason: null,
      override: null,
    });
  });

  it.each([
    [{ projectId: undefined }, 'Project is required'],
    [{ projectId: 'abc' }, 'Invalid project ID'],
    [{ description: '  ' }, 'Description is required'],
    [{ description: 'x'.repeat(1001) }, 'Description must be at most 1,000 characters'],
    [{ amount: 0 }, 'Amount must be greater than 0'],
    [{ date: '' }, 'Date is required'],
    [{ supplierId: 'x' }, 'Invalid supplier ID'],
    [{ employeeId: 0 }, 'Invalid employee ID'],
    [{ subcontractorId: -2 }, 'Invalid subcontractor ID'],
    [{ receiptNumber: 'x'.repeat(101) }, 'Receipt number must be at most 100 characters'],
  ])('refuses %o: %s', (change, message) => {
    expect(issue(expenseInputSchema.safeParse({ ...base, ...change }))).toBe(message);
  });

  it('Add Material Cost needs a supplier; a blank description is left out', () => {
    const m = { projectId: '3', amount: 120, date: '2026-11-02' };
    expect(issue(materialExpenseInputSchema.safeParse(m))).toBe('Supplier is required');
    expect(issue(materialExpenseInputSchema.safeParse({ ...m, supplierId: 'none' }))).toBe('Invalid supplier ID');
    expect(materialExpenseInputSchema.parse({ ...m, supplierId: 9, description: ' ' })).toEqual({
      projectId: 3,
      amount: 120,
      date: '2026-11-02',
      supplierId: 9,
      description: undefined,
    });
    expect(materialExpenseInputSchema.parse({ ...m, supplierId: 9, description: 'Drywall' }).description).toBe('Drywall');
  });
});

describe('expense filters', () => {
  it.each([
    [{}, { search: undefined, category: undefined, projectId: undefined }],
    [
      { category: 'all', projectId: 'all' },
      { search: undefined, category: undefined, projectId: undefined },
    ],
    [
      { category: '', projectId: '' },
      { search: undefined, category: undefined, projectId: undefined },
    ],
    [
      { category: 'labor', projectId: '12', search: ' tile ' },
      { search: 'tile', category: 'labor', projectId: 12 },
    ],
  ])('%o filters by %o', (query, filter) => {
    expect(expenseFilterSchema.parse(query)).toEqual(filter);
  });

  it('refuses unknown categories and project ids', () => {
    expect(issue(expenseFilterSchema.safeParse({ category: 'lumber' }))).toBe(CATEGORY_MESSAGE);
    expect(issue(expenseFilterSchema.safeParse({ projectId: '0' }))).toBe('Invalid project ID');
    expect(issue(expenseFilterSchema.safeParse({ projectId: '007' }))).toBe('Invalid project ID');
  });

  it('pages 100 by default, at most 500 at a time', () => {
    expect(expenseListQuerySchema.parse({})).toMatchObject({ limit: 100, offset: 0 });
    expect(expenseListQuerySchema.parse({ limit: '500', offset: '200' })).toMatchObject({ limit: 500, offset: 200 });
    expect(issue(expenseListQuerySchema.safeParse({ limit: '501' }))).toBe('Limit must be a whole number from 1 to 500');
    expect(issue(expenseListQuerySchema.safeParse({ offset: '-1' }))).toBe('Offset must be a whole number from 0 to 10000000');
  });
});

describe('daysBeforeProjectStart', () => {
  it.each([
    ['2026-03-12', '2026-11-03', 236], // a March receipt on a November job
    ['2026-11-02', '2026-11-03', 1],
    ['2026-11-03', '2026-11-03', null], // the first day is inside the project
    ['2026-12-01', '2026-11-03', null],
    ['2025-12-31', '2026-01-01', 1], // across a year
    [null, '2026-11-03', null],
    ['2026-11-01', null, null],
    ['2026-02-30', '2026-11-03', null], // not a date: no warning, validation speaks instead
  ])('%s on a project starting %s → %s', (date, start, expected) => {
    expect(daysBeforeProjectStart(date, start)).toBe(expected);
  });
});
