import { describe, expect, it } from 'vitest';
import type { Cents } from './money';
import { findAmounts, oneDigitApart, readMoneyToken, summaryKind } from './receipt-amounts';
import { looksDayFirst, readReceiptDate } from './receipt-dates';
import { readReceiptReads, readReceiptText } from './receipt-reading';
import { nameSimilarity, readSupplierName } from './receipt-suppliers';

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const total = (text: string) => findAmounts(lines(text));

describe('the total a bookkeeper would book', () => {
  it('is the amount after tax, never the subtotal, a line count or a tax total', () => {
    expect(total('ITEMS 3\nSUBTOTAL 565.50\nSALES TAX 33.95\nTOTAL 599.45\nTOTAL ITEMS 3.00\nTAX TOTAL 33.95')).toMatchObject({
      subtotal: 56550,
      tax: 3395,
      total: 59945,
    });
    expect(total('TOTAL QTY: 12.00\nGRAND TOTAL RM 48.20')).toMatchObject({ total: 4820 });
    expect(total('Total Sales (Excluding GST) 45.28\nTotal GST 2.72\nTotal Sales (Inclusive of GST) 48.00')).toMatchObject({
      subtotal: 4528,
      tax: 272,
      total: 4800,
    });
  });

  it('takes the rounded total when cash is rounded', () => {
    const read = total('SUB-TOTAL 7.02\nROUNDING -0.02\nROUNDED TOTAL 7.00\nCASH 10.00\nCHANGE 3.00');
    expect(read.total).toBe(700);
    expect(read.totalConfidence).toBeGreaterThan(0.9);
  });

  it('cross-checks against tendered minus change when the total line was misread', () => {
    // "TOTAL 2.40" is an OCR slip for 24.00: below the subtotal, and cash − change says 24.00.
    const read = total('SUB-TOTAL 24.00\nTOTAL 2.40\nCASH 100.00\nCHANGE 76.00');
    expect(read.total).toBe(2400);
    expect(read.totalConfidence).toBeLessThan(0.7);
    expect(total('Description of goods\nCASH 50.00\nCHANGE 8.25').total).toBe(4175);
  });

  it('reads a label and its amount on separate lines, and amounts with currency marks', () => {
    expect(total('AMOUNT DUE\n$ 1,204.10').total).toBe(120410);
    expect(total('BALANCE DUE USD 88.10').total).toBe(8810);
    expect(total('TOTAL RM50,00.').total).toBe(5000);
  });

  it('prefers a total above the payment lines to one in a tax summary below them', () => {
    expect(total('TOTAL 80.90\nCASH 100.00\nTAX SUMMARY\nTotal : 80.91').total).toBe(8090);
  });

  it('is unsure of an unchecked total and falls back to subtotal + tax', () => {
    expect(total('TOTAL 12.00').totalConfidence).toBeLessThan(0.9);
    expect(total('SUBTOTAL 10.00\nTAX 0.70')).toMatchObject({ total: 1070 });
    expect(total('no money here')).toEqual({ subtotal: null, tax: null, total: null, totalConfidence: 0 });
  });

  it('repairs a total misread by one digit when it cannot be right and a cross-check gives the figure', () => {
    // Above the cash handed over: cash − change (a 5 read as S) says 44.75.
    expect(total('TOTAL 414.75\nCASH 50.00\nCHANGE S.25')).toMatchObject({ total: 4475, totalConfidence: 0.65 });
    // Above the one card payment.
    expect(total('TOTAL : 427.15\nVISA 47.15').total).toBe(4715);
    // Below the subtotal that already holds the tax.
    expect(total('SUB-TOTAL (GST) 36.00\nTOTAL 6.00\nGST @ 6% INCLUDED IN TOTAL').total).toBe(3600);
    // A plausible total stays, even when the change line disagrees by a digit (the change may be the misread one).
    expect(total('TOTAL 52.40\nCASH 100.00\nCHANGE 46.60').total).toBe(5240);
  });

  it('takes from several payment lines the one whose remainder is printed, and totals a rounding apart confirm each other', () => {
    expect(total('CASH 12.35\nTENDERED 20.00\nCHANGE 7.65').total).toBe(1235);
    expect(total('TOTAL 45.67\nROUNDING -0.02\nROUNDED TOTAL 45.65')).toMatchObject({ total: 4565, totalConfidence: 0.97 });
  });

  it.each([
    [1410, 14910, true],
    [6380, 68380, true],
    [2400, 400, true],
    [8090, 8190, true],
    [8090, 8090, false],
    [1410, 141000, false],
    [2682, 2860, false],
    [1500, 15000, false], // ten times: a 10 % deposit, not a slip
  ])('%i and %i are one digit apart: %s', (a, b, apart) => expect(oneDigitApart(a as Cents, b as Cents)).toBe(apart));

  it('reads a decimal point the OCR split off with a space, and a subtotal whose letters it slipped on', () => {
    expect(total('TOTAL RM 27_ 35\nCASH RM 50.00').total).toBe(2735);
    expect(total('CASH 100. 00\nCHANGE 62.50').total).toBe(3750);
    expect(total('SUR-TOTAL (GST) 8.00\nCASH 20.00\nCHANGE 11.00')).toMatchObject({ subtotal: 800, total: 900 });
    expect(summaryKind('SUE-TATAL')).toBe('subtotal');
  });

  it('reads a 5 misread as S before the decimal point', () => {
    expect(readMoneyToken('S.90')).toBe(590);
    expect(readMoneyToken('S12.99')).toBe(1299);
  });

  it('books the whole total of a part-paid receipt, not the balance left', () => {
    expect(total('TOTAL 50.00\nDEPOSIT PAID 20.00\nBALANCE DUE 30.00')).toMatchObject({ total: 5000, totalConfidence: 0.97 });
  });

  it.each([
    ['SUB TOTAL', 'subtotal'],
    ['TOTAL EXCL. VAT', 'subtotal'],
    ['GST 6%', 'tax'],
    ['TOTAL INCL. GST', 'total'],
    ['ROUNDING ADJ', 'rounding'],
    ['CHANGE DUE', 'change'],
    ['VISA TEND', 'tender'],
    ['TOTAL SAVINGS', null],
    ['AMOUNT PAID', 'tender'],
    ['CASH AMOUNT', 'tender'],
    ['TOTAL PAID', 'total'],
    ['CHANGE ORDER TOTAL', 'total'],
    ['DEPOSIT DUE', null],
  ])('%s is a %s line', (label, kind) => expect(summaryKind(label)).toBe(kind));
});

