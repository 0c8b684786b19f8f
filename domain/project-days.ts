// A project's planned and running days: pure date arithmetic, apart from domain/projects.ts so the schedule rules
// (domain/schedule.ts) use them without importing the projects' schemas (an import circle through the projection).
import { daysBetween } from './dates';

/** Inclusive day count from start to end (same day = 1), or null when the end is missing or before the start. */
export function estimatedDays(startDate: string | null | undefined, endDate: string | null | undefined): number | null {
  if (!startDate || !endDate) return null;
  const span = daysBetween(startDate, endDate);
  return span < 0 ? null : span + 1;
}

/** Planned days of a project: estimated days, else the inclusive span start..end, else null. */
export function plannedDays(p: { estimatedDays: number | null; startDate: string; endDate: string | null }): number | null {
  return p.estimatedDays && p.estimatedDays > 0 ? p.estimatedDays : estimatedDays(p.startDate, p.endDate);
}

/** Days a project has been running as of today, counting the start day (a project starting today has run 1 day; 0 before it starts). */
export function daysRunning(startDate: string, today: string): number {
  return Math.max(0, daysBetween(startDate, today) + 1);
}
