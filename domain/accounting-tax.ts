import type { SourceTotals } from './accounting-categories';
import { addCents, type Cents, cents, subCents } from './money';

/** Default estimated tax rate, percent of taxable profit (federal income + self-employment, docs/decisions/). */
export const DEFAULT_TAX_RATE = 25;

/** Share of business meals that is deductible, percent (IRS: 50 %). */
export const MEALS_DEDUCTIBLE_PERCENT = 50;

/** Rounds the bigint quotient n ÷ d half away from zero; d is a positive constant (10,000 or 4). */
function divRound(n: bigint, d: bigint): bigint {
  const q = (2n * (n < 0n ? -n : n) + d) / (2n * d);
  return n < 0n ? -q : q;
}

/** cents × percent ÷ 100, exactly, rounded half away from zero to the cent; percent has at most 2 decimals. */
export function percentOf(amount: Cents, percent: number): Cents {
  const basisPoints = BigInt(Math.round(percent * 100));
  return cents(Number(divRound(BigInt(amount) * basisPoints, 10_000n)));
}

export type TaxDeductions = {
  /** Materials, labor (expenses and work-record pay), subcontractors, permits and 50 % of meals, cents. */
  deductibleExpenses: Cents;
  /** Equipment bought or rented this year, expensed in full (Section 179), cents. */
  equipmentDepreciation: Cents;
  /** Gas and fuel: vehicle costs by the actual-expense method, cents. */
  businessMileage: Cents;
  /** Utilities and other overhead, cents. */
  officeExpenses: Cents;
  /** The sum of the four, cents. */
  totalDeductions: Cents;
};

/** The Tax Summary's deductions from the year's cost totals per source; total is the sum of its four parts. */
export function taxDeductions(t: SourceTotals): TaxDeductions {
  const v = (k: keyof SourceTotals) => t[k] ?? cents(0);
  const deductibleExpenses = addCents(
    v('material'),
    v('labor'),
    v('work'),
    v('subcontractor'),
    v('permits'),
    percentOf(v('dining'), MEALS_DEDUCTIBLE_PERCENT),
  );
  const equipmentDepreciation = v('equipment');
  const businessMileage = addCents(v('gas'), v('fuel'));
  const officeExpenses = addCents(v('utilities'), v('other'));
  return {
    deductibleExpenses,
    equipmentDepreciation,
    businessMileage,
    officeExpenses,
    totalDeductions: addCents(deductibleExpenses, equipmentDepreciation, businessMileage, officeExpenses),
  };
}

export type TaxEstimate = {
  /** Revenue less deductions, never below 0, cents. */
  taxableIncome: Cents;
  /** The rate used, percent. */
  taxRate: number;
  /** taxableIncome × rate, cents. */
  estimatedTaxes: Cents;
  /** One of the four estimated payments (Form 1040-ES): estimatedTaxes ÷ 4, cents. */
  quarterlyEstimate: Cents;
};

/** Estimated income tax for the year and each quarterly payment at `ratePercent` (0..100, 2 decimals). */
export function estimateTaxes(revenue: Cents, totalDeductions: Cents, ratePercent: number): TaxEstimate {
  const taxableIncome = cents(Math.max(0, subCents(revenue, totalDeductions)));
  const estimatedTaxes = percentOf(taxableIncome, ratePercent);
  return {
    taxableIncome,
    taxRate: ratePercent,
    estimatedTaxes,
    quarterlyEstimate: cents(Number(divRound(BigInt(estimatedTaxes), 4n))),
  };
}