describe('the purchase date', () => {
  const today = '2026-11-27';
  const date = (text: string) => readReceiptDate(lines(text), today);
  it('reads a time right after the date, with or without a space', () => {
    expect(date('DATE 04/02/2026 10:42 AM').date).toBe('2026-04-02');
    expect(date('Date: 04/02/202610:42').date).toBe('2026-04-02');
  });
  it('reads day-first receipts (first number above 12, or the marks of a day-first country)', () => {
    expect(date('Date: 25-03-2018 09:42:19 AM').date).toBe('2018-03-25');
    expect(date('GST ID 000123\nDATE 05/03/2018').date).toBe('2018-03-05');
    expect(date('SALES TAX 7%\nDATE 05/03/2018').date).toBe('2018-05-03');
    expect(looksDayFirst(['TOTAL RM 5.00'])).toBe(true);
    expect(looksDayFirst(['TOTAL $5.00'])).toBe(false);
  });
  it('reads written months in either order', () => {
    expect(date('Sat, 21 Oct 2017 01:31').date).toBe('2017-10-21');
    expect(date('25-APR-17').date).toBe('2017-04-25');
    expect(date('April 5th, 2025').date).toBe('2025-04-05');
  });
  it('never answers a date in the future; one misread year digit is repaired, with low confidence', () => {
    expect(date('DATE 03/12/2026').date).toBe('2026-03-12'); // December 3 is still to come
    const repaired = date('RECEIPT #: 12345 DATE: 13/07/2047');
    expect(repaired.date).toBe('2017-07-13');
    expect(repaired.confidence).toBeLessThan(0.7);
    expect(date('DATE 01/01/3099').date).toBeNull(); // no one-digit repair gives a past year
  });
  it('prefers the labelled date and is sure of it', () => {
    const read = date('Member since 01/01/2020\nDate: 11/20/2026 3:10 PM');
    expect(read).toEqual({ date: '2026-11-20', confidence: expect.any(Number) });
    expect(read.confidence).toBeGreaterThanOrEqual(0.7);
  });
});

