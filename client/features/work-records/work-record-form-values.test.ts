import { describe, expect, it } from 'vitest';
import { type Employee, paidByTheHour } from '../../../domain/people';
import type { WorkRecord } from '../../../domain/work-records';
import {
  daysText,
  employeeChoices,
  emptyWorkRecordValues,
  hoursPayPreview,
  payPreview,
  toWorkRecordPayload,
  validateWorkRecordForm,
  workRecordToFormValues,
} from './work-record-form-values';

const employee = (id: number, name: string, active = true): Employee => ({
  id,
  name,
  email: null,
  phone: null,
  position: 'Carpenter',
  hourlyRate: null,
  dailyRate: 200,
  payType: 'daily',
  cashappHandle: null,
  preferredPaymentMethod: 'cash',
  active,
  createdAt: '2026-01-01T00:00:00Z',
});

const messages = (values: Parameters<typeof validateWorkRecordForm>[0]) => validateWorkRecordForm(values, 7);

describe('an hourly worker in the Record Work form (issue 39 scope 2)', () => {
  it('sends hours (no days, no custom pay) for an hours entry, and prices it at the hourly rate', () => {
    const values = {
      employeeId: '3',
      date: '2026-11-22',
      entryType: 'hours' as const,
      hours: 7.5,
      days: 1,
      customPay: 300,
      description: '',
    };
    expect(messages(values)).toEqual({});
    expect(toWorkRecordPayload(values, 7)).toEqual({
      projectId: 7,
      employeeId: 3,
      date: '2026-11-22',
      entryType: 'hours',
      hours: 7.5,
      description: null,
    });
    expect(messages({ ...values, hours: '' })).toEqual({ hours: 'Hours is required' });
    // $22.00/h × 7.5 h.
    expect(hoursPayPreview(7.5, 22)).toBe(165);
    expect(hoursPayPreview('', 22)).toBeNull();
    expect(paidByTheHour({ payType: 'hourly', hourlyRate: 22 })).toBe(true);
    expect(paidByTheHour({ payType: 'hourly', hourlyRate: null })).toBe(false);
    expect(paidByTheHour({ payType: 'daily', hourlyRate: 22 })).toBe(false);
  });
});

describe('work record form values', () => {
  it('starts today with 1 day and no custom pay', () => {
    expect(emptyWorkRecordValues('2026-11-22')).toEqual({
      employeeId: null,
      date: '2026-11-22',
      entryType: 'days',
      days: 1,
      hours: 8,
      customPay: '',
      description: '',
    });
  });

  it('shows the spec messages word for word', () => {
    expect(
      messages({ employeeId: null, date: '2026-11-22', entryType: 'days', hours: '', days: '', customPay: '', description: '' }),
    ).toEqual({
      employeeId: 'Please select an employee',
      days: 'Days is required',
    });
    expect(
      messages({ employeeId: '3', date: '2026-11-22', entryType: 'days', hours: '', days: 1.25, customPay: '', description: '' }),
    ).toEqual({
      days: 'Days must be in steps of 0.5',
    });
    expect(
      messages({ employeeId: null, date: '2026-11-22', entryType: 'days', hours: '', days: 2, customPay: '', description: '' }),
    ).toEqual({
      employeeId: 'Please select an employee',
    });
    expect(messages({ employeeId: '3', date: null, entryType: 'days', hours: '', days: 1, customPay: 10.5, description: '' })).toEqual({
      date: 'Date is required',
    });
    expect(
      messages({ employeeId: '3', date: '2026-11-22', entryType: 'days', hours: '', days: 1, customPay: 10.5, description: '' }),
    ).toEqual({});
  });

  it('builds the request body: blank custom pay is null, description trimmed or null', () => {
    expect(
      toWorkRecordPayload(
        { employeeId: '3', date: '2026-11-22', entryType: 'days', hours: '', days: 1.5, customPay: 240.5, description: ' Framing ' },
        7,
      ),
    ).toEqual({
      projectId: 7,
      employeeId: 3,
      date: '2026-11-22',
      entryType: 'days',
      days: 1.5,
      customPay: 240.5,
      description: 'Framing',
    });
    expect(
      toWorkRecordPayload(
        { employeeId: '3', date: '2026-11-22', entryType: 'days', hours: '', days: 1, customPay: '', description: '' },
        7,
      ),
    ).toMatchObject({
      customPay: null,
      description: null,
    });
  });

  it('prefills from a stored entry', () => {
    const r = {
      employeeId: 3,
      date: '2026-11-20',
      entryType: 'days',
      hours: null,
      days: 0.5,
      customPay: null,
      description: null,
    } as WorkRecord;
    expect(workRecordToFormValues(r)).toEqual({
      employeeId: '3',
      date: '2026-11-20',
      entryType: 'days',
      hours: '',
      days: 0.5,
      customPay: '',
      description: '',
    });
  });
});

describe('employeeChoices', () => {
  const list = [employee(1, 'Zoe'), employee(2, 'Ben'), employee(3, 'Al', false), employee(4, 'Cal')];

  it('lists active employees, the team first', () => {
    expect(employeeChoices(list, [4])).toEqual([
      { group: 'Assigned to this project', items: [{ value: '4', label: 'Cal — Carpenter' }] },
      {
        group: 'Other active employees',
        items: [
          { value: '2', label: 'Ben — Carpenter' },
          { value: '1', label: 'Zoe — Carpenter' },
        ],
      },
    ]);
  });

  it('is a flat list when there is no team', () => {
    expect(employeeChoices(list, [])).toEqual([
      { value: '2', label: 'Ben — Carpenter' },
      { value: '4', label: 'Cal — Carpenter' },
      { value: '1', label: 'Zoe — Carpenter' },
    ]);
  });

  it("keeps an edited entry's inactive or missing employee selectable", () => {
    expect(employeeChoices(list, [], { id: 3, name: 'Al' })).toContainEqual({ value: '3', label: 'Al — Carpenter (inactive)' });
    expect(employeeChoices(list, [], { id: 9, name: 'Gone' })).toContainEqual({ value: '9', label: 'Gone — no longer listed (inactive)' });
  });
});

describe('payPreview and daysText', () => {
  it.each([
    [1.5, '', 200, 300],
    [1.5, 240.5, 200, 360.75],
    [0.5, 0.01, null, 0.01],
    [1, '', null, null],
    ['', '', 200, null],
  ] as const)('%s days, custom %s, rate %s → %s', (days, custom, rate, pay) => {
    expect(payPreview(days, custom, rate)).toBe(pay);
  });

  it('says day or days', () => {
    expect(daysText(1)).toBe('1 day');
    expect(daysText(1.5)).toBe('1.5 days');
    expect(daysText(null)).toBe('0 days');
  });
});
