import { basisName, type RevenueMethod } from './accounting-revenue';
import { bpToPercent, ratioBp } from './billing/arithmetic';
import { earnedToDate } from './billing/percentage-of-completion';
import { budgetHealth, type RiskLevel, riskLevel, timelineHealth } from './health';
import { type Cents, cents } from './money';

/**
 * One projection behind every profit, margin, risk and completion figure (issue 39 scope 1, docs/product/rules.md "Profit and
 * margin"). Pure and exact to the cent; the server computes it once per list (server/features/projection) and
 * every screen shows its fields, so the dashboard, the cards, the project page, Costs, Profit Analysis, Health,
 * the snapshot, Reports and the Analyzer cannot disagree.
 *
 * - Profit to date = revenue to date on the owner's books basis − cost to date (earned: percentage of completion,
 *   with the whole expected loss of a loss contract; billed: work billed on applications sent; cash: payments
 *   received). Margin to date = profit to date ÷ revenue to date.
 * - Projected profit = contract value − estimate at completion (EAC). EAC: a completed job's cost; else the
 *   estimated total cost in force (never one below the cost to date); without a usable estimate the zero-margin
 *   fallback of ASC 605-35 (docs/decisions/): EAC = the larger of the contract value and the cost to date, so
 *   the job is projected at break-even, or at the loss already made. Projected margin = projected profit ÷
 *   contract value.
 * - Budget left = contract value − cost to date (the spec's totalProfit): never called profit.
 * - Work done = cost to date ÷ EAC (cost-to-cost), null without a usable estimate; time elapsed beside it.
 * - Risk from the projection: budget health from the projected margin (30 + 3 × margin %, so a projected loss is
 *   under 30: high risk; under 10 % margin: medium), or the spec's share-spent rule without an estimate; the
 *   timeline part is the spec's.
 */

export type EstimateSource = 'estimate' | 'final' | 'none' | 'below-cost';

export type ProjectionInput = {
  basis: RevenueMethod;
  /** Budget + approved change orders. */
  contractValue: Cents;
  costToDate: Cents;
  /** The estimated total cost in force today (project_estimates), null without one. */
  estimatedTotalCost: Cents | null;
  completed: boolean;
  /** Completed to date on the latest pay application sent (drafts and voids never). */
  billedToDate: Cents;
  /** Payments received to date. */
  receivedToDate: Cents;
  /** Share of the planned days run, percent (may pass 100); null without a plan. */
  timeElapsedPercent: number | null;
  /** Days past the planned end ÷ planned days × 100 (domain/schedule.ts; 0 when on time or completed). */
  timelineOverrunPercent: number;
};

export type Projection = {
  basis: RevenueMethod;
  contractValue: Cents;
  costToDate: Cents;
  estimateAtCompletion: Cents;
  estimateSource: EstimateSource;
  revenueToDate: Cents;
  profitToDate: Cents;
  /** Basis points of revenue to date; null while there is no revenue. */
  marginToDateBp: number | null;
  projectedProfit: Cents;
  /** Basis points of the contract value (0 for a contract of 0). */
  projectedMarginBp: number;
  budgetLeft: Cents;
  /** Cost-to-cost, basis points (10,000 once completed); null without a usable estimate. */
  workDoneBp: number | null;
  timeElapsedPercent: number | null;
  /** 0..100, from the projection (see the module comment). */
  budgetHealth: number;
  timelineHealth: number;
  risk: RiskLevel;
};

/** The estimate at completion and where it comes from. */
export function estimateAtCompletion(p: Pick<ProjectionInput, 'contractValue' | 'costToDate' | 'estimatedTotalCost' | 'completed'>): {
  eac: Cents;
  source: EstimateSource;
} {
  if (p.completed) return { eac: p.costToDate, source: 'final' };
  const est = p.estimatedTotalCost;
  if (est !== null && est > 0 && est >= p.costToDate) return { eac: est, source: 'estimate' };
  const eac = cents(Math.max(p.contractValue, p.costToDate));
  return { eac, source: est !== null && est > 0 ? 'below-cost' : 'none' };
}

/** Revenue recognised to date on a basis (earned: domain percentage-of-completion, the WIP's and the P&L's formula). */
export function revenueToDate(p: ProjectionInput): Cents {
  if (p.basis === 'billed') return p.billedToDate;
  if (p.basis === 'cash') return p.receivedToDate;
  return earnedToDate(p).recognisedRevenue;
}

/** Budget health from the projected margin in basis points: 30 + 3 × margin %, clamped to 0..100. */
export function projectedBudgetHealth(projectedMarginBp: number): number {
  return Math.min(100, Math.max(0, 30 + (3 * projectedMarginBp) / 100));
}

