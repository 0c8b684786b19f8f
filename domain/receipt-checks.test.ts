import { describe, expect, it } from 'vitest';
import type { Cents } from './money';
import { categorizeReceiptItem } from './receipt-categories';
import {
  checkItemsAgainstSubtotal,
  lineExpenseCategory,
  lowConfidenceSupplierProblem,
  receiptMaterialCostCents,
  suggestReceiptCategory,
} from './receipt-checks';

/** An item line categorized as the reader does it. */
const line = (description: string, totalPrice: number) => ({ description, category: categorizeReceiptItem(description), totalPrice });
const c = (n: number) => n as Cents;

describe('lineExpenseCategory', () => {
  it.each([
    // Item lines of the real SROIE petrol receipts (sroie_019, sroie_063), as the reader reads them.
    ['V-Power 97 RIN', 'gas'],
    ['FuelSave 95', 'gas'],
    ['REGULAR UNL 12.402 GAL', 'gas'],
    ['OFF-ROAD DIESEL 40 GAL', 'fuel'],
    ['DEF 2.5 GAL', 'fuel'],
    ['PROPANE TANK EXCHANGE', 'fuel'],
    ['GAS VALVE 1/2 IN', 'material'], // a valve is material even when it is for gas
    ['2X4X8 STUD LUMBER', 'material'],
    ['TOOL RENTAL 4 HR', 'equipment'],
    ['2x Hey Song 430', 'other'],
  ])('%s → %s', (description, category) => {
    expect(lineExpenseCategory({ description, category: categorizeReceiptItem(description) })).toBe(category);
  });
});

describe('suggestReceiptCategory', () => {
  it("takes the supplier's most common past category, by count then money, never labor", () => {
    expect(
      suggestReceiptCategory({
        supplierName: 'Pinghwai Trading SDN BHD',
        history: [
          { category: 'equipment', count: 1, cents: c(90000) },
          { category: 'material', count: 3, cents: c(61660) },
          { category: 'labor', count: 9, cents: c(100) },
        ],
        items: [line('TOOL RENTAL', 50)],
      }),
    ).toEqual({ category: 'material', source: 'supplier history', note: "3 of Pinghwai Trading SDN BHD's 4 past expenses are Material" });
    expect(
      suggestReceiptCategory({
        supplierName: 'Shell',
        history: [
          { category: 'fuel', count: 1, cents: c(8000) },
          { category: 'gas', count: 1, cents: c(8600) },
        ],
        items: [],
      }),
    ).toMatchObject({ category: 'gas', source: 'supplier history', note: "1 of Shell's 2 past expenses is Gas" });
  });

  it('falls back to the item lines (most money among material, equipment, gas and fuel), then to the default', () => {
    expect(suggestReceiptCategory({ supplierName: 'Shell Isni Petro Trading', history: [], items: [line('V-Power 97 RIN', 86)] })).toEqual({
      category: 'gas',
      source: 'items',
      note: '1 of the 1 item line ($86.00) is Gas',
    });
    const mixed = [line('2X4X8 STUD LUMBER', 47.76), line('DRYWALL SCREWS 5LB', 24.97), line('CIRCULAR SAW BLADE 7-1/4', 24.88)];
    expect(suggestReceiptCategory({ supplierName: 'The Home Depot', history: [], items: mixed })).toEqual({
      category: 'material',
      source: 'items',
      note: '2 of the 3 item lines ($72.73) are Material',
    });
    expect(
      suggestReceiptCategory({ supplierName: 'X', history: [], items: [line('CONCRETE MIXER RENTAL', 120), line('QUIKRETE 80LB', 60)] }),
    ).toMatchObject({ category: 'equipment', source: 'items' });
    // Labor alone in the history says nothing about a receipt.
    expect(
      suggestReceiptCategory({
        supplierName: 'X',
        history: [{ category: 'labor', count: 2, cents: c(100) }],
        items: [line('2x Hey Song 430', 7.6)],
      }),
    ).toEqual({ category: 'other', source: 'default', note: 'The item lines and the supplier say nothing of the category: choose it' });
    expect(suggestReceiptCategory({ supplierName: 'Pinghwai', history: [], items: [] })).toEqual({
      category: 'other',
      source: 'default',
      note: 'No item lines and no past expenses of this supplier say what this is: choose the category',
    });
  });
});

