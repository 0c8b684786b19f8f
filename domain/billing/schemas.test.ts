import { describe, expect, it } from 'vitest';
import {
  billingTermsInputSchema,
  changeOrderInputSchema,
  invoiceInputSchema,
  paymentInputSchema,
  percentSchema,
  signedMoneySchema,
  sovInputSchema,
} from './schemas';

// Billing inputs (issue 20): dollars with at most 2 decimals, percentages 0–100 with at most 2 decimals.

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('signed money', () => {
  const amount = signedMoneySchema('Amount');

  it.each([
    [0, 0],
    [-1250.5, -1250.5],
    ['-0.01', -0.01],
    [99_999_999.99, 99_999_999.99],
    [-99_999_999.99, -99_999_999.99],
  ])('%j is %j', (input, value) => {
    expect(amount.parse(input)).toBe(value);
  });

  it.each([
    [0.001, 'Amount can have at most 2 decimals'],
    [-1.005, 'Amount can have at most 2 decimals'],
    [100_000_000, 'Amount must be between -99,999,999.99 and 99,999,999.99'],
    [-100_000_000, 'Amount must be between -99,999,999.99 and 99,999,999.99'],
  ])('%j is refused: %s', (input, message) => {
    expect(messages(amount.safeParse(input))).toEqual([message]);
  });
});

describe('percentages', () => {
  const pct = percentSchema('Retainage');

  it.each([0, 5, 7.25, 99.99, 100, '10'])('%j is a percentage', (input) => {
    expect(pct.parse(input)).toBe(Number(input));
  });

  it.each([-0.01, 100.01, 101, 7.255])('%j is refused', (input) => {
    expect(messages(pct.safeParse(input))).toEqual(['Retainage must be from 0 to 100 with at most 2 decimals']);
  });
});

describe('change orders', () => {
  const base = { description: 'Extra outlet', amount: -120, date: '2026-03-01' };

  it('starts as a draft; a negative amount removes scope', () => {
    expect(changeOrderInputSchema.parse(base)).toMatchObject({ amount: -120, status: 'draft' });
  });
});

describe('billing terms', () => {
  const terms = { retainagePercent: 10, paymentTermsDays: 30 };

  it('needs both the step-down point and its rate, or neither', () => {
    expect(billingTermsInputSchema.safeParse(terms).success).toBe(true);
    expect(billingTermsInputSchema.safeParse({ ...terms, stepDownAtPercent: 50, stepDownPercent: 5 }).success).toBe(true);
    for (const half of [{ stepDownAtPercent: 50 }, { stepDownPercent: 5 }]) {
      const r = billingTermsInputSchema.safeParse({ ...terms, ...half });
      expect(messages(r)).toEqual(['Give both the step-down point and its rate, or neither']);
      expect(r.error?.issues[0].path).toEqual(['stepDownPercent']);
    }
  });

  it.each([
    [{ stepDownAtPercent: 100 }, true],
    [{ stepDownAtPercent: 100.01 }, false],
    [{ stepDownAtPercent: 50.123 }, false],
    [{ stepDownAtPercent: -1 }, false],
  ])('step-down point %j valid: %s', (change, ok) => {
    expect(billingTermsInputSchema.safeParse({ ...terms, stepDownPercent: 5, ...change }).success).toBe(ok);
  });

  it.each([
    [0, true],
    [365, true],
    [366, false],
    [-1, false],
    [30.5, false],
  ])('payment terms of %j days valid: %s', (days, ok) => {
    expect(billingTermsInputSchema.safeParse({ ...terms, paymentTermsDays: days }).success).toBe(ok);
  });
});

describe('schedule of values', () => {
  it('takes signed scheduled values', () => {
    const r = sovInputSchema.parse({ lines: [{ description: 'Credit', scheduledValue: '-500.25' }] });
    expect(r.lines[0].scheduledValue).toBe(-500.25);
  });

  it('needs one line at least', () => {
    expect(messages(sovInputSchema.safeParse({ lines: [] }))).toEqual(['The schedule of values needs at least one line']);
  });
});

