import { daysBetween, todayIso } from '../../../domain/dates';
import type { CompletedProject } from '../../../domain/lifecycle';
import { addCents, centsToDollars, dollarsToCents } from '../../../domain/money';

export type CompletedSummary = {
  count: number;
  /** Sum of the budgets (contract revenue), dollars. */
  totalRevenue: number;
  totalProfit: number;
  /** Total profit ÷ total revenue × 100, 2 decimals (a weighted margin, so a small job does not skew it); 0 with no revenue. */
  averageMargin: number;
  /** Mean of the ratings given, 1 decimal; null when no project was rated (unrated jobs are left out, not counted as 5). */
  averageRating: number | null;
};

/** Summary cards of the completed archive, summed exactly in cents. */
export function completedSummary(list: Pick<CompletedProject, 'budget' | 'profit' | 'customerRating'>[]): CompletedSummary {
  const revenue = addCents(...list.map((p) => dollarsToCents(p.budget)));
  const profit = addCents(...list.map((p) => dollarsToCents(p.profit)));
  const margin = revenue === 0 ? 0 : Math.round((profit / revenue) * 10_000) / 100;
  const rated = list.flatMap((p) => (p.customerRating === null ? [] : [p.customerRating]));
  const rating = rated.length === 0 ? null : Math.round((rated.reduce((s, r) => s + r, 0) / rated.length) * 10) / 10;
  return {
    count: list.length,
    totalRevenue: centsToDollars(revenue),
    totalProfit: centsToDollars(profit),
    averageMargin: margin,
    averageRating: rating,
  };
}

/** Search by name or location (case-insensitive) and an optional exact rating. */
export function filterCompleted<T extends Pick<CompletedProject, 'name' | 'location' | 'customerRating'>>(
  list: T[],
  search: string,
  rating: number | null,
): T[] {
  const q = search.trim().toLowerCase();
  return list.filter(
    (p) =>
      (rating === null || p.customerRating === rating) &&
      (q === '' || p.name.toLowerCase().includes(q) || p.location.toLowerCase().includes(q)),
  );
}

/** A timestamp's calendar date in the browser's time zone ('YYYY-MM-DD'), or null. */
export function localDate(timestamp: string | null): string | null {
  return timestamp ? todayIso(new Date(timestamp)) : null;
}

/** Whole days a project has been paused since `pausedAt`, by local calendar date. */
export function daysPaused(pausedAt: string | null, now = new Date()): number | null {
  if (!pausedAt) return null;
  return Math.max(0, daysBetween(todayIso(new Date(pausedAt)), todayIso(now)));
}
