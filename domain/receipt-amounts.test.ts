import { describe, expect, it } from 'vitest';
import { type Cents, cents } from './money';
import {
  chooseAmounts,
  oneDigitApart,
  readMoneyToken,
  type Summary,
  type SummaryKind,
  splitTrailingAmount,
  summaryKind,
  summaryOf,
  taxIncludedIn,
} from './receipt-amounts';

// The bookkeeper's reading of a receipt's money, rule by rule: tokens, label kinds and strengths, and each way a
// total is chosen (checked, label, repaired misread, cash, subtotal, items).

describe('readMoneyToken', () => {
  it.each([
    ['12.99', 1299],
    [' 7.25 ', 725],
    ['$1,234.50', 123450],
    ['1,234,567.89', 123456789],
    ['$1,234.5O', 123450],
    ['l2.99', 1299],
    ['l1.OO', 1100],
    ['O1.OO', 100],
    ['S12.99', 1299],
    ['s5.00', 500],
    ['S.90', 590],
    ['S,90', 590],
    ['12,50', 1250],
    ['RM14.10', 1410],
    ['US$5.00', 500],
    ['eur5.00', 500],
    ['€5,00', 500],
    ['(3.00)', -300],
    ['3.00-', -300],
    ['-3.00', -300],
    ['$-3.00', -300],
    ['50,00.', 5000],
    ['12.99:', 1299],
    ['12.99;', 1299],
    ['99999999.00', 9999999900],
    ['0.05', 5],
  ])('%s → %i cents', (token, expected) => expect(readMoneyToken(token)).toBe(expected));

  it.each(['12.9', '12', '12.345', 'abc', '$', 'OO.OO', '1,23.45', '999999999.00', '', '12.9O0', '1.2.34', 'x12.34'])(
    '%s is not money',
    (token) => expect(readMoneyToken(token)).toBeNull(),
  );
});

describe('splitTrailingAmount', () => {
  it.each([
    ['TOTAL 12.99', 'TOTAL', 1299],
    ['  TOTAL   12.99  ', 'TOTAL', 1299],
    ['TOTAL $ 97.61', 'TOTAL', 9761],
    ['TOTAL RM 14.10', 'TOTAL', 1410],
    ['TOTAL S 14.10', 'TOTAL', 1410],
    ['Hammer claw 24.97 T', 'Hammer claw', 2497],
    ['Hammer 9.99 SR', 'Hammer', 999],
    ['Hammer 9.99 *', 'Hammer', 999],
    ['TOTAL 14_ 10', 'TOTAL', 1410],
    ['TOTAL 100. 00', 'TOTAL', 10000],
    ['TOTAL $14, 10', 'TOTAL', 1410],
    ['TOTAL | 5.00', 'TOTAL', 500],
    ['TOTAL “ 5.00', 'TOTAL', 500],
    ['5.00', '', 500],
    ['$ 5.00', '', 500],
  ])('%s → %s, %i', (line, label, amount) => expect(splitTrailingAmount(line)).toEqual({ label, amount }));

  it.each(['', 'T', 'TOTAL', 'TOTAL 5.00 $', 'TOTAL 5.00 S', 'TOTAL 5.00 ABC', 'TOTAL 14 10'])('%s has no amount', (line) =>
    expect(splitTrailingAmount(line)).toBeNull(),
  );
});

