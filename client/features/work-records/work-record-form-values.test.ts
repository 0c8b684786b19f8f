import { describe, expect, it } from 'vitest';
import type { CostCode } from '../../../domain/api/job-cost';
import { type Employee, paidByTheHour } from '../../../domain/people';
import type { WorkRecord } from '../../../domain/work-records';
import {
  costCodeChoices,
  costCodeDefaultHint,
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
      costCodeId: null,
    };
    expect(messages(values)).toEqual({});
    expect(toWorkRecordPayload(values, 7)).toEqual({
      projectId: 7,
      employeeId: 3,
      date: '2026-11-22',
      entryType: 'hours',
      hours: 7.5,
      description: null,
      costCodeId: null,
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
      costCodeId: null,
    });
  });

  it('shows the spec messages word for word', () => {
    expect(
      messages({
        employeeId: null,
        date: '2026-11-22',
        entryType: 'days',
        hours: '',
        days: '',
        customPay: '',
        description: '',
        costCodeId: null,
      }),
    ).toEqual({
      employeeId: 'Please select an employee',
      days: 'Days is required',
    });
    expect(
      messages({
        employeeId: '3',
        date: '2026-11-22',
        entryType: 'days',
        hours: '',
        days: 1.25,
        customPay: '',
        description: '',
        costCodeId: null,
      }),
    ).toEqual({
      days: 'Days must be in steps of 0.5',
    });
    expect(
      messages({
        employeeId: null,
        date: '2026-11-22',
        entryType: 'days',
        hours: '',
        days: 2,
        customPay: '',
        description: '',
        costCodeId: null,
      }),
    ).toEqual({
      employeeId: 'Please select an employee',
    });
    expect(
      messages({ employeeId: '3', date: null, entryType: 'days', hours: '', days: 1, customPay: 10.5, description: '', costCodeId: null }),
    ).toEqual({
      date: 'Date is required',
    });
    expect(
      messages({
        employeeId: '3',
        date: '2026-11-22',
        entryType: 'days',
        hours: '',
        days: 1,
        customPay: 10.5,
        description: '',
        costCodeId: null,
      }),
    ).toEqual({});
  });

  it('builds the request body: blank custom pay is null, description trimmed or null', () => {
    expect(
      toWorkRecordPayload(
        {
          employeeId: '3',
          date: '2026-11-22',
          entryType: 'days',
          hours: '',
          days: 1.5,
          customPay: 240.5,
          description: ' Framing ',
          costCodeId: '12',
        },
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
      costCodeId: 12,
    });
    expect(
      toWorkRecordPayload(
        { employeeId: '3', date: '2026-11-22', entryType: 'days', hours: '', days: 1, customPay: '', description: '', costCodeId: null },
        7,
      ),
    ).toMatchObject({
      customPay: null,
      description: null,
      // Sent as null, not omitted: an edit that clears the code must clear it.
      costCodeId: null,
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
      costCodeId: null,
    } as WorkRecord;
    expect(workRecordToFormValues(r)).toEqual({
      employeeId: '3',
      date: '2026-11-20',
      entryType: 'days',
      hours: '',
      days: 0.5,
      customPay: '',
      description: '',
      costCodeId: null,
    });
    expect(workRecordToFormValues({ ...r, costCodeId: 22 }).costCodeId).toBe('22');
  });
});

describe('the cost code of a work record (issue 42)', () => {
  const code = (id: number, c: string, name: string, trades: string[], active = true, categories: string[] = []): CostCode => ({
    id,
    code: c,
    name,
    trades,
    categories,
    active,
    used: false,
  });
  const codes = [
    code(1, '00', 'Unassigned', [], true, ['other']),
    code(2, '01', 'General conditions', ['laborer', 'helper'], true, ['labor']),
    code(5, '06', 'Framing and carpentry', ['carpent', 'fram']),
    code(9, '22', 'Plumbing', ['plumb']),
    code(12, '31', 'Old code', [], false),
  ];

  it('offers the active codes, and keeps an edited entry’s deactivated one', () => {
    expect(costCodeChoices(codes, null).map((o) => o.value)).toEqual(['1', '2', '5', '9']);
    expect(costCodeChoices(codes, '12')).toContainEqual({ value: '12', label: '31 Old code (inactive)' });
    expect(costCodeChoices(codes, '9')).toContainEqual({ value: '9', label: '22 Plumbing' });
  });

  it("names the default from the crew member's trade", () => {
    expect(costCodeDefaultHint(codes, { name: 'Zoe', position: 'Carpenter' })).toBe(
      "Blank: 06 Framing and carpentry, from Zoe's trade (Carpenter).",
    );
    expect(costCodeDefaultHint(codes, { name: 'Ben', position: 'Estimator' })).toBe(
      "Blank: 01 General conditions, from Ben's trade (Estimator).",
    );
    expect(costCodeDefaultHint(codes, undefined)).toBe("Blank: the code of the crew member's trade.");
    expect(costCodeDefaultHint([], { name: 'Zoe', position: 'Carpenter' })).toBe("Blank: the code of the crew member's trade.");
  });

  it('refuses a code that is no id before sending', () => {
    expect(messages({ ...emptyWorkRecordValues('2026-11-22'), employeeId: '3', costCodeId: 'abc' })).toEqual({
      costCodeId: 'Invalid cost code ID',
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
