import { z } from 'zod';
import { DEFAULT_DAILY_RATE } from '../labor';
import { lazySchema } from '../lazy-schema';
import { type Cents, cents, centsToDollars, dollarsToCents, formatUsd, subCents } from '../money';
import { FLORIDA_AVERAGE_MARGIN, profitMargin } from '../projects';
import { unpricedWorkFields } from '../unpriced-work';
import { engineInfoSchema } from './engine';

/** Budget health (spec part 1 §4). */
export const BUDGET_HEALTHS = ['excellent', 'good', 'concerning', 'critical'] as const;
export type BudgetHealth = (typeof BUDGET_HEALTHS)[number];

/** The part an engine writes (docs/product/calls.md §3.2 "Profit analysis"). */
export const profitAnalysisSchema = lazySchema(() =>
  z.object({
    currentProfitMargin: z.number(),
    projectedFinalMargin: z.number(),
    budgetHealth: z.enum(BUDGET_HEALTHS),
    /** 0..10, 1 decimal. */
    costEfficiencyRating: z.number().min(0).max(10),
    comparisonToEstimates: z.object({
      /** (material to date − estimated material) ÷ estimated material × 100; null without an estimate. */
      materialCostVariance: z.number().nullable(),
      /** (labor to date − planned labor to date) ÷ planned labor to date × 100; null without an assigned crew. */
      laborCostVariance: z.number().nullable(),
      notes: z.array(z.string()),
    }),
    riskFactors: z.array(z.string()),
    optimizationOpportunities: z.array(z.string()),
    aiInsights: z.string().min(1),
  }),
);
export type ProfitAnalysis = z.infer<typeof profitAnalysisSchema>;

/** The figures the analysis was computed from, returned next to it (dollars). */
export const profitFiguresSchema = lazySchema(() =>
  z.object({
    budget: z.number(),
    laborCosts: z.number(),
    materialCosts: z.number(),
    otherCosts: z.number(),
    totalCosts: z.number(),
    projectedFinalCost: z.number(),
    estimatedMaterialCost: z.number().nullable(),
    plannedLaborCost: z.number().nullable(),
    plannedLaborToDate: z.number().nullable(),
    crewDailyCost: z.number().nullable(),
    plannedDays: z.number().int().nullable(),
    daysElapsed: z.number().int(),
    floridaAverageMargin: z.number(),
  }),
);
export type ProfitFigures = z.infer<typeof profitFiguresSchema>;

/**
 * GET /api/projects/{id}/profit-analysis: the analysis, the figures it came from, the engine, and the work priced at
 * $0 for want of a rate (the margins are then not final).
 */
export const profitAnalysisResponseSchema = lazySchema(() =>
  profitAnalysisSchema.extend({
    figures: profitFiguresSchema,
    engine: engineInfoSchema,
    ...unpricedWorkFields,
  }),
);
export type ProfitAnalysisResponse = z.infer<typeof profitAnalysisResponseSchema>;

export const PROFIT_UNAVAILABLE_MESSAGE = 'Unable to load profit analysis. Make sure the project has expenses and budget data.';

export type ProfitFacts = {
  budget: Cents;
  labor: Cents;
  material: Cents;
  other: Cents;
  estimatedMaterialCost: Cents | null;
  plannedDays: number | null;
  /** Days run as of today (start day = 1), see domain/projects daysRunning. */
  daysElapsed: number;
  /** Days past the planned end under the one schedule rule (domain/schedule.ts scheduleOf); 0 when not behind. */
  daysLate: number;
  status: string;
  /** Daily rates of the assigned crew (null where an employee has none: the default 175 applies, docs/product/rules.md §9). */
  crewDailyRates: (Cents | null)[];
  /** Work records priced at $0 because their employee has no rate (domain/labor.ts laborRateMissing). */
  unpricedWorkRecords?: number;
  /**
   * The one projection's estimate at completion (issue 39, domain/projection.ts) and what it rests on; when given,
   * the projected final margin is read from it instead of extrapolating the burn rate.
   */
  projection?: { estimateAtCompletion: Cents; source: string };
};

