import { z } from 'zod';
import { completionAnalysisSchema } from './completion-analysis';
import { daysBetween, todayIso } from './dates';
import { lazySchema } from './lazy-schema';
import { optionalText, requiredText } from './validation';

/**
 * Project lifecycle (spec part 1 §4, part 2 §4): the three sets a project moves between, the day counts kept
 * on the project, and the archive labels. The completion analysis is in `completion-analysis.ts`.
 *
 * Day counting (calendar dates in the business's local time zone, via domain/dates.ts):
 * - a pause covers the days from the pause date up to, not including, the day it ends (resume or completion);
 * - an active stretch runs from lastActiveDate up to, not including, the day it ends, except that the
 *   completion day counts as active;
 * - so at completion activeDays + totalInactiveDays = actualDays (start → finish inclusive), for a project
 *   that was started before it was first paused.
 */

export const LIFECYCLE_SETS = ['active', 'inactive', 'completed'] as const;
export type LifecycleSet = (typeof LIFECYCLE_SETS)[number];

/** Which lifecycle set a project is in: completed by status; inactive when paused (not isActive) or on hold; else active. */
export function lifecycleOf(p: { status: string; isActive: boolean }): LifecycleSet {
  if (p.status === 'completed') return 'completed';
  if (!p.isActive || p.status === 'on_hold') return 'inactive';
  return 'active';
}

/** The message a move to the set the project is already in answers with (409). */
export function alreadyInSetMessage(set: LifecycleSet): string {
  if (set === 'completed') return 'This project is already marked as completed';
  return set === 'active' ? 'This project is already active' : 'This project is already inactive';
}

/** POST /api/projects/{id}/move-to-inactive: a non-blank reason. */
export const moveToInactiveSchema = lazySchema(() =>
  z.object({
    reason: requiredText('Please give a reason for pausing this project', 2000, 'The reason'),
  }),
);
export type MoveToInactive = z.infer<typeof moveToInactiveSchema>;

const RATING_MESSAGE = 'Customer rating must be a whole number from 1 to 5';

/**
 * Completion input: optional final notes; customer rating 1–5 (whole), or null ("not rated") when absent, empty or
 * null — never a default 5; out of range is refused.
 */
export const completionInputSchema = lazySchema(() =>
  z.object({
    finalNotes: optionalText(5000, 'Final notes'),
    customerRating: z
      .union([z.number(), z.string(), z.null()], { error: RATING_MESSAGE })
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
        // Whole numbers ≥ 0 only, as a JSON number or digits ('4.5', ' 3 ', '1e0' are refused below as NaN).
        const n = /^\d+$/.test(String(v)) ? Number(v) : Number.NaN;
        if (!Number.isInteger(n) || n < 1 || n > 5) {
          ctx.addIssue({ code: 'custom', message: RATING_MESSAGE });
          return z.NEVER;
        }
        return n;
      }),
  }),
);
export type CompletionInput = z.infer<typeof completionInputSchema>;

/** The lifecycle fields of a project a move reads. Timestamps are ISO strings; dates YYYY-MM-DD. */
export type LifecycleState = {
  status: string;
  isActive: boolean;
  startDate: string;
  lastActiveDate: string | null;
  pausedAt: string | null;
  activeDays: number;
  totalInactiveDays: number;
};

/** What a move writes on the project (undefined = left as is). */
export type LifecycleChange = {
  status: string;
  isActive: boolean;
  activeDays: number;
  totalInactiveDays: number;
  lastActiveDate: string;
  pausedAt?: Date;
  resumedAt?: Date;
  /** A date on completion; null when a completed project is reopened or paused. */
  actualFinishDate?: string | null;
  /** Days the pause that just ended lasted (0 when none ended). */
  pausedDays: number;
};

/** Whole calendar days a pause started at `pausedAt` lasted by `now` (local dates, never negative). */
export function pausedDaysBetween(pausedAt: string | Date, now: Date): number {
  return Math.max(0, daysBetween(todayIso(new Date(pausedAt)), todayIso(now)));
}

