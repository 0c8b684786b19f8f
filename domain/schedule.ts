import { addDays, daysBetween } from './dates';
import { daysRunning, plannedDays as planDays } from './project-days';

/**
 * The one schedule rule (issue 18 "one rule per signal"). docs/product/rules.md: timeline overrun % = days past the end date
 * ÷ planned days × 100. The end date is the project's, else the last day its estimated days imply (start +
 * estimated days − 1); a project with neither has no plan. It is behind schedule exactly when it is not completed
 * and today is after that end date. The project card's colour, the Costs tab's status, the analyses and health
 * (and its SQL twin timelineOverrunSql) all read this rule.
 */

/** Where a project stands against its plan as of today. */
export type ScheduleState = 'no_plan' | 'not_started' | 'on_track' | 'nearing_end' | 'behind' | 'completed';

export type ScheduleInput = {
  startDate: string;
  endDate: string | null;
  estimatedDays: number | null;
  status: string;
};

export type Schedule = {
  state: ScheduleState;
  /** Days run as of today, the start day counting as 1 (0 before the start). */
  daysRunning: number;
  /** Planned days: estimated days, else the inclusive span start..end; null without a plan. */
  plannedDays: number | null;
  /** The last planned day (YYYY-MM-DD), null without a plan. */
  plannedEnd: string | null;
  /** Whole days past the planned end (0 when not past it, or completed). */
  daysLate: number;
  /** Days late ÷ planned days (at least 1) × 100, unrounded; 0 when not late. */
  overrunPercent: number;
};

/** Share of the plan after which an open project is "nearing its end" (yellow), as the card always showed. */
export const NEARING_END_SHARE = 0.8;

/** Planned last day: the end date, else start + estimated days − 1, else null. */
export function plannedEndDate(startDate: string, endDate: string | null, plannedDays: number | null): string | null {
  if (endDate) return endDate;
  return plannedDays ? addDays(startDate, plannedDays - 1) : null;
}

/**
 * Whole days `today` is past the planned end (0 when not past it or without a plan). Counted without building the
 * end date (today − start + 1 − planned days), so any stored estimate works, however large.
 */
export function daysPastPlannedEnd(p: { startDate: string; endDate: string | null; plannedDays: number | null }, today: string): number {
  if (p.endDate) return Math.max(0, daysBetween(p.endDate, today));
  if (!p.plannedDays || p.plannedDays <= 0) return 0;
  return Math.max(0, daysBetween(p.startDate, today) + 1 - p.plannedDays);
}

/** Overrun percent of docs/product/rules.md: days past the planned end ÷ planned days (at least 1) × 100; 0 when not late. */
export function overrunPercentOf(daysLate: number, plannedDays: number | null): number {
  return daysLate > 0 ? (daysLate / Math.max(1, plannedDays ?? 1)) * 100 : 0;
}

/** The project's schedule as of `today` under the one rule above. */
export function scheduleOf(p: ScheduleInput, today: string): Schedule {
  const planned = planDays(p);
  const plannedEnd = plannedEndDate(p.startDate, p.endDate, planned);
  const running = daysRunning(p.startDate, today);
  const completed = p.status === 'completed';
  const daysLate = completed ? 0 : daysPastPlannedEnd({ ...p, plannedDays: planned }, today);
  const overrunPercent = overrunPercentOf(daysLate, planned);
  let state: ScheduleState;
  if (completed) state = 'completed';
  else if (!plannedEnd) state = 'no_plan';
  else if (daysLate > 0) state = 'behind';
  else if (running === 0) state = 'not_started';
  // Nearing the end: most of the days up to the planned end have run (the end date, when set, is the plan).
  else if (running >= (daysBetween(p.startDate, plannedEnd) + 1) * NEARING_END_SHARE) state = 'nearing_end';
  else state = 'on_track';
  return { state, daysRunning: running, plannedDays: planned, plannedEnd, daysLate, overrunPercent };
}

/** True when the project is behind schedule: open and past its planned end. */
export function isBehindSchedule(p: ScheduleInput, today: string): boolean {
  return scheduleOf(p, today).state === 'behind';
}

/** The colour of a schedule state: red behind, yellow nearing the end, green on track, blue otherwise. */
export function scheduleTone(state: ScheduleState): 'green' | 'yellow' | 'red' | 'blue' {
  if (state === 'behind') return 'red';
  if (state === 'nearing_end') return 'yellow';
  if (state === 'on_track') return 'green';
  return 'blue';
}
