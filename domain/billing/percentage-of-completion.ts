import { type Cents, cents } from '../money';
import { centsText } from '../wording';
import { mulDiv, ratioBp } from './arithmetic';

/**
 * Revenue earned on a contract over time (issue 37, docs/product/rules.md §3): percentage of completion, cost-to-cost,
 * ASC 605-35 as the textbooks work it. One formula, pure and exact to the cent, that the WIP report and the P&L
 * (earned basis) both call, so the two always agree.
 *
 * At a day D, with the contract value (budget + approved change orders in force at D), the cost to date (costs
 * dated on or before D) and the estimated total cost in force at D:
 * - a completed job (finished on or before D) has earned its contract value;
 * - without a usable estimate (none, or one below the cost to date, which is never used) the job earns its cost to
 *   date: zero margin until it has one (but never more than a set contract value: cost beyond it is a loss made);
 * - otherwise earned = contract value × cost to date ÷ estimated total cost (rounded half away from zero once);
 * - a loss contract (estimated total cost above the contract value) carries a provision for the rest of its
 *   expected loss, so the gross profit to date is the whole expected loss at once.
 * Textbook: contract 5,000,000, cost 2,760,000, estimate 5,100,000, billed 3,200,000 → earned 2,705,882.35,
 * gross profit to date −100,000, provision 45,882.35, over-billed 494,117.65 (540,000 with the provision).
 */

export type EstimateStatus = 'usable' | 'missing' | 'below-cost';

export type EarnedInput = {
  contractValue: Cents;
  costToDate: Cents;
  /** The estimated total cost in force at the day, null when the job has none. */
  estimatedTotalCost: Cents | null;
  /** Finished on or before the day. */
  completed: boolean;
};

export type Earned = {
  estimateStatus: EstimateStatus;
  /** Cost to date ÷ estimated total cost in basis points (100 % when completed); null without a usable estimate. */
  percentCompleteBp: number | null;
  /** Revenue earned to date by percentage of completion (before the loss provision). */
  earnedRevenue: Cents;
  /** The part of the expected loss not yet in earned − cost (0 unless a loss contract). */
  lossProvision: Cents;
  /** Revenue recognised to date in the P&L: earned revenue less the loss provision (so profit carries the whole loss). */
  recognisedRevenue: Cents;
  /** Recognised revenue − cost to date. */
  grossProfitToDate: Cents;
  /** Contract value − estimated total cost (projected at completion); null without a usable estimate. */
  estimatedGrossProfit: Cents | null;
};

/** Whether an estimate can be used at a cost to date: set, above zero and not below the cost already spent. */
export function estimateStatus(estimatedTotalCost: Cents | null, costToDate: Cents): EstimateStatus {
  if (estimatedTotalCost === null || estimatedTotalCost <= 0) return 'missing';
  return estimatedTotalCost < costToDate ? 'below-cost' : 'usable';
}

/** Earned to date at one day (see the module comment). */
export function earnedToDate(input: EarnedInput): Earned {
  const { contractValue: contract, costToDate: cost, estimatedTotalCost: est, completed } = input;
  const status = estimateStatus(est, cost);
  if (completed) {
    return {
      estimateStatus: status,
      percentCompleteBp: 10_000,
      earnedRevenue: contract,
      lossProvision: cents(0),
      recognisedRevenue: contract,
      grossProfitToDate: cents(contract - cost),
      estimatedGrossProfit: cents(contract - cost),
    };
  }
  if (status !== 'usable' || est === null) {
    // Zero margin: revenue = cost, but never above a contract value that is set (what is spent beyond it is a
    // loss already made, recognised as such).
    const revenue = contract > 0 && cost > contract ? contract : cost;
    return {
      estimateStatus: status,
      percentCompleteBp: null,
      earnedRevenue: revenue,
      lossProvision: cents(0),
      recognisedRevenue: revenue,
      grossProfitToDate: cents(revenue - cost),
      estimatedGrossProfit: null,
    };
  }
  const earnedRevenue = mulDiv(contract, cost, est);
  const expected = cents(contract - est);
  const pocProfit = cents(earnedRevenue - cost);
  // A loss contract: the whole expected loss now; what earned − cost does not already carry is the provision.
  const lossProvision = expected < 0 ? cents(Math.max(0, pocProfit - expected)) : cents(0);
  const recognisedRevenue = cents(earnedRevenue - lossProvision);
  return {
    estimateStatus: status,
    percentCompleteBp: ratioBp(cost, est),
    earnedRevenue,
    lossProvision,
    recognisedRevenue,
    grossProfitToDate: cents(recognisedRevenue - cost),
    estimatedGrossProfit: expected,
  };
}