describe('the supplier', () => {
  it('is the business name, not the document title, address, phone or registration lines', () => {
    const read = readSupplierName(
      lines(`SIMPLIFIED TAX INVOICE
      MAPLE RIDGE BUILDERS
      SUPPLY SDN BHD
      (123456-X)
      NO. 12, JALAN BESAR 3
      TEL: 03-5555 1212
      GST NO: 000111222333`),
    );
    expect(read.name).toBe('Maple Ridge Builders Supply SDN BHD');
    expect(read.confidence).toBeGreaterThanOrEqual(0.7);
    expect(readSupplierName(lines('TAX INVOICE\n123 MAIN ST\n(555) 010-2000')).name).toBe('');
  });
  it('joins a name broken over lines where the next line starts with a company word', () => {
    expect(readSupplierName(lines('OAKWOOD HOME\nENTERPRISE (RIVERSIDE\nBRANCH) LTD\nNO 4 MAIN ROAD')).name).toBe(
      'Oakwood Home Enterprise (riverside',
    );
  });
  it('is matched to a supplier already on the books by similarity (OCR slips)', () => {
    const known = ['Birchwood Lumber & Hardware', 'Gulf Coast Building Supply, LLC'];
    expect(readSupplierName(lines('BIRCHW00D LUMBER & HARDWAKE\n12 OAK AVE'), known)).toEqual({
      name: 'Birchwood Lumber & Hardware',
      confidence: expect.any(Number),
    });
    expect(nameSimilarity('THE HOME DEPOT', 'Home Depot')).toBe(1);
    expect(nameSimilarity('Birchwood Lumber', 'Gulf Coast Building')).toBeLessThan(0.5);
  });
});

describe('field confidence', () => {
  it('is high for a cross-checked receipt and lower when the read was poor', () => {
    const text = 'ACME FENCE SUPPLY LLC\nDATE 11/02/2026 10:15\nSUBTOTAL 100.00\nTAX 7.00\nTOTAL 107.00\nCASH 120.00\nCHANGE 13.00';
    const good = readReceiptText(text, { today: '2026-11-27' });
    expect(good.analysis.receiptDetails.totalAmount).toBe(107);
    expect(good.confidence.total).toBeGreaterThan(0.9);
    expect(good.confidence.supplier).toBeGreaterThanOrEqual(0.7);
    const poor = readReceiptText(text, { today: '2026-11-27', ocrConfidence: 40 });
    expect(poor.confidence.total).toBeLessThan(good.confidence.total);
  });
});

describe('a receipt read twice', () => {
  const today = '2026-11-27';
  it('takes the total and the date each from the read surer of it, the supplier from the better read', () => {
    // The first read has the store and a sure date but a total line it could not read; the second the reverse.
    const first = { text: 'BAYSIDE LUMBER CO\nDATE 03/14/2026\nSUBTOTAL 40.00\nCASH 50.00', confidence: 80 };
    const second = { text: 'BAYS1DE LUMB\nDATE 03/1/2026\nSUBTOTAL 40.00\nTAX 2.80\nTOTAL 42.80\nCASH 50.00\nCHANGE 7.20', confidence: 70 };
    const { analysis, confidence } = readReceiptReads(first, second, { today });
    expect(analysis.supplier.name).toBe('Bayside Lumber CO');
    expect(analysis.receiptDetails).toMatchObject({ date: '2026-03-14', totalAmount: 42.8, subtotal: 40, tax: 2.8 });
    expect(confidence.total).toBeGreaterThan(0.9);
    // One read alone is read as it is.
    expect(readReceiptReads(first, null, { today })).toEqual(readReceiptText(first.text, { today, ocrConfidence: 80 }));
  });
});