describe('invoices', () => {
  const inv = (lines: unknown[], extra: object = {}) =>
    invoiceInputSchema.safeParse({ invoiceDate: '2026-03-31', periodTo: '2026-03-31', lines, ...extra });

  it('reads an empty value as 0, empty materials stored as "carry the previous balance" (null), and release defaults to false', () => {
    const r = inv([{ sovLineId: 1, mode: 'amount', value: '' }]);
    expect(r.success).toBe(true);
    expect(r.data?.lines[0]).toMatchObject({ value: 0, materialsStored: null, installedFromStored: 0 });
    expect(r.data?.release).toBe(false);
    expect(r.data?.retainagePercent).toBeNull();
  });

  it.each([
    ['percent', 100, true],
    ['percent', 100.01, false],
    ['percent', 33.33, true],
    ['percent', 33.333, false],
    ['percent', -1, false],
    ['amount', 100.01, true],
    ['amount', 99_999_999.99, true],
    ['amount', 100_000_000, false],
    ['amount', 0.005, false],
    // A credit line (an approved credit change order) is billed with its sign; the server checks the line's sign.
    ['amount', -0.01, true],
    ['amount', -2500.5, true],
    ['amount', -0.005, false],
    ['amount', -100_000_000, false],
  ])('a %s line of %j valid: %s', (mode, value, ok) => {
    const r = inv([{ sovLineId: 1, mode, value }]);
    expect(r.success).toBe(ok);
    if (!ok) {
      expect(r.error?.issues[0].path).toEqual(['lines', 0, 'value']);
      expect(r.error?.issues[0].message).toBe(
        mode === 'percent'
          ? 'A percentage must be from 0 to 100 with at most 2 decimals'
          : 'This period must be an amount with at most 2 decimals (negative only to bill a credit)',
      );
    }
  });

  it.each([
    ['materialsStored', -1, 'Materials presently stored cannot be negative'],
    ['installedFromStored', -1, 'Installed from stored materials cannot be negative'],
  ])('refuses a negative %s', (field, value, message) => {
    const r = inv([{ sovLineId: 1, mode: 'amount', value: 0, [field]: value }]);
    expect(r.error?.issues[0]).toMatchObject({ path: ['lines', 0, field], message });
  });

  it('points at the line that is wrong', () => {
    const r = inv([
      { sovLineId: 1, mode: 'amount', value: 5 },
      { sovLineId: 2, mode: 'percent', value: 101 },
    ]);
    expect(r.error?.issues.map((i) => i.path)).toEqual([['lines', 1, 'value']]);
  });

  it('refuses a schedule-of-values line twice', () => {
    const r = inv([
      { sovLineId: 3, mode: 'amount', value: 5 },
      { sovLineId: 3, mode: 'percent', value: 5 },
    ]);
    expect(messages(r)).toEqual(['A schedule-of-values line appears twice']);
    expect(r.error?.issues[0].path).toEqual(['lines']);
    expect(
      inv([
        { sovLineId: 3, mode: 'amount', value: 5 },
        { sovLineId: 4, mode: 'amount', value: 5 },
      ]).success,
    ).toBe(true);
  });

  it.each([
    [null, true],
    [0, true],
    [100, true],
    [100.01, false],
    [33.33, true],
    [5.5, true],
    [5.555, false],
    [-5, false],
  ])('an invoice retainage of %j valid: %s', (retainagePercent, ok) => {
    expect(inv([], { retainagePercent }).success).toBe(ok);
  });
});

describe('payments received', () => {
  const pay = { date: '2026-03-31', amount: 100, method: 'check' };

  it('trims the reference and stores an empty one as null', () => {
    expect(paymentInputSchema.parse({ ...pay, reference: '  #1042 ' }).reference).toBe('#1042');
    expect(paymentInputSchema.parse({ ...pay, reference: '   ' }).reference).toBeNull();
    expect(paymentInputSchema.parse({ ...pay, reference: null }).reference).toBeNull();
    expect(paymentInputSchema.parse(pay).reference).toBeNull();
  });

  it('refuses a reference over 100 characters or holding NUL', () => {
    expect(paymentInputSchema.safeParse({ ...pay, reference: 'x'.repeat(100) }).success).toBe(true);
    expect(paymentInputSchema.safeParse({ ...pay, reference: 'x'.repeat(101) }).success).toBe(false);
    expect(paymentInputSchema.safeParse({ ...pay, reference: 'a\u0000b' }).success).toBe(false);
  });
});
