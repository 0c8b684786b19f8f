import { z } from 'zod';
import { DEFAULT_DAILY_RATE } from './labor';
import { lazySchema } from './lazy-schema';
import { type Cents, cents, centsToDollars, dollarsToCents, formatUsd } from './money';
import { projectionAnswerSchema } from './projection-schema';
import { daysRunning, FLORIDA_AVERAGE_MARGIN, plannedDays } from './projects';
import { scheduleOf } from './schedule';
import { unpricedWorkFields } from './unpriced-work';
import { queryDateSchema } from './validation-dates';

/** Cost buckets (docs/product/rules.md): labor = work-record pay + 'labor' expenses; material = 'material'; other = the rest. */
export function costBucket(category: string): 'labor' | 'material' | 'other' {
  if (category === 'labor') return 'labor';
  if (category === 'material') return 'material';
  return 'other';
}

export const dailyCostSchema = lazySchema(() =>
  z.object({
    date: z.string(),
    laborCost: z.number(),
    materialCost: z.number(),
    otherCost: z.number(),
    totalCost: z.number(),
  }),
);

/** GET /api/projects/{id}/cost-summary: totals per bucket and the per-day breakdown, newest day first. */
export const costSummarySchema = lazySchema(() =>
  z.object({
    projectId: z.number().int(),
    totalLaborCosts: z.number(),
    totalMaterialCosts: z.number(),
    totalOtherCosts: z.number(),
    totalCosts: z.number(),
    dailyBreakdown: z.array(dailyCostSchema),
    /**
     * Advances drawn against the project (deductFromProject, not cancelled): cash paid out ahead of wages, shown
     * beside the costs and never part of them (docs/product/rules.md: an advance is never a project cost).
     */
    advancesDrawn: z.object({ total: z.number(), count: z.number().int() }),
  }),
);
export type CostSummary = z.infer<typeof costSummarySchema>;

export const BUDGET_STATUSES = ['under_budget', 'on_track', 'over_budget'] as const;
export const SCHEDULE_STATUSES = ['ahead_of_schedule', 'on_track', 'behind_schedule'] as const;

/** GET /api/projects/{id}/status-analysis (definitions in docs/decisions/). */
export const statusAnalysisSchema = lazySchema(() =>
  z.object({
    projectId: z.number().int(),
    budgetStatus: z.enum(BUDGET_STATUSES),
    scheduleStatus: z.enum(SCHEDULE_STATUSES),
    /** Percent of the budget spent beyond (+) or below (−) the pace of the schedule, 1 decimal. */
    budgetVariance: z.number(),
    recommendations: z.array(z.string()),
    budget: z.number(),
    totalCosts: z.number(),
    spentPercent: z.number(),
    plannedDays: z.number().int().nullable(),
    daysElapsed: z.number().int(),
    timeProgressPercent: z.number().nullable(),
    laborDaysRecorded: z.number(),
    estimatedLaborDays: z.number().nullable(),
    overrunDays: z.number().int(),
    dailyLaborCost: z.number(),
    projectedFinalCost: z.number(),
    projectedMargin: z.number(),
  }),
);
export type StatusAnalysis = z.infer<typeof statusAnalysisSchema>;

/** The status analysis as the Costs tab gets it: with the project's unpriced work, which makes its projected margin not final. */
export const statusAnalysisResponseSchema = lazySchema(() =>
  statusAnalysisSchema.extend({ ...unpricedWorkFields, projection: projectionAnswerSchema }),
);
export type StatusAnalysisResponse = z.infer<typeof statusAnalysisResponseSchema>;