describe('checkItemsAgainstSubtotal', () => {
  const details = (subtotal: number | null, totalAmount: number | null, tax: number | null) => ({ subtotal, totalAmount, tax });
  it.each([
    // Lines that add up to the printed subtotal, the tax on top.
    [
      [47.76, 24.97, 24.88],
      details(97.61, 104.45, 6.84),
      { itemsTotal: 97.61, subtotal: 97.61, comparedWith: 'subtotal', difference: 0, matches: true },
    ],
    // sroie_015 as read: the subtotal line read as an item too, so the lines are twice the subtotal.
    [[15.9, 15.9], details(15, 15.9, 15.9), { itemsTotal: 31.8, subtotal: 15, comparedWith: 'subtotal', difference: 16.8, matches: false }],
    // No subtotal: prices with the tax in them add up to the total …
    [[48, 18], details(null, 66, null), { itemsTotal: 66, subtotal: 66, comparedWith: 'total', difference: 0, matches: true }],
    [[0.1, 0.2], details(null, 0.3, null), { itemsTotal: 0.3, subtotal: 0.3, comparedWith: 'total', difference: 0, matches: true }],
    [
      [28.3, 0.1],
      details(null, 30, 1.7),
      { itemsTotal: 28.4, subtotal: 28.3, comparedWith: 'total less tax', difference: 0.1, matches: false },
    ],
    [[30], details(null, 30, 1.7), { itemsTotal: 30, subtotal: 30, comparedWith: 'total', difference: 0, matches: true }],
    // … or to the total less the tax.
    [[28.3], details(null, 30, 1.7), { itemsTotal: 28.3, subtotal: 28.3, comparedWith: 'total less tax', difference: 0, matches: true }],
    [
      [12.51],
      details(null, 26.82, 1.52),
      { itemsTotal: 12.51, subtotal: 25.3, comparedWith: 'total less tax', difference: -12.79, matches: false },
    ],
  ])('lines %j with %j', (amounts, d, expected) => {
    expect(
      checkItemsAgainstSubtotal(
        amounts.map((totalPrice) => ({ totalPrice })),
        d,
      ),
    ).toEqual(expected);
  });

  it('is null without item lines or without a subtotal or total', () => {
    expect(checkItemsAgainstSubtotal([], details(10, 10, null))).toBeNull();
    expect(checkItemsAgainstSubtotal([{ totalPrice: 5 }], details(null, null, null))).toBeNull();
    expect(checkItemsAgainstSubtotal([{ totalPrice: 5 }], details(0, null, 1))).toBeNull();
  });
});

describe('receiptMaterialCostCents', () => {
  const m = (totalPrice: number) => ({ category: 'material' as const, totalPrice });
  const e = (totalPrice: number) => ({ category: 'equipment' as const, totalPrice });
  it.each([
    // Every line material: the whole total, tax included (the "$0.00 beside a $616.60 total").
    [[m(300), m(281.7)], 616.6, 'material', 61660],
    // Some material: their lines only, as printed.
    [[m(47.76), m(24.97), e(24.88)], 104.45, 'material', 7273],
    [[e(310.5)], 310.5, 'equipment', 0],
    // No lines: the total when the expense is material, else nothing.
    [[], 616.6, 'material', 61660],
    [[], 86, 'gas', 0],
    // No total: the material lines.
    [[m(0.1), m(0.2)], null, 'material', 30],
  ] as const)('lines %j, total %s, category %s → %i cents', (items, total, category, expected) => {
    expect(receiptMaterialCostCents(items, total, category)).toBe(expected);
  });
});

describe('lowConfidenceSupplierProblem', () => {
  const base = {
    sentName: 'In-sparkle Trading Sin BHD',
    readName: 'In-sparkle Trading Sin BHD',
    readConfidence: 0.68,
    matchesExisting: false,
    confirmed: false,
    reviewBelow: 0.7,
  };
  it('asks before creating a supplier from a low-confidence read that nobody checked', () => {
    expect(lowConfidenceSupplierProblem(base)).toBe(
      'The supplier name "In-sparkle Trading Sin BHD" was read with low confidence: check it, or confirm creating a new supplier.',
    );
  });
  it.each([
    ['confirmed', { confirmed: true }],
    ['matching a supplier on the books', { matchesExisting: true }],
    ['edited by the person', { sentName: 'In-Sparkle Trading Sdn Bhd' }],
    ['read with enough confidence', { readConfidence: 0.7 }],
    ['not read at all (typed in, or read before confidence was kept)', { readName: null, readConfidence: null }],
    ['empty', { sentName: '  ', readName: '' }],
  ])('does not ask when %s', (_, change) => {
    expect(lowConfidenceSupplierProblem({ ...base, ...change })).toBeNull();
  });
});
