import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BURDEN_DEFAULTS_2026, type BurdenLine, type BurdenProfile, burdenOfWages, rateOf, type WageLine } from './burden';
import { type Cents, cents, parseCents, sumCents } from './money';

const $ = (s: string): Cents => parseCents(s);
const P = BURDEN_DEFAULTS_2026;
const withComp: BurdenProfile = { ...P, workersCompClassCode: '5645', workersCompRatePer100Cents: 1_250, generalLiabilityRateBp: 175 };

type Key = Exclude<keyof BurdenLine, 'id'>;
const KEYS: Key[] = ['socialSecurity', 'medicare', 'futa', 'suta', 'workersComp', 'generalLiability', 'total'];
const sumOf = (lines: BurdenLine[], key: Key): number => sumCents(lines.map((l) => l[key]));

/** The year's exact total of each component: round(rate × min(total wages, base)). */
function yearTotals(p: BurdenProfile, wages: readonly WageLine[]): Record<Exclude<Key, 'total'>, number> {
  const total = sumCents(wages.map((w) => w.amountCents));
  return {
    socialSecurity: rateOf(Math.min(total, p.socialSecurityWageBaseCents), p.socialSecurityRateBp),
    medicare: rateOf(total, p.medicareRateBp),
    futa: rateOf(Math.min(total, p.futaWageBaseCents), p.futaRateBp),
    suta: rateOf(Math.min(total, p.sutaWageBaseCents), p.sutaRateBp),
    workersComp: rateOf(total, p.workersCompRatePer100Cents),
    generalLiability: rateOf(total, p.generalLiabilityRateBp),
  };
}

describe('the 2026 defaults', () => {
  it('are the published figures, with workers comp and liability unset', () => {
    expect(P).toMatchObject({
      year: 2026,
      socialSecurityRateBp: 620,
      socialSecurityWageBaseCents: $('184500'),
      medicareRateBp: 145,
      futaRateBp: 60,
      futaWageBaseCents: $('7000'),
      sutaRateBp: 270,
      sutaWageBaseCents: $('7000'),
      workersCompClassCode: '',
      workersCompRatePer100Cents: 0,
      generalLiabilityRateBp: 0,
    });
  });
});

describe('rounding', () => {
  it('rounds half up to the cent', () => {
    expect(rateOf(1_250, 620)).toBe(78); // 77.5 → 78
    expect(rateOf(1_249, 620)).toBe(77); // 77.438 → 77
    expect(rateOf(0, 620)).toBe(0);
  });
});

describe('burdenOfWages: named cases', () => {
  it('charges Social Security only on the part of the line that crosses the wage base mid-year', () => {
    // 184,000 of wages by October, then a 2,000 week: only 500 of it is under the base.
    const lines = burdenOfWages(P, [
      { id: 1, date: '2026-01-05', amountCents: $('184000') },
      { id: 2, date: '2026-10-12', amountCents: $('2000') },
      { id: 3, date: '2026-10-19', amountCents: $('2000') },
    ]);
    expect(lines.map((l) => l.socialSecurity)).toEqual([$('11408'), $('31'), $('0')]);
    expect(lines.map((l) => l.medicare)).toEqual([$('2668'), $('29'), $('29')]);
    expect(sumOf(lines, 'socialSecurity')).toBe($('11439')); // 6.2 % of 184,500
  });

  it('takes FUTA and SUTA in the first weeks, then nothing', () => {
    const weeks = [1, 2, 3, 4].map((n) => ({ id: n, date: `2026-01-${String(n * 7).padStart(2, '0')}`, amountCents: $('2400') }));
    const lines = burdenOfWages(P, weeks);
    // 2,400 + 2,400 + 2,200 of the fourth-week-crossing 2,400 (7,000 − 4,800 = 2,200), then 0.
    expect(lines.map((l) => l.futa)).toEqual([$('14.40'), $('14.40'), $('13.20'), $('0')]);
    expect(lines.map((l) => l.suta)).toEqual([$('64.80'), $('64.80'), $('59.40'), $('0')]);
    expect(sumOf(lines, 'futa')).toBe($('42')); // 0.6 % of 7,000
    expect(sumOf(lines, 'suta')).toBe($('189')); // 2.7 % of 7,000
  });

  it('an employee on two jobs the week the cap is crossed: same-day lines in id order, the lower id first', () => {
    const wages: WageLine[] = [
      { id: 11, date: '2026-11-02', amountCents: $('300') }, // second job that day
      { id: 1, date: '2026-01-02', amountCents: $('184300') },
      { id: 10, date: '2026-11-02', amountCents: $('300') }, // first job that day (lower id)
    ];
    const lines = burdenOfWages(P, wages);
    expect(lines.map((l) => l.id)).toEqual([1, 10, 11]);
    // Line 10 takes the last 200 under the base (12.40), line 11 the remaining 0; the day's total is the same.
    expect(lines.map((l) => l.socialSecurity)).toEqual([$('11426.60'), $('12.40'), $('0')]);
    expect(sumOf(lines, 'socialSecurity')).toBe($('11439'));
  });

  it('a half day: a half-cent product rounds half up on the running total, never twice', () => {
    // Half of a 175.25 day is 87.625: 87.63 (laborPay rounds half up), the other line 87.62; 87.63 × 6.2 % = 5.43306 → 5.43.
    const lines = burdenOfWages(withComp, [
      { id: 1, date: '2026-03-02', amountCents: $('87.63') },
      { id: 2, date: '2026-03-03', amountCents: $('87.62') },
    ]);
    expect(lines[0]).toEqual({
      id: 1,
      socialSecurity: $('5.43'),
      medicare: $('1.27'), // 1.27064
      futa: $('0.53'), // 0.52578
      suta: $('2.37'), // 2.36601
      workersComp: $('10.95'), // 87.63 / 100 × 12.50 = 10.95375
      generalLiability: $('1.53'), // 1.53353
      total: $('22.08'),
    });
    // Running totals: 175.25 × 6.2 % = 10.8655 → 10.87, so the second line is 10.87 − 5.43 = 5.44.
    expect(lines[1]?.socialSecurity).toBe($('5.44'));
  });

  it('an empty year has no lines; lines outside the year or negative are refused', () => {
    expect(burdenOfWages(P, [])).toEqual([]);
    expect(() => burdenOfWages(P, [{ id: 1, date: '2025-12-31', amountCents: $('10') }])).toThrow(RangeError);
    expect(() => burdenOfWages(P, [{ id: 1, date: '2026-01-01', amountCents: $('-10') }])).toThrow(RangeError);
  });
});