/** The projection of one job (module comment). */
export function projectJob(p: ProjectionInput): Projection {
  const { eac, source } = estimateAtCompletion(p);
  const revenue = revenueToDate(p);
  const profitToDate = cents(revenue - p.costToDate);
  const projectedProfit = cents(p.contractValue - eac);
  const projectedMarginBp = ratioBp(projectedProfit, p.contractValue);
  const known = source === 'estimate' || source === 'final';
  const budget = known ? projectedBudgetHealth(projectedMarginBp) : budgetHealth(p.contractValue, p.costToDate);
  // A contract of 0 with a cost is a loss whatever the margin in basis points says.
  const budgetScore = projectedProfit < 0 ? Math.min(budget, 29) : budget;
  const timeline = timelineHealth(p.timelineOverrunPercent);
  return {
    basis: p.basis,
    contractValue: p.contractValue,
    costToDate: p.costToDate,
    estimateAtCompletion: eac,
    estimateSource: source,
    revenueToDate: revenue,
    profitToDate,
    marginToDateBp: revenue === 0 ? null : ratioBp(profitToDate, revenue),
    projectedProfit,
    projectedMarginBp,
    budgetLeft: cents(p.contractValue - p.costToDate),
    workDoneBp: source === 'final' ? 10_000 : source === 'estimate' ? ratioBp(p.costToDate, eac) : null,
    timeElapsedPercent: p.timeElapsedPercent,
    budgetHealth: budgetScore,
    timelineHealth: timeline,
    risk: riskLevel(budgetScore, timeline),
  };
}

export type Portfolio = {
  jobs: number;
  contractValue: Cents;
  costToDate: Cents;
  revenueToDate: Cents;
  profitToDate: Cents;
  /** Σ profit to date ÷ Σ revenue to date (weighted by revenue), basis points; null without revenue. */
  marginToDateBp: number | null;
  projectedProfit: Cents;
  /** Σ projected profit ÷ Σ contract value: the average weighted by contract value, basis points. */
  projectedMarginBp: number;
  budgetLeft: Cents;
  /** Jobs without a usable estimate (projected at break-even until they have one). */
  withoutEstimate: number;
  atRisk: number;
};

const sum = (xs: readonly Projection[], f: (p: Projection) => number): Cents => cents(xs.reduce((s, p) => s + f(p), 0));

/** Sums over jobs; the margins are ratios of the sums, i.e. averages weighted by contract value (and revenue). */
export function portfolio(list: readonly Projection[]): Portfolio {
  const contractValue = sum(list, (p) => p.contractValue);
  const revenueToDate = sum(list, (p) => p.revenueToDate);
  const profitToDate = sum(list, (p) => p.profitToDate);
  const projectedProfit = sum(list, (p) => p.projectedProfit);
  return {
    jobs: list.length,
    contractValue,
    costToDate: sum(list, (p) => p.costToDate),
    revenueToDate,
    profitToDate,
    marginToDateBp: revenueToDate === 0 ? null : ratioBp(profitToDate, revenueToDate),
    projectedProfit,
    projectedMarginBp: ratioBp(projectedProfit, contractValue),
    budgetLeft: sum(list, (p) => p.budgetLeft),
    withoutEstimate: list.filter((p) => p.estimateSource === 'none' || p.estimateSource === 'below-cost').length,
    atRisk: list.filter((p) => p.risk === 'high').length,
  };
}

/** How each figure is called on every screen, the basis named. */
export const projectionLabels = (basis: RevenueMethod) => ({
  profitToDate: `Profit to date (${basisName(basis)})`,
  marginToDate: `Margin to date (${basisName(basis)})`,
  projectedProfit: 'Projected profit',
  projectedMargin: 'Projected margin',
  budgetLeft: 'Budget left',
  workDone: 'Work done (cost-to-cost)',
  timeElapsed: 'Time elapsed',
});

/** What the estimate at completion rests on, in a few words. */
export function estimateSourceText(source: EstimateSource): string {
  if (source === 'final') return 'completed: final cost';
  if (source === 'estimate') return 'from the estimated total cost';
  if (source === 'below-cost') return 'estimate below the cost to date: projected at break-even until a new estimate';
  return 'no estimate: projected at break-even until one is entered';
}

/** A percent with 2 decimals from basis points (null stays null). */
export const bpPercent = (bp: number | null): number | null => (bp === null ? null : bpToPercent(bp));

/** Report rating of a job from its projection: never "excellent" (nor "good") when projected at a loss. */
export function projectionRating(p: Pick<Projection, 'projectedMarginBp' | 'projectedProfit'>): 'excellent' | 'good' | 'fair' | 'poor' {
  if (p.projectedProfit < 0) return 'poor';
  if (p.projectedMarginBp >= 2_000) return 'excellent';
  if (p.projectedMarginBp >= 1_000) return 'good';
  return 'fair';
}
