import type { DailyCostItem, StatusAnalysis } from '../../../domain/cost-tracking';
import { sumDollars } from '../../../domain/money';

type BudgetStatus = StatusAnalysis['budgetStatus'];
type ScheduleStatus = StatusAnalysis['scheduleStatus'];

/** Badge text and colour of a budget status (spec part 1 §2.9). */
export const BUDGET_STATUS_DISPLAY: Record<BudgetStatus, { label: string; color: string }> = {
  under_budget: { label: 'Under Budget', color: 'green' },
  on_track: { label: 'On Track', color: 'blue' },
  over_budget: { label: 'Over Budget', color: 'red' },
};

/** Badge text and colour of a schedule status (spec part 1 §2.9). */
export const SCHEDULE_STATUS_DISPLAY: Record<ScheduleStatus, { label: string; color: string }> = {
  ahead_of_schedule: { label: 'Ahead of Schedule', color: 'green' },
  on_track: { label: 'On Track', color: 'blue' },
  behind_schedule: { label: 'Behind Schedule', color: 'red' },
};

/** Budget variance in percent with a plus sign when positive: 12.5 → '+12.5%', -3 → '-3.0%', 0 → '0.0%'. */
export function formatVariance(percent: number): string {
  const rounded = Math.round(percent * 10) / 10;
  if (rounded === 0) return '0.0%';
  return `${rounded > 0 ? '+' : ''}${rounded.toFixed(1)}%`;
}

/** Spending ahead of the schedule's pace is bad (red), behind it is good (green). */
export function varianceColor(percent: number): string | undefined {
  if (percent > 0) return 'red';
  if (percent < 0) return 'green';
  return undefined;
}

/** Sum of a day's items in dollars, added in cents so floats never drift. */
export function dayTotal(items: Pick<DailyCostItem, 'amount'>[]): number {
  return sumDollars(items.map((i) => i.amount));
}

/** Percent for a progress bar: clamped to 0..100, 0 when unknown. */
export function barValue(percent: number | null | undefined): number {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

/** The Daily Cost Breakdown shows the first 7 days of the summary (newest first), spec part 1 §9. */
export const BREAKDOWN_DAYS = 7;
