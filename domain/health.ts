import { daysBetween } from './dates';

/** Health formulas of spec part 1 §9 / part 2 §9; scores are 0..100. */
export type RiskLevel = 'low' | 'medium' | 'high';

/** budgetHealth = clamp(120 − percent of budget spent, 0..100); a zero budget with spending is 0, with none 100. */
export function budgetHealth(budgetCents: number, spentCents: number): number {
  if (budgetCents <= 0) return spentCents > 0 ? 0 : 100;
  const spentPct = (spentCents / budgetCents) * 100;
  return Math.min(100, Math.max(0, 120 - spentPct));
}

/** Percent overrun: days past the end date ÷ planned days × 100 (0 when not past the end date or no end date). */
export function timelineOverrunPercent(endDate: string | null, plannedDays: number | null, today: string): number {
  if (!endDate) return 0;
  const late = daysBetween(endDate, today);
  if (late <= 0) return 0;
  return (late / Math.max(1, plannedDays ?? 1)) * 100;
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
