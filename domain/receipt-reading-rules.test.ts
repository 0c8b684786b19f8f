// Rules added for real receipts (issue 17), each as a bookkeeper would apply it; synthetic OCR lines only.
import { describe, expect, it } from 'vitest';
import { findAmounts } from './receipt-amounts';
import { readReceiptDate } from './receipt-dates';
import { readReceiptReads } from './receipt-reading';
import { readSupplierName } from './receipt-suppliers';

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const today = '2026-11-27';

describe('the purchase date (issue 17)', () => {
  it.each([
    // A column heading labels the date printed under it: it wins over a date elsewhere.
    ['VALID TILL 20/03/2019\nDate Time Num OPT\n14/03/19 07.45 20211 02', '2019-03-14'],
    // Some tills print the time with dots ("08.28"): a date with a time after it beats a bare date above.
    ['MEMBER SINCE 01/02/2019\n15/02/19 08.28 10886 09', '2019-02-15'],
    // After a DATE label, the separator between month and year lost by the OCR.
    ['INV NO: CS02081 Date: 30-092017', '2017-09-30'],
    ['Date : 05/112018 AGENT: AB', '2018-05-11'], // no day-first marks: month first
    ['GST REG 0012\nDate : 05/112018', '2018-11-05'],
  ])('%j → %s', (text, want) => {
    expect(readReceiptDate(lines(text), today).date).toBe(want);
  });

  it.each([
    ['TEL: 03-112017'], // no DATE label: a phone number, not a date
    ['Date Time\nTOTAL 12.50'], // a heading with nothing under it
    ['DATE: 30-132017'], // no month 13
  ])('reads no date from %j', (text) => {
    expect(readReceiptDate(lines(text), today).date).toBeNull();
  });

  it('is surest of a date that is both labelled and followed by a time', () => {
    const labelledAndTimed = readReceiptDate(lines('Date Time\n26/02/18 08.28'), today).confidence;
    const timedOnly = readReceiptDate(lines('26/02/18 08.28'), today).confidence;
    expect(labelledAndTimed).toBeGreaterThan(timedOnly);
  });

  it('takes the date from the read that found it under its label when two reads disagree on a digit', () => {
    const best = { text: 'SHELL\nTOTAL RM 85.54\n28/02/18 08.28 10886 09', confidence: 80 };
    const other = { text: 'SHELL\nTOTAL RM 85.54\nDate Time Num OPT\n26/02/18 08.28 10886 09', confidence: 70 };
    expect(readReceiptReads(best, other, { today }).analysis.receiptDetails.date).toBe('2018-02-26');
  });
});

describe('the supplier (issue 17)', () => {
  it.each([
    // A single word above the name is a logo read as text.
    ['JARRE\nBHPetrol Kota Bharu\nLot 1626, Mukim Kampung Laut', 'Bhpetrol Kota Bharu'],
    ['ZOOM\nSunrise Paint Trading\nNO. 3 JALAN MAJU', 'Sunrise Paint Trading'],
    // A one-word name that is the business (a company word) still stands.
    ['HARDWARE\nNO. 3 JALAN MAJU\nTEL: 03-1234 5678', 'Hardware'],
    // A one-word name is kept when nothing better is there.
    ['KEDAI\nNO. 3 JALAN MAJU', 'Kedai'],
    // An outlet line (store code, dash, the shop's name) above the company leads the name.
    ['KX104 - Brewmate Riverside\nLanterra Enterprise\n123456-A\nTAX INVOICE', 'KX104 - Brewmate Riverside Lanterra Enterprise'],
    ['KX104 — Brewmate Riverside\nLanterra Enterprise\n123456-A', 'KX104 Brewmate Riverside Lanterra Enterprise'],
    // A code alone or a person above the company does not.
    ['31800422\nLanterra Enterprise\n123456-A', 'Lanterra Enterprise'],
    ['mei ling tan\nLanterra Enterprise\n123456-A', 'Lanterra Enterprise'],
  ])('%j → %s', (text, want) => {
    expect(readSupplierName(lines(text)).name).toBe(want);
  });
});

describe('the total (issue 17)', () => {
  const items = (dollars: number) => Math.round(dollars * 100) as never;
  it('doubts cash − change far below the items read, and trusts it when it covers them', () => {
    const misread = findAmounts(lines('TQ weno\nCASH 4.00\nCHANGE 0.00'), items(92.6));
    expect(misread.total).toBe(400);
    expect(misread.totalConfidence).toBeLessThan(0.5);
    const fine = findAmounts(lines('TQ weno\nCASH 94.00\nCHANGE 0.00'), items(92.6));
    expect(fine.totalConfidence).toBeGreaterThanOrEqual(0.6);
  });

  it('takes the total from the read whose cash covers the items when two reads disagree', () => {
    const best = { text: 'A1 TRADING\n2411 1 25.00 25.00\n2412 1 42.60 42.60\nCASH 4.00\nCHANGE 0.00', confidence: 58 };
    const other = { text: 'A1 TRADING\n2411 1 25.00 25.00\n2412 1 42.60 42.60\nCASH 94.00\nCHANGE 0.00', confidence: 56 };
    expect(readReceiptReads(best, other, { today }).analysis.receiptDetails.totalAmount).toBe(94);
  });

  it('reads a TOTAL whose first letter was lost or misread ("otal", "lotal") as the total', () => {
    const read = findAmounts(
      lines('otal Sales Inclusive GST 18.46\nRounding Adjustment -0.01\nAmount To Be Paid 18.45\nCash 20.00\nChange 1.55'),
    );
    expect(read.total).toBe(1846);
    expect(findAmounts(lines('SUB-TOTAL 12.00\nlotal 12.72\nCASH 50.00')).total).toBe(1272);
    expect(findAmounts(lines('SUB-IOTAL 12.00\nGST 0.72')).subtotal).toBe(1200);
  });
});

describe('reads of a second preparation (issue 17)', () => {
  const first = { text: 'KEDAI MAJU ENTERPRISE\nDATE: 14/09/2017\nTOTAL ~ ~~\nCASH ~~', confidence: 41 };
  const second = { text: 'KEDAI MAJU ENTERPRISE\nTOTAL ~~', confidence: 38 };
  const fallback = [
    { text: 'KEDAI MAJU ENTERPRISE\nDATE: 16/09/2017\nTOTAL 14.00\nCASH 20.00\nCHANGE 6.00', confidence: 44 },
    { text: 'KEDAI MAJU ENTERPRISE\nTOTAL 1.40', confidence: 35 },
  ];
  it('fill a total the first two reads left unread, and never replace a date they read', () => {
    expect(readReceiptReads(first, second, { today }).analysis.receiptDetails.totalAmount).toBeNull();
    const { analysis, confidence } = readReceiptReads(first, second, { today }, fallback);
    expect(analysis.receiptDetails.totalAmount).toBe(14);
    expect(confidence.total).toBeGreaterThan(0.7);
    expect(analysis.receiptDetails.date).toBe('2017-09-14');
  });

  it('fill a date the first two left unread', () => {
    const noDate = { text: 'KEDAI MAJU ENTERPRISE\nTOTAL 14.00\nCASH 20.00\nCHANGE 6.00', confidence: 45 };
    expect(readReceiptReads(noDate, second, { today }, fallback).analysis.receiptDetails).toMatchObject({
      date: '2017-09-16',
      totalAmount: 14,
    });
  });
});
