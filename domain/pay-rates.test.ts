import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from './dates';
import { laborPay } from './labor';
import { cents } from './money';
import { effectiveFromSchema, paidWeekConflictMessage, type RateEntry, rateInForce, ratePreviewText, ratesChanged } from './pay-rates';

const entry = (effectiveFrom: string, dailyRate: number | null, hourlyRate: number | null = null): RateEntry => ({
  effectiveFrom,
  dailyRate,
  hourlyRate,
});
const history = [entry('2026-03-02', 200), entry('2025-01-01', 180), entry('2026-06-15', 215, 30)];

describe('the rate in force on a day (docs/product/rules.md: labor pay at the rate in force on the day worked)', () => {
  it.each([
    ['2025-06-10', 180], // last year's work keeps last year's rate
    ['2026-03-01', 180], // the day before a raise
    ['2026-03-02', 200], // the raise's effective day
    ['2026-06-14', 200],
    ['2026-06-15', 215],
    ['2027-01-01', 215],
    ['2024-12-31', 180], // before the first entry: the first rate (there was no other)
  ])('%s → $%i/day', (day, daily) => {
    expect(rateInForce(history, day)?.dailyRate).toBe(daily);
  });

  it('has none without a history', () => {
    expect(rateInForce([], '2026-01-01')).toBeUndefined();
  });

  it('prices a raise from its date only: the issue’s example, 6 days at $180 → $200 from Mar 2, 2026', () => {
    const days = ['2026-02-26', '2026-02-27', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-09'];
    const pay = (h: RateEntry[]) =>
      days.map((d) =>
        laborPay({
          entryType: 'days',
          days: 1,
          hours: null,
          customPay: null,
          dailyRate: cents((rateInForce(h, d)?.dailyRate ?? 0) * 100),
          hourlyRate: null,
        }),
      );
    const before = pay([entry('2025-01-01', 180)]);
    const after = pay([entry('2025-01-01', 180), entry('2026-03-02', 200)]);
    expect(before.slice(0, 2)).toEqual(after.slice(0, 2));
    expect(after.slice(2)).toEqual(Array(6).fill(20_000));
  });

  it('property: the entry in force is the latest on or before the day, else the earliest', () => {
    const day = fc.integer({ min: 0, max: 2000 }).map((n) => addDays('2024-01-01', n));
    fc.assert(
      fc.property(fc.uniqueArray(day, { minLength: 1, maxLength: 8 }), day, (dates, d) => {
        const h = dates.map((x, i) => entry(x, i));
        const got = rateInForce(h, d);
        const onOrBefore = dates.filter((x) => x <= d).sort();
        const expected = onOrBefore.length ? onOrBefore[onOrBefore.length - 1] : [...dates].sort()[0];
        expect(got?.effectiveFrom).toBe(expected);
      }),
    );
  });
});

describe('a rate change', () => {
  it.each([
    [{ dailyRate: 180, hourlyRate: null }, { dailyRate: 180 }, false],
    [{ dailyRate: 180, hourlyRate: 25 }, { dailyRate: 180 }, false], // an omitted hourly rate keeps the stored one
    [{ dailyRate: null, hourlyRate: null }, { dailyRate: 0 }, false], // no rate and 0 price alike
    [{ dailyRate: 180, hourlyRate: null }, { dailyRate: 200 }, true],
    [{ dailyRate: 180, hourlyRate: 25 }, { dailyRate: 180, hourlyRate: 27.5 }, true],
  ])('%j → %j changed: %s', (stored, next, changed) => {
    expect(ratesChanged(stored, next)).toBe(changed);
  });

  it('is effective today by default and never after today', () => {
    expect(effectiveFromSchema.parse(undefined)).toBe(todayIso());
    expect(effectiveFromSchema.parse('2026-03-02')).toBe('2026-03-02');
    const later = effectiveFromSchema.safeParse(addDays(todayIso(), 1));
    expect(later.success).toBe(false);
    expect(later.error?.issues[0].message).toBe("Effective from can't be after today: enter a raise on the day it starts");
    expect(effectiveFromSchema.safeParse('soon').error?.issues[0].message).toBe('Effective from must be a date (YYYY-MM-DD)');
  });

  it.each([
    [
      { effectiveFrom: '2026-03-02', until: null, workRecords: 6, laborPayBefore: 1080, laborPayAfter: 1200, paidWeek: null },
      'Applies to 6 work records from Mar 2, 2026: labor pay $1,080.00 → $1,200.00',
    ],
    [
      { effectiveFrom: '2026-03-02', until: '2026-04-01', workRecords: 1, laborPayBefore: 180, laborPayAfter: 200, paidWeek: null },
      'Applies to 1 work record from Mar 2, 2026 until Apr 1, 2026: labor pay $180.00 → $200.00',
    ],
    [
      { effectiveFrom: '2026-12-01', until: null, workRecords: 0, laborPayBefore: 0, laborPayAfter: 0, paidWeek: null },
      'No recorded work changes: work from Dec 1, 2026 is paid at the new rate.',
    ],
  ])('says what it affects before saving: %j', (preview, text) => {
    expect(ratePreviewText(preview)).toBe(text);
  });

  it('into a paid week names the week and the first day allowed', () => {
    expect(paidWeekConflictMessage({ start: '2026-03-01', end: '2026-03-07' }, '2026-03-02')).toBe(
      'A rate change from Mar 2, 2026 would reprice the payroll week of Mar 1 – Mar 7, 2026, which is already paid. Choose an effective date after Mar 7, 2026.',
    );
  });
});
