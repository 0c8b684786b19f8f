import { describe, expect, it } from 'vitest';
import { countsTowardNec, maskTin, missingPaperwork, necThreshold, parseTin } from './accounting-1099';
import { cents } from './money';

describe('1099 rules', () => {
  it('uses $600 through 2025 and $2,000 from 2026', () => {
    expect(necThreshold(2024)).toBe(60_000);
    expect(necThreshold(2025)).toBe(60_000);
    expect(necThreshold(2026)).toBe(200_000);
  });

  it('counts cash, check, bank transfer and unrecorded payments toward the 1099-NEC, not card or payment app', () => {
    expect(['cash', 'check', 'bank_transfer', null].map((m) => countsTowardNec(m as never))).toEqual([true, true, true, true]);
    expect(countsTowardNec('card')).toBe(false);
    expect(countsTowardNec('payment_app')).toBe(false);
  });

  it('reads an SSN or EIN with or without dashes, and masks all but the last 4 digits', () => {
    expect(parseTin('123-45-6789')).toBe('123456789');
    expect(parseTin('12-3456789')).toBe('123456789');
    expect(parseTin(' 123456789 ')).toBe('123456789');
    expect(parseTin('')).toBeNull();
    expect(parseTin('1234-56789')).toBeUndefined();
    expect(parseTin('12345678')).toBeUndefined();
    expect(maskTin('123456789')).toBe('•••-••-6789');
    expect(maskTin(null)).toBe('');
  });

  it('warns only for payees at or over the year’s threshold, naming what is missing', () => {
    const p = (nec: number, hasTin: boolean, w9OnFile: boolean) => ({ nec: cents(nec), cardOrApp: cents(0), hasTin, w9OnFile });
    expect(missingPaperwork(p(60_000, false, false), 2025)).toEqual(['W-9', 'TIN']);
    expect(missingPaperwork(p(59_999, false, false), 2025)).toEqual([]);
    expect(missingPaperwork(p(100_000, false, true), 2026)).toEqual([]);
    expect(missingPaperwork(p(200_000, false, true), 2026)).toEqual(['TIN']);
    expect(missingPaperwork(p(200_000, true, true), 2026)).toEqual([]);
  });
});