/**
 * A period's earned revenue (cumulative catch-up): recognised to date at its last day less recognised to date the
 * day before its first, so an estimate revision lands in the period it is made and closed periods never move.
 */
export function periodEarned(atEnd: EarnedInput, beforeStart: EarnedInput): Cents {
  return cents(earnedToDate(atEnd).recognisedRevenue - earnedToDate(beforeStart).recognisedRevenue);
}

// ------------------------------------------------------------------------------------------------------------ WIP

export type WipInput = EarnedInput & {
  /** Gross billings to date (completed to date on the pay applications sent by the day, retainage included). */
  billedToDate: Cents;
};

export type WipRow = Omit<WipInput, 'estimatedTotalCost'> &
  Earned & {
    estimatedTotalCost: Cents | null;
    /** Billed − earned revenue: > 0 over-billed (billings in excess), < 0 under-billed. */
    overUnderBilling: Cents;
    /** Over/under billing with the loss provision added (a loss contract's provision is a liability like over-billing). */
    overUnderWithProvision: Cents;
    /** Estimated gross profit ÷ contract value, basis points; null without a usable estimate or a contract value. */
    estimatedMarginBp: number | null;
    /** Contract value − earned revenue. */
    backlog: Cents;
  };

/** One WIP row (percentage of completion by cost, earnedToDate). */
export function wipRow(input: WipInput): WipRow {
  const e = earnedToDate(input);
  const overUnderBilling = cents(input.billedToDate - e.earnedRevenue);
  return {
    ...input,
    ...e,
    overUnderBilling,
    overUnderWithProvision: cents(overUnderBilling + e.lossProvision),
    estimatedMarginBp:
      e.estimatedGrossProfit === null || input.contractValue === 0 ? null : ratioBp(e.estimatedGrossProfit, input.contractValue),
    backlog: cents(input.contractValue - e.earnedRevenue),
  };
}

/** Whether a row counts in the WIP totals: completed, or with a usable estimate (a job without one is left out). */
export const inWipTotals = (r: WipRow): boolean => r.completed || r.estimateStatus === 'usable';

const sum = (values: readonly Cents[]): Cents => cents(values.reduce<number>((s, v) => s + v, 0));

/**
 * The total line over the rows that count (inWipTotals): every money column is their sum, the percentages are
 * recomputed from those sums.
 */
export function wipTotals(all: readonly WipRow[]): WipRow {
  const rows = all.filter(inWipTotals);
  const s = (f: (r: WipRow) => Cents) => sum(rows.map(f));
  const contract = s((r) => r.contractValue);
  const cost = s((r) => r.costToDate);
  // A completed row's estimate is its cost: what it was expected to cost is no longer the question.
  const est = s((r) => (r.completed ? r.costToDate : (r.estimatedTotalCost ?? cents(0))));
  const gp = s((r) => r.estimatedGrossProfit ?? cents(0));
  return {
    contractValue: contract,
    estimatedTotalCost: est,
    costToDate: cost,
    billedToDate: s((r) => r.billedToDate),
    completed: rows.length > 0 && rows.every((r) => r.completed),
    estimateStatus: 'usable',
    percentCompleteBp: est > 0 ? Math.min(10_000, ratioBp(cost, est)) : 0,
    earnedRevenue: s((r) => r.earnedRevenue),
    lossProvision: s((r) => r.lossProvision),
    recognisedRevenue: s((r) => r.recognisedRevenue),
    grossProfitToDate: s((r) => r.grossProfitToDate),
    estimatedGrossProfit: gp,
    overUnderBilling: s((r) => r.overUnderBilling),
    overUnderWithProvision: s((r) => r.overUnderWithProvision),
    estimatedMarginBp: contract === 0 ? null : ratioBp(gp, contract),
    backlog: s((r) => r.backlog),
  };
}

/** What a WIP row says to the owner about its estimate or its loss, in words; null when nothing. */
export function wipNote(r: WipRow): string | null {
  if (r.completed) return null;
  if (r.estimateStatus === 'missing')
    return 'No estimate: revenue earned equals cost to date (zero margin) and the job is left out of the totals. Enter an estimated total cost.';
  if (r.estimateStatus === 'below-cost')
    return `Estimate $${centsText(r.estimatedTotalCost ?? cents(0))} is below the cost to date $${centsText(r.costToDate)} and is not used: enter an estimate to complete (the new estimated total cost). Left out of the totals.`;
  if (r.lossProvision > 0)
    return `Loss contract: expected loss $${centsText(cents(-(r.estimatedGrossProfit ?? 0)))} recognised in full, provision for loss $${centsText(r.lossProvision)}.`;
  return null;
}
