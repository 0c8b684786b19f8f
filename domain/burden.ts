import { type Cents, cents } from './money';

/**
 * Burdened labor (issue 42 scope 5): what an employee's wages cost the employer on top of the wage. Rates are exact
 * integers: basis points (1 bp = 0.01 %) for percentages, and cents of premium per $100 of payroll for workers'
 * compensation (which is the same scale as basis points: premium = wages × rate / 10,000 either way).
 * docs/decisions/095-labor-burden.md says where each 2026 figure comes from.
 */
export type BurdenProfile = {
  /** The calendar year the figures apply to; wage bases count from January 1 of it. */
  year: number;
  socialSecurityRateBp: number;
  socialSecurityWageBaseCents: Cents;
  medicareRateBp: number;
  futaRateBp: number;
  futaWageBaseCents: Cents;
  sutaRateBp: number;
  sutaWageBaseCents: Cents;
  /** NCCI (or the state's) class code the rate below is for; '' until set. */
  workersCompClassCode: string;
  /** Cents of premium per $100 of payroll (a $7.50 rate is 750). */
  workersCompRatePer100Cents: number;
  generalLiabilityRateBp: number;
};

/**
 * The 2026 employer defaults, each editable per year: Social Security 6.2 % up to $184,500 (IRS Publication 15);
 * Medicare 1.45 % uncapped (the 0.9 % Additional Medicare Tax is withheld from the employee only, no employer
 * share); FUTA 0.6 % of the first $7,000 (6.0 % less the full 5.4 % state credit, Form 940 instructions); SUTA
 * 2.7 % of the first $7,000, a stated placeholder (a common new-employer rate; each state sets its own rate and
 * base, so the contractor edits it); workers' compensation and general liability 0 until the policy's rates are set.
 */
export const BURDEN_DEFAULTS_2026: Readonly<BurdenProfile> = Object.freeze({
  year: 2026,
  socialSecurityRateBp: 620,
  socialSecurityWageBaseCents: cents(18_450_000),
  medicareRateBp: 145,
  futaRateBp: 60,
  futaWageBaseCents: cents(700_000),
  sutaRateBp: 270,
  sutaWageBaseCents: cents(700_000),
  workersCompClassCode: '',
  workersCompRatePer100Cents: 0,
  generalLiabilityRateBp: 0,
});

export type WageLine = { id: number; date: string; amountCents: Cents };

export type BurdenLine = {
  id: number;
  socialSecurity: Cents;
  medicare: Cents;
  futa: Cents;
  suta: Cents;
  workersComp: Cents;
  generalLiability: Cents;
  total: Cents;
};

/**
 * round(amount × rate / 10,000) for a non-negative amount and rate, rounded half up to the cent, in exact integers
 * (the product stays far below 2^53: a year of wages of 1e11 ¢ times a rate of 1e4 is 1e15).
 * The one rounding rule of burden: half up on non-negative cents (the SQL twin: round() on numeric, which rounds
 * half away from zero, the same for non-negative values).
 */
export function rateOf(amount: number, rateBp: number): number {
  const product = amount * rateBp;
  if (!Number.isSafeInteger(product)) throw new RangeError(`Burden product out of range: ${amount} × ${rateBp}`);
  const rest = product % 10_000;
  return (product - rest) / 10_000 + (rest >= 5_000 ? 1 : 0);
}

/** round(rate × min(cumulative, base)): the component's total on the year's wages up to that point. */
function cappedTotal(cumulative: number, rateBp: number, base: number | null): number {
  return rateOf(base === null ? cumulative : Math.min(cumulative, base), rateBp);
}

function checkProfile(p: BurdenProfile): void {
  const whole = [
    p.year,
    p.socialSecurityRateBp,
    p.socialSecurityWageBaseCents,
    p.medicareRateBp,
    p.futaRateBp,
    p.futaWageBaseCents,
    p.sutaRateBp,
    p.sutaWageBaseCents,
    p.workersCompRatePer100Cents,
    p.generalLiabilityRateBp,
  ];
  for (const v of whole) {
    if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`Burden profile figures are non-negative integers, got ${v}`);
  }
}

/** Orders wage lines as burden reads them: by date, then id (two jobs the same day: the lower id first). */
export function byDateThenId(a: WageLine, b: WageLine): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return a.id - b.id;
}

/**
 * The employer's burden of each wage line of ONE employee in the profile's calendar year (all jobs together: the
 * wage bases count per employee per calendar year, not per job). Lines are processed ordered by (date, id) whatever
 * the input order, and returned in that order.
 *
 * Each component is a cumulative difference: burden of a line = round(rate × min(cumAfter, base)) −
 * round(rate × min(cumBefore, base)), with no base for the uncapped ones (Medicare, workers' comp, general
 * liability). So the year's total of every component is exactly round(rate × min(year's wages, base)), a line
 * crossing a base is charged only on its part under it, lines past the base are charged 0, and no line is negative.
 * Throws on a negative or fractional amount or a line dated outside the profile's year.
 */
export function burdenOfWages(profile: BurdenProfile, wages: readonly WageLine[]): BurdenLine[] {
  checkProfile(profile);
  const prefix = `${String(profile.year).padStart(4, '0')}-`;
  for (const w of wages) {
    if (!Number.isSafeInteger(w.amountCents) || w.amountCents < 0) {
      throw new RangeError(`Wage line ${w.id}: the amount must be non-negative whole cents, got ${w.amountCents}`);
    }
    if (!w.date.startsWith(prefix)) throw new RangeError(`Wage line ${w.id} (${w.date}) is outside ${profile.year}`);
  }
  const components: [keyof Omit<BurdenLine, 'id' | 'total'>, number, number | null][] = [
    ['socialSecurity', profile.socialSecurityRateBp, profile.socialSecurityWageBaseCents],
    ['medicare', profile.medicareRateBp, null],
    ['futa', profile.futaRateBp, profile.futaWageBaseCents],
    ['suta', profile.sutaRateBp, profile.sutaWageBaseCents],
    ['workersComp', profile.workersCompRatePer100Cents, null],
    ['generalLiability', profile.generalLiabilityRateBp, null],
  ];
  const sorted = [...wages].sort(byDateThenId);
  let cumBefore = 0;
  return sorted.map((w) => {
    const cumAfter = cumBefore + w.amountCents;
    const line: BurdenLine = {
      id: w.id,
      socialSecurity: cents(0),
      medicare: cents(0),
      futa: cents(0),
      suta: cents(0),
      workersComp: cents(0),
      generalLiability: cents(0),
      total: cents(0),
    };
    let total = 0;
    for (const [key, rate, base] of components) {
      const part = cappedTotal(cumAfter, rate, base) - cappedTotal(cumBefore, rate, base);
      line[key] = cents(part);
      total += part;
    }
    line.total = cents(total);
    cumBefore = cumAfter;
    return line;
  });
}
