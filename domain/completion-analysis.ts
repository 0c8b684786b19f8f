/**
 * The completion analysis (spec part 1 §3.2): the built-in review of a completed project, whose every figure
 * and sentence comes from the project's own numbers (budget, cost, days, margin against the Florida average).
 * Moving a project between sets, and the archive labels, are in `lifecycle.ts`.
 */
import { z } from 'zod';
import { daysBetween } from './dates';
import { lazySchema } from './lazy-schema';
import { type Cents, cents, centsToDollars, formatUsd, mulCents, subCents } from './money';
import { estimatedDays, FLORIDA_AVERAGE_MARGIN, profitMargin } from './projects';
import { plannedEndDate } from './schedule';

/** Inclusive calendar days from start to finish (same day = 1); 0 when the finish is before the start. */
export function actualDays(startDate: string, finishDate: string): number {
  return Math.max(0, daysBetween(startDate, finishDate) + 1);
}

export const OVERALL_RATINGS = ['excellent', 'good', 'fair', 'poor'] as const;

/** Completion analysis read shape (spec part 1 §3.2). Money in dollars, percentages with 2 decimals. */
export const completionAnalysisSchema = lazySchema(() =>
  z.object({
    projectName: z.string(),
    overallRating: z.enum(OVERALL_RATINGS),
    finalProfitMargin: z.number(),
    budgetPerformance: z.object({
      budgetedAmount: z.number(),
      actualCost: z.number(),
      /** budget − actual cost: positive means under budget. */
      variance: z.number(),
      /** variance ÷ budget × 100. */
      variancePercentage: z.number(),
    }),
    timelinePerformance: z.object({
      /** Estimated days, else the inclusive span of start and end date; null when neither is known. */
      plannedDays: z.number().int().nullable(),
      actualDays: z.number().int(),
      /** actual − planned days: positive means late. */
      variance: z.number().int().nullable(),
      onTime: z.boolean().nullable(),
    }),
    keySuccesses: z.array(z.string()),
    areasForImprovement: z.array(z.string()),
    lessonsLearned: z.array(z.string()),
    recommendationsForSimilarProjects: z.array(z.string()),
    aiInsights: z.string(),
  }),
);
export type CompletionAnalysis = z.infer<typeof completionAnalysisSchema>;

/** The figures a completion analysis is built from (cents for money). */
export type CompletionFacts = {
  projectName: string;
  budget: Cents;
  /** Final cost = expenses + labor pay of work records. */
  finalCost: Cents;
  /** Labor bucket: work-record pay + expenses of category labor. */
  laborCost: Cents;
  materialCost: Cents;
  otherCost: Cents;
  estimatedMaterialCost: Cents | null;
  startDate: string;
  endDate: string | null;
  estimatedDays: number | null;
  finishDate: string;
  totalInactiveDays: number;
  /** 1–5, or null when the customer did not rate the job. */
  customerRating: number | null;
};

const pct2 = (n: number) => (Math.sign(n) * Math.round(Math.abs(n) * 100)) / 100;
const money = (c: Cents) => formatUsd(centsToDollars(c));
const share = (part: Cents, whole: Cents) => (whole === 0 ? 0 : pct2((part / whole) * 100));

/**
 * Overall rating from the final figures: excellent = margin ≥ 20 %, not late and rating ≥ 4; good = margin ≥ 10 %,
 * at most 10 % over the planned days and rating ≥ 3; fair = margin ≥ 0; otherwise poor (a loss). Unrated: figures only.
 */
export function overallRating(
  margin: number,
  plannedDays: number | null,
  actual: number,
  rating: number | null,
): CompletionAnalysis['overallRating'] {
  const planned = plannedDays ?? 0;
  const lateShare = planned > 0 ? (actual - planned) / planned : 0;
  // Not rated: judged on the figures alone (no rating is neither good nor bad).
  if (margin >= 20 && lateShare <= 0 && (rating === null || rating >= 4)) return 'excellent';
  if (margin >= 10 && lateShare <= 0.1 && (rating === null || rating >= 3)) return 'good';
  if (margin >= 0) return 'fair';
  return 'poor';
}

/**
 * The pricing sentence of a completion analysis, comparing the price charged with the price that would earn the
 * Florida average margin on the recorded cost (cost ÷ (1 − 15.2 %)). It never reads as advice to cut a price that
 * already beat the average: then it says to keep pricing at about the price charged. Null without recorded costs.
 */
export function pricingAdvice(price: Cents, cost: Cents): string | null {
  if (cost <= 0) return null;
  const floor = mulCents(cost, 1 / (1 - FLORIDA_AVERAGE_MARGIN / 100));
  const basis = `the ${FLORIDA_AVERAGE_MARGIN}% average margin on this job's ${money(cost)} of recorded costs`;
  if (price >= floor)
    return `You charged ${money(price)}, above the ${money(floor)} that ${basis} would need: keep pricing similar jobs at about ${money(price)}.`;
  return `You charged ${money(price)}; ${basis} needs at least ${money(floor)}: quote similar jobs at ${money(floor)} or more.`;
}