describe('summaryKind and summaryOf', () => {
  it.each([
    ['SUBTOTAL', 'subtotal', 0],
    ['Sub-Total', 'subtotal', 0],
    ['TOTAL EXCL TAX', 'subtotal', 0],
    ['CHANGE', 'change', 0],
    ['CHANGE ORDER', null, 0],
    ['ROUNDING', 'rounding', 0],
    ['ROUNDING ADJ', 'rounding', 0],
    ['ROUNDED TOTAL', 'total', 100],
    ['TAX', 'tax', 0],
    ['SALES TAX', 'tax', 0],
    ['TOTAL TAX', 'tax', 0],
    ['GST AMT', 'tax', 0],
    ['TOTAL GST AMOUNT', 'tax', 0],
    ['TOTAL INCL GST', 'total', 85],
    ['GRAND TOTAL', 'total', 100],
    ['T0TAL', 'total', 80],
    ['TOTAL', 'total', 80],
    ['AMOUNT DUE', 'total', 90],
    ['REVISED CONTRACT SUM', 'total', 95],
    ['APPROVED AMOUNT', 'total', 88],
    ['TOTAL PROJECT COST', 'total', 85],
    ['PROPOSAL TOTAL', 'total', 82],
    ['BALANCE', 'total', 40],
    ['the price is', 'total', 30],
    ['the approved price is', 'total', 88],
    ['TOTAL PAID', 'total', 80],
    ['CASH', 'tender', 0],
    ['AMOUNT PAID', 'tender', 0],
    ['AUTH', 'payment', 0],
    ['ITEMS 5', null, 0],
    ['TOTAL SAVINGS', null, 0],
    ['DEPOSIT', null, 0],
    ['Hammer', null, 0],
  ] as const)('%s is %s with strength %i', (label, kind, strength) => {
    expect(summaryKind(label)).toBe(kind);
    expect(summaryOf(label, cents(100), 3)).toEqual(kind === null ? null : { kind, amount: 100, index: 3, strength });
  });

  it('tax included in the total', () => {
    expect(taxIncludedIn(['Hammer 5.00', 'GST INCLUDED IN TOTAL'])).toBe(true);
    expect(taxIncludedIn(['Prices include tax'])).toBe(true);
    expect(taxIncludedIn(['VAT included'])).toBe(true);
    expect(taxIncludedIn(['TAX 0.50', 'TOTAL 5.50'])).toBe(false);
    expect(taxIncludedIn([])).toBe(false);
  });
});

describe('oneDigitApart', () => {
  it.each([
    [1410, 14910, true],
    [14910, 1410, true],
    [1410, 11410, true],
    [1410, 1411, true],
    [-1410, 1411, true],
    [5, 15, true],
    [1410, 1410, false],
    [1410, 14100, false],
    [5, 50, false],
    [1410, 1421, false],
    [1410, 141000, false],
    [1410, 24910, false],
  ])('%i and %i: %s', (a, b, apart) => expect(oneDigitApart(a as Cents, b as Cents)).toBe(apart));
});

const s = (kind: SummaryKind, amount: number, index: number, strength = 0): Summary => ({ kind, amount: cents(amount), index, strength });

