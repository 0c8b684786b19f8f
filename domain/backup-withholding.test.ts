import { describe, expect, it } from 'vitest';
import { countsTowardNec, needsNec, storedPaymentAccount } from './accounting-1099';
import { backupWithholdingFor, backupWithholdingOf, tinProblem, type WithholdingCase } from './backup-withholding';
import { cents } from './money';

const base: WithholdingCase = {
  taxYear: 2026,
  amount: cents(100_00),
  toPayee: true,
  hasTin: false,
  countsTowardNec: true,
  priorNec: cents(0),
  reportableLastYear: false,
};

describe('backup withholding', () => {
  it('is 24 % of the payment, to the nearest cent (half a cent up)', () => {
    expect(backupWithholdingOf(cents(100_00))).toBe(24_00);
    expect(backupWithholdingOf(cents(333_33))).toBe(80_00); // 7,999.92 cents
    expect(backupWithholdingOf(cents(10_44))).toBe(2_51); // 250.56
    expect(backupWithholdingOf(cents(10_02))).toBe(2_40); // 240.48
    expect(backupWithholdingOf(cents(2_48))).toBe(60); // 59.52
    expect(backupWithholdingOf(cents(2_08))).toBe(50); // 49.92
    expect(backupWithholdingOf(cents(0))).toBe(0);
  });

  it('starts with the payment that brings the year to the threshold, and keeps on after it', () => {
    expect(backupWithholdingFor({ ...base, amount: cents(1_999_99) })).toBe(0);
    expect(backupWithholdingFor({ ...base, amount: cents(2_000_00) })).toBe(480_00);
    expect(backupWithholdingFor({ ...base, priorNec: cents(1_999_99), amount: cents(1) })).toBe(0); // 0.24 cent
    expect(backupWithholdingFor({ ...base, priorNec: cents(1_999_99), amount: cents(5_00) })).toBe(1_20);
    expect(backupWithholdingFor({ ...base, priorNec: cents(5_000_00), amount: cents(100_00) })).toBe(24_00);
    // 2025: $600.
    expect(backupWithholdingFor({ ...base, taxYear: 2025, amount: cents(599_99) })).toBe(0);
    expect(backupWithholdingFor({ ...base, taxYear: 2025, amount: cents(600_00) })).toBe(144_00);
  });

  it('withholds from the first payment when a return was due for the payee last year', () => {
    expect(backupWithholdingFor({ ...base, amount: cents(50_00), reportableLastYear: true })).toBe(12_00);
  });

  it('keeps nothing with a TIN, off the 1099-NEC (card, business app) or to someone who is not a 1099 payee', () => {
    const big = { ...base, amount: cents(3_000_00) };
    expect(backupWithholdingFor({ ...big, hasTin: true })).toBe(0);
    expect(backupWithholdingFor({ ...big, countsTowardNec: false })).toBe(0);
    expect(backupWithholdingFor({ ...big, toPayee: false })).toBe(0);
  });

  it('puts a personal payment-app payment on the 1099-NEC and a business one on the 1099-K', () => {
    expect(countsTowardNec('payment_app', 'personal')).toBe(true);
    expect(countsTowardNec('payment_app', 'business')).toBe(false);
    expect(countsTowardNec('card', null)).toBe(false);
    expect(countsTowardNec('bank_transfer', null)).toBe(true);
    expect(storedPaymentAccount('payment_app', null)).toBe('personal');
    expect(storedPaymentAccount('payment_app', 'business')).toBe('business');
    expect(storedPaymentAccount('check', 'business')).toBeNull();
  });

  it('gives a 1099-NEC to a payee with backup withholding whatever the amount', () => {
    expect(needsNec({ nec: cents(50_00) }, 2026)).toBe(false);
    expect(needsNec({ nec: cents(50_00), withheld: cents(12_00) }, 2026)).toBe(true);
  });

  it('checks a TIN against its kind', () => {
    expect(tinProblem('123456789', 'ssn')).toBeNull();
    expect(tinProblem('912345678', 'ssn')).toBeNull(); // an ITIN
    expect(tinProblem('000123456', 'ssn')).toMatch(/not a valid SSN/);
    expect(tinProblem('666123456', 'ssn')).toMatch(/not a valid SSN/);
    expect(tinProblem('123004567', 'ssn')).toMatch(/not a valid SSN/);
    expect(tinProblem('123450000', 'ssn')).toMatch(/not a valid SSN/);
    expect(tinProblem('001234567', 'ein')).toMatch(/not a valid EIN/);
    expect(tinProblem('001234567', null)).toBeNull();
    expect(tinProblem('12345678', null)).toMatch(/9 digits/);
  });
});
