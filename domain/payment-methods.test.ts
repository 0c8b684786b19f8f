import { describe, expect, it } from 'vitest';
import {
  defaultPaymentMethod,
  PAYMENT_METHODS,
  paidQuestion,
  paidRecord,
  paymentMethodLabel,
  paymentMethodSchema,
} from './payment-methods';
import { PAYROLL_METHODS } from './payroll';
import { employeeInputSchema } from './people';

describe('payment methods', () => {
  it.each([
    ['cash', 'cash'],
    ['check', 'check'],
    ['zelle', 'zelle'],
    ['cashapp', 'cashapp'],
    [null, 'cashapp'],
    [undefined, 'cashapp'],
    ['', 'cashapp'],
    ['venmo', 'cashapp'],
  ])('a payroll row of an employee preferring %s starts with %s', (preferred, expected) => {
    expect(defaultPaymentMethod(preferred)).toBe(expected);
  });

  it('the employee form and payroll offer the same list', () => {
    expect(PAYROLL_METHODS).toEqual(PAYMENT_METHODS);
    for (const m of PAYMENT_METHODS) {
      expect(employeeInputSchema.parse({ name: 'A', position: 'Roofer', preferredPaymentMethod: m }).preferredPaymentMethod).toBe(m);
    }
  });

  it('labels and refuses unknown methods', () => {
    expect(paymentMethodLabel('cashapp')).toBe('Cash App');
    expect(paymentMethodLabel('check')).toBe('Check');
    expect(paymentMethodLabel(null)).toBe('—');
    expect(paymentMethodSchema.safeParse('venmo').error?.issues[0].message).toBe('Payment method must be cash, check, zelle or cashapp');
  });
});

describe('paid question', () => {
  it.each([
    ['cash', 'Paid $240.00 in cash?', 'Recorded $240.00 paid to Ana in cash'],
    ['check', 'Paid $240.00 by check?', 'Recorded $240.00 paid to Ana by check'],
    ['zelle', 'Paid $240.00 with Zelle?', 'Recorded $240.00 paid to Ana with Zelle'],
    ['cashapp', 'Paid $240.00 in Cash App?', 'Recorded $240.00 paid to Ana in Cash App'],
  ] as const)('%s', (method, question, record) => {
    expect(paidQuestion('$240.00', method)).toBe(question);
    expect(paidRecord('$240.00', 'Ana', method)).toBe(record);
  });
});