export type StatusInput = {
  projectId: number;
  budget: Cents;
  labor: Cents;
  material: Cents;
  other: Cents;
  estimatedMaterialCost: Cents | null;
  startDate: string;
  endDate: string | null;
  estimatedDays: number | null;
  status: string;
  today: string;
  laborDaysRecorded: number;
  /** Daily rates of the assigned team in cents (null where an employee has none). */
  teamDailyRates: (Cents | null)[];
};

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Budget and schedule status with rule-based recommendations, from the project's own figures. */
export function analyzeStatus(p: StatusInput): StatusAnalysis {
  const total = cents(p.labor + p.material + p.other);
  const planned = plannedDays(p);
  const elapsed = daysRunning(p.startDate, p.today);
  const timeProgress = planned ? Math.min(1, elapsed / planned) : null;
  const spentPct = p.budget > 0 ? (total / p.budget) * 100 : total > 0 ? 100 : 0;
  const pace = timeProgress ?? 1;
  const budgetVariance = p.budget > 0 ? round1(((total - p.budget * pace) / p.budget) * 100) : total > 0 ? 100 : 0;

  let budgetStatus: StatusAnalysis['budgetStatus'] = 'on_track';
  if (total > p.budget || budgetVariance > 10) budgetStatus = 'over_budget';
  else if (budgetVariance < -10) budgetStatus = 'under_budget';

  // A day of the assigned crew; an employee without a daily rate counts at the default 175 (docs/product/rules.md §9).
  const defaultRate = dollarsToCents(DEFAULT_DAILY_RATE);
  const dailyLabor =
    p.teamDailyRates.length > 0 ? cents(p.teamDailyRates.reduce<number>((s, r) => s + (r ?? defaultRate), 0)) : defaultRate;
  const laborBudget = p.estimatedMaterialCost !== null ? p.budget - p.estimatedMaterialCost : null;
  const averageRate = p.teamDailyRates.length > 0 ? dailyLabor / p.teamDailyRates.length : defaultRate;
  const estimatedLaborDays = laborBudget !== null && laborBudget > 0 ? round1(laborBudget / averageRate) : null;
  const workProgress = estimatedLaborDays ? p.laborDaysRecorded / estimatedLaborDays : null;
  // Behind schedule is the one rule of domain/schedule.ts (past the planned end), as on the card and in health.
  // Recorded crew days can only say ahead of the calendar; trailing it is a recommendation, never "behind".
  const schedule = scheduleOf(p, p.today);
  const overrunDays = schedule.daysLate;
  const workTrails = workProgress !== null && timeProgress !== null && timeProgress - workProgress >= 0.25;

  let scheduleStatus: StatusAnalysis['scheduleStatus'] = 'on_track';
  if (schedule.state === 'behind') scheduleStatus = 'behind_schedule';
  else if (workProgress !== null && timeProgress !== null && workProgress - timeProgress >= 0.15) scheduleStatus = 'ahead_of_schedule';

  const projectedFinal = cents(
    timeProgress && timeProgress > 0 && p.status !== 'completed' ? Math.max(total, Math.round(total / timeProgress)) : total,
  );
  const projectedMargin = p.budget > 0 ? round2(((p.budget - projectedFinal) / p.budget) * 100) : 0;

  const money = (c: number) => formatUsd(c / 100);
  const recommendations: string[] = [];
  if (total > p.budget) {
    recommendations.push(
      `Costs are ${round1(spentPct)}% of the budget, ${money(total - p.budget)} over. Review the remaining scope and discuss a change order with the client.`,
    );
  } else if (budgetVariance > 10) {
    recommendations.push(
      `Spending is ${budgetVariance} points of the budget ahead of the schedule's pace. Check material orders and crew days before the next purchase.`,
    );
  }
  if (scheduleStatus === 'behind_schedule') {
    recommendations.push(
      `The project is ${overrunDays} day${overrunDays === 1 ? '' : 's'} past its planned end; each extra day costs about ${money(dailyLabor)} in crew labor.`,
    );
  } else if (workTrails) {
    recommendations.push(
      `Recorded work (${p.laborDaysRecorded} crew days of about ${estimatedLaborDays}) trails the calendar. Consider adding crew days to stay on schedule.`,
    );
  }
  if (p.estimatedMaterialCost !== null && p.material > p.estimatedMaterialCost && p.estimatedMaterialCost > 0) {
    const over = round1(((p.material - p.estimatedMaterialCost) / p.estimatedMaterialCost) * 100);
    recommendations.push(
      `Material costs of ${money(p.material)} exceed the ${money(p.estimatedMaterialCost)} estimate by ${over}%. Compare supplier prices for the remaining orders.`,
    );
  }
  if (elapsed > 0 && p.laborDaysRecorded === 0 && p.labor === 0) {
    recommendations.push('Record daily work to track labor costs.');
  }
  if (p.budget > 0 && projectedMargin < FLORIDA_AVERAGE_MARGIN && total > 0) {
    recommendations.push(
      `At the current pace the projected margin is ${projectedMargin}%, below the Florida average of ${FLORIDA_AVERAGE_MARGIN}%.`,
    );
  }
  if (recommendations.length === 0) recommendations.push('Costs and schedule are on track. Keep recording expenses and daily work.');

  return {
    projectId: p.projectId,
    budgetStatus,
    scheduleStatus,
    budgetVariance,
    recommendations,
    budget: centsToDollars(p.budget),
    totalCosts: centsToDollars(total),
    spentPercent: round1(spentPct),
    plannedDays: planned,
    daysElapsed: elapsed,
    timeProgressPercent: timeProgress === null ? null : round1(timeProgress * 100),
    laborDaysRecorded: p.laborDaysRecorded,
    estimatedLaborDays,
    overrunDays,
    dailyLaborCost: centsToDollars(dailyLabor),
    projectedFinalCost: centsToDollars(projectedFinal),
    projectedMargin,
  };
}

/** One line of the Daily Expenses dialog: an expense, or a work record counted as labor. */
export const dailyCostItemSchema = lazySchema(() =>
  z.object({
    kind: z.enum(['expense', 'work_record']),
    id: z.number().int(),
    date: z.string(),
    description: z.string(),
    category: z.string(),
    employeeName: z.string().nullable(),
    supplierName: z.string().nullable(),
    amount: z.number(),
  }),
);
export type DailyCostItem = z.infer<typeof dailyCostItemSchema>;

export const dailyExpensesQuerySchema = lazySchema(() =>
  z.object({
    date: queryDateSchema('Date'),
  }),
);
