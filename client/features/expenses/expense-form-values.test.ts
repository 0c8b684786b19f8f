import { describe, expect, it } from 'vitest';
import type { ExpenseListItem } from '../../../domain/expenses';
import {
  defaultMaterialDescription,
  emptyExpenseValues,
  emptyMaterialValues,
  expenseToFormValues,
  fieldErrorsFor,
  toExpensePayload,
  toMaterialPayload,
} from './expense-form-values';

describe('toExpensePayload', () => {
  const filled = {
    ...emptyExpenseValues(null, '2026-03-02'),
    projectId: '7',
    category: 'material',
    description: ' 2x4 lumber ',
    amount: 1234.5,
    supplierId: '3',
    receiptNumber: ' ',
  };

  it('sends numbers, the date and null for unset people', () => {
    expect(toExpensePayload(filled)).toEqual({
      projectId: 7,
      category: 'material',
      description: '2x4 lumber',
      amount: 1234.5,
      date: '2026-03-02',
      supplierId: 3,
      employeeId: null,
      subcontractorId: null,
      receiptNumber: null,
      notes: null,
      paymentMethod: null,
      paymentAccount: null,
      costCode: null,
      commitmentLineId: null,
      overCommitmentReason: null,
    });
  });

  it('throws on the spec messages for missing required fields', () => {
    expect(() => toExpensePayload({ ...filled, projectId: null })).toThrow('Project is required');
    expect(() => toExpensePayload({ ...filled, amount: '' })).toThrow('Amount is required');
    expect(() => toExpensePayload({ ...filled, date: null })).toThrow();
    expect(() => toExpensePayload({ ...filled, category: null })).toThrow('Category is required');
  });
});

describe('expenseToFormValues', () => {
  it('round-trips a stored expense into the same payload', () => {
    const stored = {
      id: 1,
      projectId: 4,
      category: 'labor',
      description: 'Drywall crew',
      amount: 800,
      date: '2026-02-10',
      supplierId: null,
      employeeId: 9,
      subcontractorId: null,
      receiptNumber: 'R-17',
      notes: null,
      receiptId: null,
      paymentMethod: 'check',
      paymentAccount: null,
      backupWithholding: 0,
      complianceOverride: null,
      receiptImageUrl: null,
      costCode: null,
      commitmentLineId: null,
      overCommitmentReason: null,
      createdAt: '2026-02-10T12:00:00.000Z',
      enteredBy: null,
      project: { name: 'Roof' },
      supplier: null,
      employee: { name: 'Ann' },
      subcontractor: null,
      projectName: 'Roof',
      supplierName: null,
      employeeName: 'Ann',
    } satisfies ExpenseListItem;
    const values = expenseToFormValues(stored);
    expect(values).toMatchObject({
      projectId: '4',
      amount: '800.00',
      supplierId: 'none',
      employeeId: '9',
      notes: '',
      receiptNumber: 'R-17',
      paymentMethod: 'check',
    });
    expect(toExpensePayload(values)).toMatchObject({
      projectId: 4,
      employeeId: 9,
      supplierId: null,
      amount: 800,
      receiptNumber: 'R-17',
      paymentMethod: 'check',
    });
    // An old expense without a method shows "Not recorded" and is saved without one.
    const old = expenseToFormValues({ ...stored, paymentMethod: null });
    expect(old.paymentMethod).toBe('none');
    expect(toExpensePayload(old).paymentMethod).toBeNull();
  });
});

describe('toMaterialPayload', () => {
  const values = { ...emptyMaterialValues(5, '2026-04-01'), amount: '310.25', supplierId: '2' };

  it('fixes the category to material and names the supplier when no description is typed', () => {
    expect(toMaterialPayload(values, 'Home Depot')).toEqual({
      projectId: 5,
      category: 'material',
      description: 'Materials from Home Depot',
      amount: 310.25,
      date: '2026-04-01',
      supplierId: 2,
      employeeId: null,
      subcontractorId: null,
      receiptNumber: null,
      notes: null,
      paymentMethod: null,
    });
    expect(toMaterialPayload({ ...values, description: 'Shingles' }, 'Home Depot').description).toBe('Shingles');
  });

  it('requires a supplier and an amount', () => {
    expect(() => toMaterialPayload({ ...values, supplierId: null }, null)).toThrow('Supplier is required');
    expect(() => toMaterialPayload({ ...values, amount: '' }, null)).toThrow('Amount is required');
  });

  it.each([
    ['Lowe’s', 'Materials from Lowe’s'],
    [null, 'Materials'],
  ])('default description for %j', (name, text) => {
    expect(defaultMaterialDescription(name)).toBe(text);
  });
});

describe('fieldErrorsFor', () => {
  it('keeps the first message per known field', () => {
    const errors = [
      { path: 'amount', message: 'Amount is required' },
      { path: 'amount', message: 'second' },
      { path: 'projectId', message: 'Project is required' },
      { path: 'unknown', message: 'x' },
    ];
    expect(fieldErrorsFor(emptyExpenseValues(), errors)).toEqual({ amount: 'Amount is required', projectId: 'Project is required' });
  });
});