/** The project fields after moving from its current set to `target` at `now`; throws if it is already there. */
export function planMove(p: LifecycleState, target: LifecycleSet, now: Date): LifecycleChange {
  const from = lifecycleOf(p);
  if (from === target) throw new Error(alreadyInSetMessage(target));
  const today = todayIso(now);
  let activeDays = p.activeDays;
  let totalInactiveDays = p.totalInactiveDays;
  let pausedDays = 0;
  if (from === 'active') {
    // Close the active stretch; the completion day itself counts as active.
    const stretch = daysBetween(p.lastActiveDate ?? p.startDate, today) + (target === 'completed' ? 1 : 0);
    activeDays += Math.max(0, stretch);
  }
  if (from === 'inactive' && p.pausedAt) {
    pausedDays = pausedDaysBetween(p.pausedAt, now);
    totalInactiveDays += pausedDays;
    if (target === 'completed' && today >= p.startDate) activeDays += 1;
  }
  const base = { activeDays, totalInactiveDays, lastActiveDate: today, pausedDays };
  if (target === 'active') {
    return {
      ...base,
      status: 'active',
      isActive: true,
      ...(from === 'inactive' && { resumedAt: now }),
      ...(from === 'completed' && { actualFinishDate: null }),
    };
  }
  if (target === 'inactive') {
    return {
      ...base,
      lastActiveDate: from === 'active' ? today : (p.lastActiveDate ?? today),
      status: 'on_hold',
      isActive: false,
      pausedAt: now,
      ...(from === 'completed' && { actualFinishDate: null }),
    };
  }
  return { ...base, status: 'completed', isActive: false, actualFinishDate: today };
}

export const PERFORMANCE_LABELS = ['Excellent', 'Good', 'Break-even', 'Loss'] as const;
export type PerformanceLabel = (typeof PERFORMANCE_LABELS)[number];

/** Archive performance label by profit margin (part 2 §5): ≥ 20 Excellent, ≥ 10 Good, ≥ 0 Break-even, else Loss. */
export function performanceLabel(margin: number): PerformanceLabel {
  if (margin >= 20) return 'Excellent';
  if (margin >= 10) return 'Good';
  if (margin >= 0) return 'Break-even';
  return 'Loss';
}

/** GET /api/completed-projects item (part 2 §3 Completed project) plus the archive's label. */
export const completedProjectSchema = lazySchema(() =>
  z.object({
    /** The completed_projects snapshot id (null for a project marked completed through the form). */
    id: z.number().int().nullable(),
    originalProjectId: z.number().int(),
    name: z.string(),
    location: z.string(),
    description: z.string().nullable(),
    streetAddress: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zipCode: z.string().nullable(),
    budget: z.number(),
    finalCost: z.number(),
    profit: z.number(),
    profitMargin: z.number(),
    estimatedDays: z.number().int().nullable(),
    actualDays: z.number().int().nullable(),
    activeDays: z.number().int(),
    totalProjectDays: z.number().int().nullable(),
    startDate: z.string(),
    actualFinishDate: z.string().nullable(),
    completedDate: z.string().nullable(),
    /** 1–5, or null when the customer did not rate the job. */
    customerRating: z.number().int().nullable(),
    finalNotes: z.string().nullable(),
    aiAnalysis: completionAnalysisSchema.nullable(),
    performance: z.enum(PERFORMANCE_LABELS),
  }),
);
export type CompletedProject = z.infer<typeof completedProjectSchema>;

/** GET /api/inactive-projects item (part 2 §3 Inactive project) plus the pause figures. */
export const inactiveProjectSchema = lazySchema(() =>
  z.object({
    /** The inactive_projects snapshot id (null for a project switched off through the form). */
    id: z.number().int().nullable(),
    originalProjectId: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    location: z.string(),
    budget: z.number(),
    startDate: z.string(),
    endDate: z.string().nullable(),
    status: z.string(),
    reasonInactive: z.string().nullable(),
    movedToInactiveDate: z.string().nullable(),
    pausedAt: z.string().nullable(),
    activeDays: z.number().int(),
    totalInactiveDays: z.number().int(),
  }),
);
export type InactiveProject = z.infer<typeof inactiveProjectSchema>;
