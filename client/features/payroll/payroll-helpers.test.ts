import { describe, expect, it } from 'vitest';
import { currentWeek, type PayrollRow } from '../../../domain/payroll';
import {
  advancesLabel,
  methodsFor,
  payableRows,
  payrollTotals,
  rowMethod,
  sendSummary,
  shiftWeek,
  shortWeekLabel,
  visibleRows,
  weekLabel,
  workedLabel,
} from './payroll-helpers';

function row(over: Partial<PayrollRow>): PayrollRow {
  return {
    employeeId: 1,
    employeeName: 'Ana',
    position: 'Carpenter',
    payType: 'daily',
    dailyRate: 200,
    hourlyRate: null,
    phone: null,
    cashappHandle: null,
    preferredPaymentMethod: null,
    active: true,
    totalDays: 0,
    totalHours: 0,
    totalPay: 0,
    totalAdjustments: 0,
    totalAdvances: 0,
    unsentAdvances: 0,
    netPay: 0,
    projects: [],
    payment: null,
    ...over,
  };
}

describe('week label', () => {
  it.each([
    ['2026-11-22', 'Sun Nov 22 – Sat Nov 28, 2026'],
    ['2026-11-29', 'Sun Nov 29 – Sat Dec 5, 2026'],
    ['2026-12-27', 'Sun Dec 27, 2026 – Sat Jan 2, 2027'],
  ])('%s → %s', (sunday, label) => expect(weekLabel(sunday)).toBe(label));

  it('short label drops weekdays', () => expect(shortWeekLabel('2026-11-22')).toBe('Nov 22 – Nov 28, 2026'));
});

describe('week navigation', () => {
  it('current week is the Sunday on or before today', () => {
    expect(currentWeek(new Date(2026, 10, 25, 12))).toBe('2026-11-22');
    expect(currentWeek(new Date(2026, 10, 22, 0, 5))).toBe('2026-11-22');
    expect(currentWeek(new Date(2026, 10, 28, 23, 59))).toBe('2026-11-22');
  });
  it('shifts by whole weeks', () => {
    expect(shiftWeek('2026-11-22', 1)).toBe('2026-11-29');
    expect(shiftWeek('2026-11-22', -1)).toBe('2026-11-15');
  });
});

describe('payroll totals', () => {
  it('sums money exactly in cents and days in hundredths', () => {
    const rows = [
      row({ totalDays: 0.1, totalPay: 0.1, totalAdvances: 0.2, netPay: -0.1 }),
      row({ employeeId: 2, totalDays: 0.2, totalHours: 4, totalPay: 0.2, totalAdvances: 0, netPay: 0.2 }),
      row({ employeeId: 3, totalDays: 5, totalPay: 1000.05, totalAdvances: 100, netPay: 900.05 }),
    ];
    expect(payrollTotals(rows)).toEqual({ days: 5.3, hours: 4, gross: 1000.35, advances: 100.2, net: 900.15 });
  });
  it('is all zero for no rows', () => expect(payrollTotals([])).toEqual({ days: 0, hours: 0, gross: 0, advances: 0, net: 0 }));
});

describe('advances label', () => {
  it('shows advances taken off the gross, and none as zero dollars', () => {
    expect(advancesLabel(150)).toBe('−$150.00');
    expect(advancesLabel(1234.5)).toBe('−$1,234.50');
    expect(advancesLabel(0)).toBe('$0.00');
  });
});

describe('rows and methods', () => {
  it('lists only people with work or a payment, not advances alone', () => {
    const paid = { id: 9, status: 'completed', amount: 10, paymentMethod: 'cash', paymentDate: '2026-11-14' };
    const rows = [
      row({ employeeId: 1 }),
      row({ employeeId: 2, totalDays: 1, totalPay: 200, netPay: 200 }),
      row({ employeeId: 3, totalAdvances: 50, netPay: -50 }),
      row({ employeeId: 4, payment: paid }),
    ];
    expect(visibleRows(rows).map((r) => r.employeeId)).toEqual([2, 4]);
  });
  it('starts each row with the preferred method (cashapp when none), keeps a choice, and shows a recorded payment as paid', () => {
    const rows = [
      row({ employeeId: 1, preferredPaymentMethod: null }),
      row({ employeeId: 2, preferredPaymentMethod: 'cash' }),
      row({ employeeId: 3, preferredPaymentMethod: 'check' }),
      row({
        employeeId: 4,
        preferredPaymentMethod: 'cash',
        payment: { id: 1, status: 'pending', amount: 5, paymentMethod: 'zelle', paymentDate: '2026-11-14' },
      }),
    ];
    expect(methodsFor(rows, { 3: 'zelle', 4: 'cash' })).toEqual({ 1: 'cashapp', 2: 'cash', 3: 'zelle', 4: 'zelle' });
    expect(rowMethod(rows[1], {})).toBe('cash');
  });
  it.each([
    [1, 0, '1 day'],
    [2.5, 0, '2.5 days'],
    [2, 4, '2 days · 4 h'],
    [0, 6, '6 h'],
  ])('worked %s days %s hours → %s', (d, h, label) => expect(workedLabel(d, h)).toBe(label));
});

describe('send summary and payable rows', () => {
  it.each([
    [
      { sent: 2, stored: 2, failed: 0 },
      'Pay stubs saved to the outbox',
      '2 pay stubs saved to the outbox, not texted (no SMS provider is configured).',
    ],
    [
      { sent: 1, stored: 0, failed: 1 },
      'Pay stubs texted',
      '1 pay stub texted; 1 pay stub not sent (no phone number or the provider failed).',
    ],
    [{ sent: 0, stored: 0, failed: 1 }, 'Pay stubs not sent', '1 pay stub not sent (no phone number or the provider failed).'],
    [{ sent: 0, stored: 0, failed: 0 }, 'Nothing to send', 'Nobody has pay this week'],
  ])('%o', (r, title, message) => expect(sendSummary(r)).toEqual({ title, message }));
  it('leaves nothing to pay once every row has a payment', () => {
    const paid = { id: 1, status: 'pending', amount: 240, paymentMethod: 'cash', paymentDate: '2026-11-14' };
    expect(payableRows([row({ netPay: 240, payment: paid }), row({ employeeId: 2, netPay: 0 })])).toEqual([]);
    expect(payableRows([row({ netPay: 240 })])).toHaveLength(1);
  });
});
