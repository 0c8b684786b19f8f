import { describe, expect, it } from 'vitest';
import { advanceInputSchema } from '../../../domain/payroll';
import { schemaValidator } from '../../lib/ui/form-errors';
import { type AdvanceFormValues, emptyAdvanceValues, toAdvanceInput, toAdvancePayload } from './advance-form-values';

const validate = schemaValidator<AdvanceFormValues>(advanceInputSchema, toAdvanceInput);

describe('advance form', () => {
  it('starts dated today, paid by cashapp', () => {
    expect(emptyAdvanceValues('2026-11-22')).toMatchObject({
      advanceDate: '2026-11-22',
      paymentMethod: 'cashapp',
      projectId: null,
      deductFromProject: false,
    });
  });

  it('gives the spec messages word for word', () => {
    const errors = validate({ ...emptyAdvanceValues('2026-11-22'), advanceDate: null });
    expect(errors).toEqual({
      employeeId: 'Employee is required',
      amount: 'Amount is required',
      reason: 'Reason is required',
      advanceDate: 'Date is required',
    });
    expect(validate({ ...emptyAdvanceValues(), employeeId: '3', amount: 0, reason: 'Rent' })).toEqual({
      amount: 'Amount must be a positive number',
    });
  });

  it('builds the payload and ignores a stale deduct flag without a project', () => {
    const values: AdvanceFormValues = {
      ...emptyAdvanceValues('2026-11-20'),
      employeeId: '3',
      amount: '150.5',
      reason: ' Rent ',
      deductFromProject: true,
    };
    expect(validate(values)).toEqual({});
    expect(toAdvancePayload(values)).toEqual({
      employeeId: 3,
      amount: 150.5,
      reason: 'Rent',
      advanceDate: '2026-11-20',
      status: 'pending',
      paymentMethod: 'cashapp',
      projectId: null,
      deductFromProject: false,
    });
    expect(toAdvancePayload({ ...values, projectId: '7' })).toMatchObject({ projectId: 7, deductFromProject: true });
  });
});
