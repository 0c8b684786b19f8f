import { type Cents, cents, sumCents } from './money';

/**
 * Job cost by cost code (issue 42 scope 4, docs/decisions/093-estimate-to-complete.md). All figures are cents.
 *
 * - revised budget = original budget + the approved change orders that move the code;
 * - committed = the lines of issued commitments, and of closed ones what was billed (closing releases the rest);
 * - actual = the expenses and the labor (burdened where a profile exists) coded to it;
 * - open commitments = what issued commitments still owe: each line's amount less what was billed against it,
 *   never below zero (a bill above its line is actual, and the line owes nothing more);
 * - estimate to complete = what is still to spend beyond the open commitments: the project manager's figure once
 *   entered, else revised budget − actual − open commitments, never below zero;
 * - estimate at completion = actual + open commitments + estimate to complete;
 * - projected over/under = revised budget − estimate at completion (negative: projected over budget).
 */
export type JobCostInput = {
  originalBudget: Cents;
  approvedChanges: Cents;
  committed: Cents;
  actual: Cents;
  openCommitments: Cents;
  /** The entered estimate to complete; null until the project manager enters one. */
  enteredEstimateToComplete: Cents | null;
};

export type JobCostFigures = {
  originalBudget: Cents;
  approvedChanges: Cents;
  revisedBudget: Cents;
  committed: Cents;
  actual: Cents;
  openCommitments: Cents;
  estimateToComplete: Cents;
  /** true when the estimate to complete was entered, false when it is the formula's. */
  estimateEntered: boolean;
  estimateAtCompletion: Cents;
  projectedOverUnder: Cents;
};

/** The default estimate to complete: revised budget − actual − open commitments, never below zero. */
export function defaultEstimateToComplete(revisedBudget: Cents, actual: Cents, openCommitments: Cents): Cents {
  return cents(Math.max(0, revisedBudget - actual - openCommitments));
}

/** What an issued commitment line still owes after the bills against it: never below zero. */
export function openOnLine(lineAmount: Cents, billed: Cents): Cents {
  return cents(Math.max(0, lineAmount - billed));
}

/** A line's figures from its inputs. */
export function jobCostLine(i: JobCostInput): JobCostFigures {
  const revisedBudget = cents(i.originalBudget + i.approvedChanges);
  const estimateToComplete = i.enteredEstimateToComplete ?? defaultEstimateToComplete(revisedBudget, i.actual, i.openCommitments);
  const estimateAtCompletion = cents(i.actual + i.openCommitments + estimateToComplete);
  return {
    originalBudget: i.originalBudget,
    approvedChanges: i.approvedChanges,
    revisedBudget,
    committed: i.committed,
    actual: i.actual,
    openCommitments: i.openCommitments,
    estimateToComplete,
    estimateEntered: i.enteredEstimateToComplete !== null,
    estimateAtCompletion,
    projectedOverUnder: cents(revisedBudget - estimateAtCompletion),
  };
}

export type JobCostTotals = Omit<JobCostFigures, 'estimateEntered'>;

/** The sums of the lines' figures (each total is the sum of its column, so the screen's totals add up). */
export function jobCostTotals(lines: readonly JobCostFigures[]): JobCostTotals {
  const col = (k: keyof JobCostTotals) => sumCents(lines.map((l) => l[k]));
  return {
    originalBudget: col('originalBudget'),
    approvedChanges: col('approvedChanges'),
    revisedBudget: col('revisedBudget'),
    committed: col('committed'),
    actual: col('actual'),
    openCommitments: col('openCommitments'),
    estimateToComplete: col('estimateToComplete'),
    estimateAtCompletion: col('estimateAtCompletion'),
    projectedOverUnder: col('projectedOverUnder'),
  };
}

/**
 * Projected margin of a job: contract value − estimate at completion, and as a percentage of the contract value
 * (null when the contract value is zero).
 */
export function projectedMargin(contractValue: Cents, estimateAtCompletion: Cents): { margin: Cents; percent: number | null } {
  const margin = cents(contractValue - estimateAtCompletion);
  return { margin, percent: contractValue === 0 ? null : Math.round((margin / contractValue) * 10000) / 100 };
}

/**
 * The estimated total cost the WIP and earned revenue should use, from the job cost: its estimate at completion,
 * less the labor burden counted in its actual cost. Percent complete is cost to date over estimated total cost, and
 * the WIP's cost to date is the books' cost (wages, no employer burden: docs/decisions/100-wip-estimate-from-job-cost.md);
 * a burdened estimate over an unburdened cost would understate how far along the job is.
 */
export function wipEstimateFromJobCost(estimateAtCompletion: Cents, laborBurden: Cents): Cents {
  return cents(Math.max(0, estimateAtCompletion - laborBurden));
}

/**
 * What a subcontract keeps back from one bill: the bill × retainage (basis points), rounded half up to the cent per
 * bill (the SQL twin is commitment-rows.ts lineSelect's round(amount × bp / 10,000, 2)). The bill is the cost; the
 * retainage is owed to the subcontractor until released, so the payment made on it is the bill less this.
 */
export function retainageOfBill(bill: Cents, retainageBp: number): Cents {
  return cents(Math.round((bill * retainageBp) / 10000));
}

/** The status of a commitment: draft commits nothing, issued its lines, closed what was billed. */
export const COMMITMENT_STATUSES = ['draft', 'issued', 'closed'] as const;
export type CommitmentStatus = (typeof COMMITMENT_STATUSES)[number];

/** What one commitment line commits and still owes, by the commitment's status. */
export function commitmentLineFigures(status: CommitmentStatus, lineAmount: Cents, billed: Cents): { committed: Cents; open: Cents } {
  if (status === 'draft') return { committed: cents(0), open: cents(0) };
  if (status === 'closed') return { committed: billed, open: cents(0) };
  return { committed: lineAmount, open: openOnLine(lineAmount, billed) };
}

/** Whether a bill of `amount` on a line already billed `billed` goes above the line (then a reason is asked). */
export function billExceedsLine(lineAmount: Cents, billed: Cents, amount: Cents): boolean {
  return billed + amount > lineAmount;
}