/** The built-in completion analysis: every figure and sentence comes from the project's own numbers. */
export function buildCompletionAnalysis(f: CompletionFacts): CompletionAnalysis {
  const margin = profitMargin(f.budget, f.finalCost);
  const variance = subCents(f.budget, f.finalCost);
  const days = actualDays(f.startDate, f.finishDate);
  const planned = f.estimatedDays ?? estimatedDays(f.startDate, f.endDate);
  // Late is the one schedule rule's (domain/schedule.ts): the finish day against the planned end (the end date, else
  // start + estimated days − 1), so the archive agrees with what the card said while the job ran.
  const plannedEnd = plannedEndDate(f.startDate, f.endDate, planned);
  const dayVariance = planned === null || plannedEnd === null ? null : daysBetween(plannedEnd, f.finishDate);
  const onTime = dayVariance === null ? null : dayVariance <= 0;
  // Without recorded costs the margin is unknown: never better than fair.
  const rating =
    f.finalCost > 0
      ? overallRating(margin, planned, planned !== null && dayVariance !== null ? planned + dayVariance : days, f.customerRating)
      : 'fair';

  const successes: string[] = [];
  const improvements: string[] = [];
  const lessons: string[] = [];
  const recommendations: string[] = [];

  if (f.finalCost <= 0) {
    // No costs recorded: a 100 % margin would be a rosy number, not a result. Say what is missing instead.
    improvements.push('No expenses or work records were recorded against this project, so its profit and margin cannot be judged.');
  } else {
    if (variance >= 0)
      successes.push(`Finished ${money(variance)} under the ${money(f.budget)} budget, a ${margin.toFixed(2)}% profit margin.`);
    else improvements.push(`Costs ran ${money(cents(-variance))} over the ${money(f.budget)} budget (${margin.toFixed(2)}% margin).`);
    if (margin >= FLORIDA_AVERAGE_MARGIN)
      successes.push(
        `Margin beat the ${FLORIDA_AVERAGE_MARGIN}% Florida industry average by ${pct2(margin - FLORIDA_AVERAGE_MARGIN).toFixed(2)} points.`,
      );
    else
      improvements.push(
        `Margin was ${pct2(FLORIDA_AVERAGE_MARGIN - margin).toFixed(2)} points below the ${FLORIDA_AVERAGE_MARGIN}% Florida industry average.`,
      );
  }
  if (planned !== null && dayVariance !== null) {
    const late = dayVariance;
    if (late <= 0) successes.push(`Finished in ${days} days against ${planned} planned${late < 0 ? `, ${-late} days early` : ''}.`);
    else
      improvements.push(
        `Took ${days} days against ${planned} planned: finished ${late} ${late === 1 ? 'day' : 'days'} after the planned end (${share(cents(late), cents(planned)).toFixed(2)}% over).`,
      );
  } else {
    improvements.push(`No end date or estimated days were set, so the ${days}-day schedule could not be measured against a plan.`);
  }
  if (f.estimatedMaterialCost !== null) {
    const diff = subCents(f.materialCost, f.estimatedMaterialCost);
    if (diff <= 0) successes.push(`Materials cost ${money(f.materialCost)}, within the ${money(f.estimatedMaterialCost)} estimate.`);
    else improvements.push(`Materials cost ${money(f.materialCost)}, ${money(diff)} over the ${money(f.estimatedMaterialCost)} estimate.`);
  }
  // An unrated job is said among the lessons, after the cost review.
  if (f.customerRating !== null && f.customerRating >= 4) successes.push(`Customer rated the job ${f.customerRating} out of 5.`);
  else if (f.customerRating !== null)
    improvements.push(`Customer rated the job ${f.customerRating} out of 5; follow up on what fell short.`);

  if (f.finalCost > 0) {
    lessons.push(
      `Cost split: labor ${money(f.laborCost)} (${share(f.laborCost, f.finalCost).toFixed(2)}%), materials ${money(f.materialCost)} (${share(f.materialCost, f.finalCost).toFixed(2)}%), other ${money(f.otherCost)} (${share(f.otherCost, f.finalCost).toFixed(2)}%).`,
    );
  }
  if (f.totalInactiveDays > 0)
    lessons.push(`The project was paused for ${f.totalInactiveDays} days in total, which stretched the calendar.`);
  if (days > 0 && f.finalCost > 0) lessons.push(`Average cost per calendar day was ${money(mulCents(f.finalCost, 1 / days))}.`);
  if (f.customerRating === null) lessons.push('The customer did not rate the job (not rated).');

  const pricing = pricingAdvice(f.budget, f.finalCost);
  if (pricing) recommendations.push(pricing);
  recommendations.push(`Plan ${days} calendar days for a job of this size${(dayVariance ?? 0) > 0 ? ` rather than ${planned}` : ''}.`);
  if (share(f.laborCost, f.finalCost) > 50)
    recommendations.push('Labor was over half the cost: schedule crews tightly and track days per task.');

  const insights =
    `${f.projectName} closed with ${money(f.finalCost)} spent on a ${money(f.budget)} budget ` +
    `(${f.finalCost > 0 ? `${margin.toFixed(2)}% margin` : 'no costs recorded, margin unknown'})` +
    `${planned !== null ? ` in ${days} days against ${planned} planned` : ` in ${days} days`}` +
    `, ${f.customerRating === null ? 'not rated by the customer' : `customer rating ${f.customerRating}/5`}. Overall: ${rating}.`;

  return {
    projectName: f.projectName,
    overallRating: rating,
    finalProfitMargin: margin,
    budgetPerformance: {
      budgetedAmount: centsToDollars(f.budget),
      actualCost: centsToDollars(f.finalCost),
      variance: centsToDollars(variance),
      variancePercentage: share(variance, f.budget),
    },
    timelinePerformance: { plannedDays: planned, actualDays: days, variance: dayVariance, onTime },
    keySuccesses: successes,
    areasForImprovement: improvements,
    lessonsLearned: lessons,
    recommendationsForSimilarProjects: recommendations,
    aiInsights: insights,
  };
}
