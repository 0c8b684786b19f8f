import { describe, expect, it } from 'vitest';
import { todayIso } from '../../../domain/dates';
import type { Employee } from '../../../domain/people';
import {
  dailyRateChanged,
  employeeToFormValues,
  emptyEmployeeValues,
  ratesChangedInForm,
  toEmployeePayload,
  validateEmployeeForm,
} from './employee-form-values';
import { averageDailyRate, filterEmployees } from './filter-employees';

const filled = { ...emptyEmployeeValues(), name: ' Luis Ortega ', position: 'Carpenter' };

describe('an hourly worker in the employee form (issue 39 scope 2)', () => {
  it('sends pay type and hourly rate for someone paid by the hour, and no hourly rate for a day worker', () => {
    expect(toEmployeePayload({ ...filled, payType: 'hourly', hourlyRate: 22 })).toMatchObject({ payType: 'hourly', hourlyRate: 22 });
    const daily = toEmployeePayload({ ...filled, dailyRate: 176, hourlyRate: 22 });
    expect(daily).toMatchObject({ payType: 'daily', dailyRate: 176 });
    expect(daily).not.toHaveProperty('hourlyRate');
  });

  it('asks from when for a changed hourly rate too, not for an unchanged one', () => {
    const stored = { dailyRate: 0, hourlyRate: 22, payType: 'hourly' } as Employee;
    const values = employeeToFormValues({ ...stored, name: 'Ana', position: 'Laborer', active: true } as Employee);
    expect(values).toMatchObject({ payType: 'hourly', hourlyRate: 22 });
    expect(ratesChangedInForm(stored, values)).toBe(false);
    expect(ratesChangedInForm(stored, { ...values, hourlyRate: 24 })).toBe(true);
    // A stored 'hourly' without an hourly rate (the spec's default pay type) is a day worker in the form.
    expect(employeeToFormValues({ ...stored, hourlyRate: null } as Employee).payType).toBe('daily');
  });
});

describe('employee form values', () => {
  it('sends rate 0 when empty, null for blank contact fields, pay type daily, active by default', () => {
    expect(toEmployeePayload(filled)).toEqual({
      name: 'Luis Ortega',
      email: null,
      phone: null,
      position: 'Carpenter',
      dailyRate: 0,
      payType: 'daily',
      preferredPaymentMethod: 'cash',
      cashappHandle: null,
      active: true,
      effectiveFrom: todayIso(),
    });
  });

  it('sends the effective date of a rate change, and asks for it only when the rate changed', () => {
    expect(toEmployeePayload({ ...filled, dailyRate: 200, effectiveFrom: '2026-03-02' })).toMatchObject({ effectiveFrom: '2026-03-02' });
    const stored = { dailyRate: 180 } as Employee;
    expect(dailyRateChanged(stored, 180)).toBe(false);
    expect(dailyRateChanged(stored, 200)).toBe(true);
    expect(dailyRateChanged({ dailyRate: null } as Employee, '')).toBe(false);
    expect(dailyRateChanged(null, 180)).toBe(true);
  });

  it('keeps a typed rate and handle', () => {
    expect(toEmployeePayload({ ...filled, dailyRate: 212.5, preferredPaymentMethod: 'cashapp', cashappHandle: '$luis' })).toMatchObject({
      dailyRate: 212.5,
      preferredPaymentMethod: 'cashapp',
      cashappHandle: '$luis',
    });
  });

  it('requires name and position, checks the e-mail', () => {
    expect(validateEmployeeForm({ ...emptyEmployeeValues(), email: 'x@' })).toEqual({
      name: 'Name is required',
      position: 'Position is required',
      email: 'Please enter a valid email address',
    });
    expect(validateEmployeeForm(filled)).toEqual({});
  });

  it('prefills edit mode', () => {
    const e = {
      name: 'A',
      email: null,
      phone: '555',
      position: 'Foreman',
      dailyRate: null,
      hourlyRate: 30,
      payType: 'hourly',
      cashappHandle: null,
      preferredPaymentMethod: null,
      active: false,
    } as Employee;
    expect(employeeToFormValues(e)).toMatchObject({ email: '', dailyRate: '', preferredPaymentMethod: 'cash', active: false });
  });
});

describe('employee list', () => {
  const e = (id: number, name: string, extra: Partial<Employee> = {}) =>
    ({ id, name, position: 'General Labor', email: null, dailyRate: null, active: true, ...extra }) as Employee;
  const list = [
    e(1, 'Zed', { dailyRate: 200 }),
    e(2, 'amy', { active: false, email: 'amy@crew.co', dailyRate: 0 }),
    e(3, 'Bo', { position: 'Roofer', dailyRate: 150.25 }),
  ];

  it.each([
    ['', [3, 1, 2]],
    ['roof', [3]],
    ['CREW.CO', [2]],
    ['zed', [1]],
    ['none', []],
  ])('search %j matches name, position or e-mail; active first', (search, ids) => {
    expect(filterEmployees(list, search).map((x) => x.id)).toEqual(ids);
  });

  it('averages the daily rates above 0 only', () => {
    expect(averageDailyRate(list)).toBe(175.13);
    expect(averageDailyRate([])).toBe(0);
    expect(averageDailyRate([e(1, 'A')])).toBe(0);
  });
});
