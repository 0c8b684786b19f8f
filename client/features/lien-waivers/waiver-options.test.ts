import { describe, expect, it } from 'vitest';
import type { InvoicePayment } from '../../../domain/billing/schemas';
import type { ExpenseListItem } from '../../../domain/expenses';
import { collectPaymentOptions, givePaymentOptions, paymentLabel, unknownPlaceholderWarning, waiverActions } from './waiver-options';

const expense = (over: Partial<ExpenseListItem>): ExpenseListItem =>
  ({
    id: 1,
    date: '2026-12-01',
    amount: 12500,
    paymentMethod: 'check',
    supplierId: null,
    subcontractorId: null,
    subcontractor: null,
    supplierName: null,
    ...over,
  }) as ExpenseListItem;

const payment = (over: Partial<InvoicePayment>): InvoicePayment => ({
  id: 1,
  invoiceId: 1,
  date: '2026-11-25',
  amount: 27000,
  method: 'check',
  reference: null,
  createdAt: '2026-11-25T10:00:00Z',
  ...over,
});

describe('the payments a waiver may be for', () => {
  it('labels a payment with its date, party and amount', () => {
    expect(paymentLabel('2026-12-01', 'Pat Plumbing', 12500)).toBe('Dec 1, 2026 · Pat Plumbing · $12,500.00');
  });

  it('offers payments made to a supplier or subcontractor, naming the subcontractor’s company first', () => {
    const options = collectPaymentOptions([
      expense({ id: 1, subcontractorId: 4, subcontractor: { name: 'Pat Moreno', company: 'Pat Plumbing' } }),
      expense({ id: 2, subcontractorId: 5, subcontractor: { name: 'Lee Tile', company: null }, supplierId: 9, supplierName: 'Depot' }),
      expense({ id: 3, supplierId: 9, supplierName: 'Depot', amount: 80.5, date: '2026-11-30' }),
      expense({ id: 4, supplierId: 9, supplierName: 'Depot', paymentMethod: null }),
      expense({ id: 5 }),
    ]);
    expect(options.map((o) => [o.value, o.label])).toEqual([
      ['1', 'Dec 1, 2026 · Pat Plumbing · $12,500.00'],
      ['2', 'Dec 1, 2026 · Lee Tile · $12,500.00'],
      ['3', 'Nov 30, 2026 · Depot · $80.50'],
    ]);
    expect(options[2]).toMatchObject({ date: '2026-11-30', amount: 80.5 });
  });

  it('offers the payments received on every invoice, newest first, with the method and reference', () => {
    const options = givePaymentOptions([
      { number: 1, payments: [payment({ id: 1, date: '2026-10-20', amount: 5000, method: 'ach' })] },
      {
        number: 2,
        payments: [payment({ id: 2, reference: '#1042' }), payment({ id: 3, date: '2026-11-25', amount: 100, method: 'wire' })],
      },
    ]);
    expect(options.map((o) => o.label)).toEqual([
      'Nov 25, 2026 · Invoice 2, Wire · $100.00',
      'Nov 25, 2026 · Invoice 2, Check #1042 · $27,000.00',
      'Oct 20, 2026 · Invoice 1, ACH · $5,000.00',
    ]);
    expect(options[2]).toEqual({ value: '1', label: 'Oct 20, 2026 · Invoice 1, ACH · $5,000.00', date: '2026-10-20', amount: 5000 });
  });
});

describe('what may be done with a waiver', () => {
  it.each([
    [
      { direction: 'give', status: 'requested', documentUrl: null },
      { markSigned: true, remove: true },
    ],
    [
      { direction: 'give', status: 'signed', documentUrl: null },
      { markSigned: false, remove: false },
    ],
    [
      { direction: 'collect', status: 'requested', documentUrl: null },
      { markSigned: false, remove: true },
    ],
    [
      { direction: 'collect', status: 'requested', documentUrl: '/uploads/compliance/x.pdf' },
      { markSigned: false, remove: false },
    ],
    [
      { direction: 'collect', status: 'received', documentUrl: '/uploads/compliance/x.pdf' },
      { markSigned: false, remove: false },
    ],
  ] as const)('%j → %j', (w, expected) => {
    expect(waiverActions(w)).toEqual(expected);
  });
});

describe('the warning after a template is saved', () => {
  it.each([
    [[], null],
    [['amout'], '{amout} is not a placeholder: it will print as written.'],
    [['a', 'b', 'c'], '{a}, {b} and {c} are not placeholders: they will print as written.'],
  ] as const)('%j → %s', (names, expected) => {
    expect(unknownPlaceholderWarning(names)).toBe(expected);
  });
});