const wageLines = fc
  .array(
    fc.record({
      day: fc.integer({ min: 0, max: 364 }),
      amountCents: fc.integer({ min: 0, max: 5_000_000 }).map(cents), // up to $50,000 a line: caps get crossed
    }),
    { maxLength: 40 },
  )
  .map((rows) =>
    rows.map((r, i): WageLine => {
      const d = new Date(Date.UTC(2026, 0, 1 + r.day));
      return { id: i + 1, date: d.toISOString().slice(0, 10), amountCents: r.amountCents };
    }),
  );

const profiles = fc.record({
  year: fc.constant(2026),
  socialSecurityRateBp: fc.integer({ min: 0, max: 2_000 }),
  socialSecurityWageBaseCents: fc.integer({ min: 0, max: 30_000_000 }).map(cents),
  medicareRateBp: fc.integer({ min: 0, max: 1_000 }),
  futaRateBp: fc.integer({ min: 0, max: 1_000 }),
  futaWageBaseCents: fc.integer({ min: 0, max: 5_000_000 }).map(cents),
  sutaRateBp: fc.integer({ min: 0, max: 1_500 }),
  sutaWageBaseCents: fc.integer({ min: 0, max: 10_000_000 }).map(cents),
  workersCompClassCode: fc.constantFrom('', '5645', '5403'),
  workersCompRatePer100Cents: fc.integer({ min: 0, max: 5_000 }),
  generalLiabilityRateBp: fc.integer({ min: 0, max: 1_000 }),
});

describe('burdenOfWages: properties', () => {
  it("each component's year total is exactly round(rate × min(total wages, base)), and total is their sum", () => {
    fc.assert(
      fc.property(profiles, wageLines, (p, wages) => {
        const lines = burdenOfWages(p, wages);
        const expected = yearTotals(p, wages);
        for (const [key, value] of Object.entries(expected)) expect(sumOf(lines, key as Key)).toBe(value);
        for (const l of lines) {
          expect(l.total).toBe(l.socialSecurity + l.medicare + l.futa + l.suta + l.workersComp + l.generalLiability);
        }
      }),
    );
  });

  it('no component of any line is negative', () => {
    fc.assert(
      fc.property(profiles, wageLines, (p, wages) => {
        for (const l of burdenOfWages(p, wages)) for (const k of KEYS) expect(l[k]).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('splitting one line into two same-day lines leaves the year totals unchanged', () => {
    fc.assert(
      fc.property(profiles, wageLines, fc.nat(), fc.double({ min: 0, max: 1, noNaN: true }), (p, wages, pick, share) => {
        fc.pre(wages.length > 0);
        const i = pick % wages.length;
        const w = wages[i] as WageLine;
        const first = Math.floor(w.amountCents * share);
        const split: WageLine[] = [
          ...wages.filter((_, j) => j !== i),
          { id: w.id, date: w.date, amountCents: cents(first) },
          { id: 1_000 + w.id, date: w.date, amountCents: cents(w.amountCents - first) },
        ];
        const before = burdenOfWages(p, wages);
        const after = burdenOfWages(p, split);
        for (const k of KEYS) expect(sumOf(after, k)).toBe(sumOf(before, k));
      }),
    );
  });

  it('input order does not matter: lines come back ordered by (date, id) with the same burden', () => {
    fc.assert(
      fc.property(profiles, wageLines, fc.nat(), (p, wages, seed) => {
        const shuffled = [...wages];
        let s = seed;
        for (let i = shuffled.length - 1; i > 0; i--) {
          s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
          const j = s % (i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j] as WageLine, shuffled[i] as WageLine];
        }
        expect(burdenOfWages(p, shuffled)).toEqual(burdenOfWages(p, wages));
      }),
    );
  });
});
