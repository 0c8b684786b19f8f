import { daysBetween } from './dates';
import { daysPastPlannedEnd, overrunPercentOf } from './schedule';

/** Health formulas of spec part 1 §9 / part 2 §9; scores are 0..100. */
export type RiskLevel = 'low' | 'medium' | 'high';

/** budgetHealth = clamp(120 − percent of budget spent, 0..100); a zero budget with spending is 0, with none 100. */
export function budgetHealth(budgetCents: number, spentCents: number): number {
  if (budgetCents <= 0) return spentCents > 0 ? 0 : 100;
  const spentPct = (spentCents / budgetCents) * 100;
  return Math.min(100, Math.max(0, 120 - spentPct));
}

/**
 * Percent overrun under the one schedule rule (domain/schedule.ts): days past the planned end (the end date, else
 * start + planned days − 1) ÷ planned days × 100; 0 when not past it, without a plan, or once completed.
 */
export function timelineOverrunPercent(
  p: { startDate: string; endDate: string | null; plannedDays: number | null; completed: boolean },
  today: string,
): number {
  if (p.completed) return 0;
  const late = daysPastPlannedEnd(p, today);
  return overrunPercentOf(late, p.plannedDays);
}

/** Timeline health: 100 when not past the end date, else 100 − half the overrun percent, floored at 0. */
export function timelineHealth(overrunPercent: number): number {
  return Math.max(0, 100 - overrunPercent / 2);
}

/** Quality score: 85 with before or completion photos, else 70. */
export function qualityScore(hasPhotos: boolean): number {
  return hasPhotos ? 85 : 70;
}

/** Risk: high if budget < 30 or timeline < 50; medium if budget < 60 or timeline < 75; else low. */
export function riskLevel(budget: number, timeline: number): RiskLevel {
  if (budget < 30 || timeline < 50) return 'high';
  if (budget < 60 || timeline < 75) return 'medium';
  return 'low';
}

/** Overall = 0.4 × budget + 0.4 × timeline + 0.2 × quality. */
export function overallHealth(budget: number, timeline: number, quality: number): number {
  return 0.4 * budget + 0.4 * timeline + 0.2 * quality;
}

/** Health colour: 80 or more green, 60 or more yellow, else red. */
export function healthTone(score: number): 'green' | 'yellow' | 'red' {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}

/** Health label of part 2 §4 from a score, on the colour bands: 90+ excellent, 80+ good (green), 60+ warning (yellow), else critical (red). */
export function healthLabel(score: number): 'excellent' | 'good' | 'warning' | 'critical' {
  if (score >= 90) return 'excellent';
  if (score >= 80) return 'good';
  if (score >= 60) return 'warning';
  return 'critical';
}

/**
 * Completion percentage: 100 when completed; otherwise the share of the planned days run so far (or of the
 * budget spent when there is no plan), capped at 90 for an active project and at 50 for any other.
 */
export function completionPercentage(p: { completed: boolean; active: boolean; progressPercent: number }): number {
  if (p.completed) return 100;
  const progress = Math.max(0, p.progressPercent);
  return Math.min(p.active ? 90 : 50, progress);
}

/** What the health metrics of one project are computed from (money in cents, dates YYYY-MM-DD). */
export type HealthInput = {
  budgetCents: number;
  spentCents: number;
  startDate: string;
  endDate: string | null;
  /** Planned days (domain plannedDays): estimated days, else the inclusive span; null without either. */
  plannedDays: number | null;
  hasPhotos: boolean;
  completed: boolean;
  active: boolean;
};

/** The snapshot metrics of part 2 §3 for one project, each score 0..100 rounded to 1 decimal. */
export type HealthMetrics = {
  budgetHealth: number;
  timelineHealth: number;
  qualityScore: number;
  completionPercentage: number;
  overallHealth: number;
  riskLevel: RiskLevel;
  /** Days past the planned end ÷ planned days × 100 (0 when on time or completed; domain/schedule.ts). */
  timelineOverrun: number;
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Elapsed share of the plan in percent (days run ÷ planned days), or null without a plan. */
export function elapsedPercent(startDate: string, plannedDays: number | null, today: string): number | null {
  if (!plannedDays || plannedDays <= 0) return null;
  const run = Math.max(0, daysBetween(startDate, today) + 1);
  return (run / plannedDays) * 100;
}

/** Every health metric of one project as of `today`, from the formulas above (risk from the unrounded scores). */
export function healthMetrics(p: HealthInput, today: string): HealthMetrics {
  const budget = budgetHealth(p.budgetCents, p.spentCents);
  const overrun = timelineOverrunPercent(p, today);
  const timeline = timelineHealth(overrun);
  const quality = qualityScore(p.hasPhotos);
  const spentPct = p.budgetCents > 0 ? (p.spentCents / p.budgetCents) * 100 : 0;
  const progress = elapsedPercent(p.startDate, p.plannedDays, today) ?? spentPct;
  return {
    budgetHealth: round1(budget),
    timelineHealth: round1(timeline),
    qualityScore: quality,
    completionPercentage: round1(completionPercentage({ completed: p.completed, active: p.active, progressPercent: progress })),
    overallHealth: round1(overallHealth(budget, timeline, quality)),
    riskLevel: riskLevel(budget, timeline),
    timelineOverrun: round1(overrun),
  };
}