describe('chooseAmounts', () => {
  it('nothing to read', () => {
    expect(chooseAmounts([])).toEqual({ subtotal: null, tax: null, total: null, totalConfidence: 0, basis: null });
    expect(chooseAmounts([], { itemsSum: cents(0) }).basis).toBeNull();
  });

  it('only the items', () => {
    expect(chooseAmounts([], { itemsSum: cents(500) })).toEqual({
      subtotal: null,
      tax: null,
      total: 500,
      totalConfidence: 0.3,
      basis: 'items',
    });
  });

  it('no total line: subtotal + tax (+ rounding), the tax left out when it is included', () => {
    expect(chooseAmounts([s('subtotal', 1000, 0), s('tax', 70, 1)])).toEqual({
      subtotal: 1000,
      tax: 70,
      total: 1070,
      totalConfidence: 0.6,
      basis: 'subtotal',
    });
    expect(chooseAmounts([s('subtotal', 1000, 0), s('tax', 70, 1)], { taxIncluded: true })).toMatchObject({
      total: 1000,
      totalConfidence: 0.6,
    });
    expect(chooseAmounts([s('subtotal', 1000, 0)], { taxIncluded: true })).toMatchObject({ total: 1000, totalConfidence: 0.6 });
    expect(chooseAmounts([s('subtotal', 1000, 0)])).toMatchObject({ total: 1000, totalConfidence: 0.4 });
    expect(chooseAmounts([s('subtotal', 1000, 0), s('rounding', -2, 1)])).toMatchObject({ total: 998, totalConfidence: 0.4 });
    // A "rounding" of ten cents or more is a misread, not a rounding.
    expect(chooseAmounts([s('subtotal', 1000, 0), s('rounding', 10, 1)])).toMatchObject({ total: 1000 });
    expect(chooseAmounts([s('subtotal', 1000, 0), s('rounding', 9, 1)])).toMatchObject({ total: 1009 });
  });

  it('the tax is the first tax line that is not zero', () => {
    expect(chooseAmounts([s('subtotal', 1000, 0), s('tax', 0, 1), s('tax', 60, 2), s('tax', 70, 3)]).tax).toBe(60);
    expect(chooseAmounts([s('subtotal', 1000, 0), s('tax', 0, 1)]).tax).toBe(0);
  });

  it('no total line: cash handed over less the change, doubtful when far below the items', () => {
    const cash = [s('tender', 2000, 3), s('change', 590, 4)];
    expect(chooseAmounts(cash)).toEqual({ subtotal: null, tax: null, total: 1410, totalConfidence: 0.6, basis: 'cash' });
    expect(chooseAmounts(cash, { itemsSum: cents(2820) }).totalConfidence).toBe(0.6);
    expect(chooseAmounts(cash, { itemsSum: cents(2821) }).totalConfidence).toBe(0.35);
    // Change as big as the payment leaves nothing.
    expect(chooseAmounts([s('tender', 590, 3), s('change', 590, 4)]).basis).toBeNull();
  });

  it('a total that a cross-check confirms wins over a stronger one', () => {
    const r = chooseAmounts([s('total', 1100, 0, 100), s('subtotal', 1000, 1), s('tax', 70, 2), s('total', 1070, 3, 80)]);
    expect(r).toEqual({ subtotal: 1000, tax: 70, total: 1070, totalConfidence: 0.97, basis: 'checked' });
    // Two confirmed: the stronger label, then the larger amount.
    const two = chooseAmounts([s('total', 1070, 0, 80), s('total', 1070, 1, 90), s('subtotal', 1000, 2), s('tax', 70, 3)]);
    expect(two.total).toBe(1070);
    // Equally strong and both confirmed: the larger.
    expect(chooseAmounts([s('total', 8091, 0, 80), s('rounding', -1, 1), s('total', 8090, 2, 80)]).total).toBe(8091);
    expect(chooseAmounts([s('total', 8090, 0, 80), s('rounding', -1, 1), s('total', 8091, 2, 80)]).total).toBe(8091);
  });

  it.each([
    ['tendered − change', [s('total', 1410, 0, 80), s('tender', 2000, 1), s('change', 590, 2)], 1410],
    ['subtotal + tax + rounding', [s('total', 1068, 0, 80), s('subtotal', 1000, 1), s('tax', 70, 2), s('rounding', -2, 3)], 1068],
    ['subtotal + tax − rounding', [s('total', 1072, 0, 80), s('subtotal', 1000, 1), s('tax', 70, 2), s('rounding', -2, 3)], 1072],
    ['subtotal + rounding', [s('total', 1003, 0, 80), s('subtotal', 1000, 1), s('rounding', 3, 3)], 1003],
    ['subtotal − rounding', [s('total', 997, 0, 80), s('subtotal', 1000, 1), s('rounding', 3, 3)], 997],
    ['another total rounded', [s('total', 8091, 0, 80), s('rounding', -1, 1), s('total', 8090, 2, 100)], 8090],
    ['the items + tax', [s('total', 1070, 0, 80), s('tax', 70, 2)], 1070],
    ['the one card payment', [s('total', 1234, 0, 80), s('tender', 1234, 1)], 1234],
    ['a balance due less a payment', [s('total', 5000, 0, 90), s('total', 3000, 1, 90), s('tender', 2000, 2)], 5000],
  ] as const)('confirmed by %s', (_name, lines, total) => {
    const r = chooseAmounts([...lines], { itemsSum: cents(1000) });
    expect([r.total, r.totalConfidence, r.basis]).toEqual([total, 0.97, 'checked']);
  });

  it('a subtotal confirms the total when the tax is included', () => {
    const lines = [s('subtotal', 1000, 0), s('total', 1000, 1, 80)];
    expect(chooseAmounts(lines, { taxIncluded: true }).totalConfidence).toBe(0.97);
    expect(chooseAmounts(lines).totalConfidence).toBe(0.75);
  });

  it('without a check: the strongest label, the larger amount among equals', () => {
    expect(chooseAmounts([s('total', 1500, 0, 80)])).toEqual({
      subtotal: null,
      tax: null,
      total: 1500,
      totalConfidence: 0.75,
      basis: 'label',
    });
    expect(chooseAmounts([s('total', 1500, 0, 40)]).totalConfidence).toBe(0.5);
    expect(chooseAmounts([s('total', 1500, 0, 79)]).totalConfidence).toBe(0.5);
    expect(chooseAmounts([s('total', 1500, 0, 80), s('total', 1500, 1, 80)]).totalConfidence).toBe(0.9);
    expect(chooseAmounts([s('total', 1200, 0, 80), s('total', 1500, 1, 80), s('total', 9000, 2, 40)]).total).toBe(1500);
    expect(chooseAmounts([s('total', 1500, 0, 80), s('total', 1200, 1, 80)]).total).toBe(1500);
    // Zero and negative totals are not totals.
    expect(chooseAmounts([s('total', 0, 0, 100), s('total', 1500, 1, 40)]).total).toBe(1500);
  });

  it('a total printed after the payment lines is a tax summary: weaker than the one above', () => {
    const r = chooseAmounts([s('total', 1500, 0, 80), s('tender', 9000, 1), s('change', 0, 2), s('total', 1400, 3, 90)]);
    expect([r.total, r.basis]).toEqual([1500, 'label']);
    // Without the payment line the later, stronger total wins.
    expect(chooseAmounts([s('total', 1500, 0, 80), s('total', 1400, 3, 90)]).total).toBe(1400);
  });

  it('a total below the subtotal is doubtful; one digit away from a check it is repaired', () => {
    const below = chooseAmounts([s('subtotal', 2000, 0), s('total', 1500, 1, 80)]);
    expect([below.total, below.totalConfidence, below.basis]).toEqual([1500, 0.45, 'label']);
    const weak = chooseAmounts([s('subtotal', 2000, 0), s('total', 1500, 1, 40)]);
    expect(weak.totalConfidence).toBe(0.2);
    const repaired = chooseAmounts([s('subtotal', 1000, 0), s('tax', 70, 1), s('total', 170, 2, 80)]);
    expect([repaired.total, repaired.totalConfidence, repaired.basis]).toEqual([1070, 0.65, 'checked']);
    // Not in text that was never OCR'd.
    expect(chooseAmounts([s('subtotal', 1000, 0), s('tax', 70, 1), s('total', 170, 2, 80)], { repairMisreads: false })).toMatchObject({
      total: 170,
      basis: 'label',
    });
    // The same amount twice is not a misread.
    expect(chooseAmounts([s('subtotal', 1000, 0), s('tax', 70, 1), s('total', 170, 2, 80), s('total', 170, 3, 80)]).total).toBe(170);
  });

  it('a total above the cash handed over is a misread of tendered − change', () => {
    const lines = [s('total', 14910, 0, 80), s('tender', 2000, 1), s('change', 590, 2)];
    expect(chooseAmounts(lines)).toEqual({ subtotal: null, tax: null, total: 1410, totalConfidence: 0.65, basis: 'checked' });
    expect(chooseAmounts(lines, { repairMisreads: false })).toEqual({
      subtotal: null,
      tax: null,
      total: 1410,
      totalConfidence: 0.6,
      basis: 'cash',
    });
    // A weak total line gives way to the cash too.
    const weak = chooseAmounts([s('total', 1500, 0, 40), s('tender', 2000, 1), s('change', 590, 2)]);
    expect([weak.total, weak.basis]).toEqual([1410, 'cash']);
  });

  it('a total above the one card payment is doubtful', () => {
    const r = chooseAmounts([s('total', 2500, 0, 80), s('tender', 1234, 1)]);
    expect([r.total, r.totalConfidence, r.basis]).toEqual([2500, 0.45, 'label']);
    expect(chooseAmounts([s('total', 1244, 0, 80), s('tender', 1234, 1)]).total).toBe(1234);
  });

  it('among several payments, the one whose remainder is printed elsewhere', () => {
    const r = chooseAmounts([s('tender', 860, 1), s('tender', 900, 2), s('change', 40, 3), s('payment', 860, 4)]);
    expect([r.total, r.basis]).toEqual([860, 'cash']);
    const first = chooseAmounts([s('tender', 1000, 1), s('tender', 900, 2), s('change', 40, 3)]);
    expect(first.total).toBe(960);
  });
});