/** True when the figures allow a profit analysis: a budget and at least one recorded cost. */
export function hasProfitData(f: Pick<ProfitFacts, 'budget' | 'labor' | 'material' | 'other'>): boolean {
  return f.budget > 0 && f.labor + f.material + f.other > 0;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
/** Percent with 2 decimals, half away from zero. */
const pct = (part: number, whole: number) => {
  const raw = (part / whole) * 10_000;
  return (Math.sign(raw) * Math.round(Math.abs(raw))) / 100;
};

/** Budget health from the projected final margin: ≥ 15.2 excellent, ≥ 5 good, ≥ 0 concerning, below 0 (or costs already over budget) critical. */
export function budgetHealthFromMargin(projectedMargin: number, overBudgetNow: boolean): BudgetHealth {
  if (overBudgetNow || projectedMargin < 0) return 'critical';
  if (projectedMargin >= FLORIDA_AVERAGE_MARGIN) return 'excellent';
  if (projectedMargin >= 5) return 'good';
  return 'concerning';
}

/** Cost efficiency 0..10: 7 at the Florida average margin, ±1 per 3 margin points, clamped, 1 decimal. */
export function costEfficiencyRating(projectedMargin: number): number {
  return round1(Math.min(10, Math.max(0, 7 + (projectedMargin - FLORIDA_AVERAGE_MARGIN) / 3)));
}

/**
 * Projected final cost: a completed project's cost is final; an open one with a plan extrapolates the burn rate
 * (costs ÷ days elapsed × planned days, never below today's costs); without a plan, or past it, today's costs.
 */
export function projectedFinalCost(total: Cents, plannedDays: number | null, daysElapsed: number, status: string): Cents {
  if (status === 'completed' || !plannedDays || daysElapsed <= 0 || daysElapsed >= plannedDays) return total;
  return cents(Math.max(total, Math.round((total / daysElapsed) * plannedDays)));
}

/** The built-in profit analysis from the project's own figures (definitions above and in docs/decisions/). */
export function analyzeProfit(f: ProfitFacts): { analysis: ProfitAnalysis; figures: ProfitFigures } {
  const total = cents(f.labor + f.material + f.other);
  const projected = f.projection?.estimateAtCompletion ?? projectedFinalCost(total, f.plannedDays, f.daysElapsed, f.status);
  const currentProfitMargin = profitMargin(f.budget, total);
  const projectedFinalMargin = profitMargin(f.budget, projected);
  const overBudgetNow = total > f.budget;
  const budgetHealth = budgetHealthFromMargin(projectedFinalMargin, overBudgetNow);
  const rating = costEfficiencyRating(projectedFinalMargin);
  const money = (c: Cents) => formatUsd(centsToDollars(c));

  // Labor plan: the assigned crew's daily cost × planned days (to date: × days elapsed, at most the planned days).
  const defaultRate = dollarsToCents(DEFAULT_DAILY_RATE);
  const crewDaily = f.crewDailyRates.length > 0 ? cents(f.crewDailyRates.reduce<number>((s, r) => s + (r ?? defaultRate), 0)) : null;
  const laborDays = f.plannedDays ? Math.min(f.daysElapsed, f.plannedDays) : f.daysElapsed;
  const plannedLaborToDate = crewDaily !== null && laborDays > 0 ? cents(crewDaily * laborDays) : null;
  const plannedLabor = crewDaily !== null && f.plannedDays ? cents(crewDaily * f.plannedDays) : null;
  const laborCostVariance = plannedLaborToDate ? pct(f.labor - plannedLaborToDate, plannedLaborToDate) : null;
  const materialCostVariance =
    f.estimatedMaterialCost && f.estimatedMaterialCost > 0 ? pct(f.material - f.estimatedMaterialCost, f.estimatedMaterialCost) : null;

  const notes: string[] = [];
  if (materialCostVariance === null) notes.push('Material: no estimate (set the estimated material cost on the project).');
  else
    notes.push(
      `Material: ${money(f.material)} spent against an estimate of ${money(f.estimatedMaterialCost as Cents)} (${signed(materialCostVariance)}%).`,
    );
  if (laborCostVariance === null || plannedLaborToDate === null)
    notes.push('Labor: no estimate (assign crew with daily rates to plan labor).');
  else
    notes.push(
      `Labor: ${money(f.labor)} recorded against ${money(plannedLaborToDate)} planned for ${laborDays} day${laborDays === 1 ? '' : 's'} of the assigned crew at ${money(crewDaily as Cents)}/day (${signed(laborCostVariance)}%).`,
    );

  const risks: string[] = [];
  const unpriced = f.unpricedWorkRecords ?? 0;
  if (unpriced > 0)
    risks.push(
      `${unpriced} work record${unpriced === 1 ? ' is' : 's are'} priced at $0 (employee without a rate): labor is understated, so these margins, the budget health and the rating are not final.`,
    );
  if (overBudgetNow)
    risks.push(`Costs of ${money(total)} already exceed the ${money(f.budget)} budget by ${money(subCents(total, f.budget))}.`);
  else if (projectedFinalMargin < 0)
    risks.push(
      `At the current burn rate the project will finish at ${money(projected)}, ${money(subCents(projected, f.budget))} over budget.`,
    );
  if (projectedFinalMargin < FLORIDA_AVERAGE_MARGIN)
    risks.push(`Projected margin ${projectedFinalMargin}% is below the Florida average of ${FLORIDA_AVERAGE_MARGIN}%.`);
  if (materialCostVariance !== null && materialCostVariance > 0)
    risks.push(`Material costs are ${materialCostVariance}% over the estimate.`);
  if (laborCostVariance !== null && laborCostVariance > 10)
    risks.push(`Labor is running ${laborCostVariance}% above the crew plan for the days so far.`);
  if (f.daysLate > 0)
    risks.push(
      `Behind schedule: ${f.daysLate} day${f.daysLate === 1 ? '' : 's'} past its planned end; every extra day adds labor cost not in this projection.`,
    );
  if (!f.plannedDays) risks.push('No planned duration: the final cost cannot be projected beyond today’s costs.');

  const opportunities: string[] = [];
  if (unpriced > 0) opportunities.push('Give the employees without a rate their daily or hourly rate, so their work is priced.');
  const otherShare = total > 0 ? (f.other / total) * 100 : 0;
  if (materialCostVariance !== null && materialCostVariance > 0)
    opportunities.push('Compare supplier prices and order the remaining material in bulk.');
  if (laborCostVariance !== null && laborCostVariance > 10)
    opportunities.push('Plan crew days against the remaining scope to avoid idle or overtime days.');
  if (otherShare > 15)
    opportunities.push(`Other costs (fuel, permits, equipment …) are ${round1(otherShare)}% of spending; review them for savings.`);
  if (projectedFinalMargin < FLORIDA_AVERAGE_MARGIN) opportunities.push('Price change orders for any added scope to protect the margin.');
  if (opportunities.length === 0)
    opportunities.push('Costs are on plan; keep recording expenses and work daily to keep the projection accurate.');

  const basis = f.projection
    ? `the estimate at completion of ${money(projected)} (${f.projection.source})`
    : projected === total
      ? f.status === 'completed'
        ? 'the project is completed, so today’s costs are final'
        : 'today’s costs (no extrapolation possible)'
      : `${money(total)} over ${f.daysElapsed} of ${f.plannedDays} planned days, extrapolated to ${money(projected)}`;
  const aiInsights =
    `${money(total)} of the ${money(f.budget)} budget is spent (labor ${money(f.labor)}, material ${money(f.material)}, other ${money(f.other)}), ` +
    `a current margin of ${currentProfitMargin}%. The projected final margin is ${projectedFinalMargin}% based on ${basis}, ` +
    `${projectedFinalMargin > FLORIDA_AVERAGE_MARGIN ? 'above' : 'below'} the Florida average of ${FLORIDA_AVERAGE_MARGIN}%. ` +
    `Budget health is ${budgetHealth} and cost efficiency ${rating}/10` +
    (unpriced > 0 ? `, not final while ${unpriced} work record${unpriced === 1 ? ' has' : 's have'} no rate.` : '.');

  return {
    analysis: {
      currentProfitMargin,
      projectedFinalMargin,
      budgetHealth,
      costEfficiencyRating: rating,
      comparisonToEstimates: { materialCostVariance, laborCostVariance, notes },
      riskFactors: risks,
      optimizationOpportunities: opportunities,
      aiInsights,
    },
    figures: {
      budget: centsToDollars(f.budget),
      laborCosts: centsToDollars(f.labor),
      materialCosts: centsToDollars(f.material),
      otherCosts: centsToDollars(f.other),
      totalCosts: centsToDollars(total),
      projectedFinalCost: centsToDollars(projected),
      estimatedMaterialCost: f.estimatedMaterialCost === null ? null : centsToDollars(f.estimatedMaterialCost),
      plannedLaborCost: plannedLabor === null ? null : centsToDollars(plannedLabor),
      plannedLaborToDate: plannedLaborToDate === null ? null : centsToDollars(plannedLaborToDate),
      crewDailyCost: crewDaily === null ? null : centsToDollars(crewDaily),
      plannedDays: f.plannedDays,
      daysElapsed: f.daysElapsed,
      floridaAverageMargin: FLORIDA_AVERAGE_MARGIN,
    },
  };
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}
