import { utcDayText } from './dates';

/** What a booking warning needs of a work entry: who, when, where and how much. */
export type BookedEntry = {
  employeeId: number;
  date: string;
  projectId: number;
  entryType: string;
  days: number | null;
  hours: number | null;
};

/** A person booked more than one day on a date (a warning, never a block: issue 39 scope 2). */
export type BookingWarning = { employeeId: number; date: string; message: string };

/**
 * Hours that make a working day when day and hour entries are added up
 * (docs/decisions/079-crew-time-issue-39-scope-2-timesheet-whole-crew-today.md).
 */
export const HOURS_PER_DAY = 8;

/** "Tue, Dec 1" for a YYYY-MM-DD day. */
export function weekdayText(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${utcDayText(date, 'weekday')}, ${utcDayText(date, 'monthDay')}`;
}

const dayCount = (d: number) => `${d} ${d === 1 ? 'day' : 'days'}`;

/**
 * Whether a person's entries of one date book more than a day: day entries above 1 day (a full day on two
 * projects, 3 days on one date), hour entries above 24 hours, or a day entry plus hours beyond a day at
 * 8 hours a day. Half a day on each of two projects is one day (a split day) and hour-only overtime is not warned.
 */
function overbooked(days: number, hours: number): boolean {
  if (days > 1 || hours > 24) return true;
  return days > 0 && hours > 0 && days + hours / HOURS_PER_DAY > 1;
}

/**
 * The booking warnings of a set of entries, one per person and date that is overbooked, in date then employee
 * order: "Ana Lopez is booked 2 days on Tue, Dec 1 (2 projects)". `names` names the people (else "Employee #id").
 */
export function bookingWarnings(entries: readonly BookedEntry[], names: ReadonlyMap<number, string> = new Map()): BookingWarning[] {
  const groups = new Map<string, { employeeId: number; date: string; days: number; hours: number; projects: Set<number> }>();
  for (const e of entries) {
    const key = `${e.date}|${e.employeeId}`;
    const g = groups.get(key) ?? { employeeId: e.employeeId, date: e.date, days: 0, hours: 0, projects: new Set<number>() };
    if (e.entryType === 'hours') g.hours += e.hours ?? 0;
    else g.days += e.days ?? 0;
    g.projects.add(e.projectId);
    groups.set(key, g);
  }
  const warnings: BookingWarning[] = [];
  for (const g of groups.values()) {
    // Sums of halves and hundredths: round away the float noise before comparing (0.5 + 0.5 is exactly 1 anyway).
    const days = Math.round(g.days * 100) / 100;
    const hours = Math.round(g.hours * 100) / 100;
    if (!overbooked(days, hours)) continue;
    const name = names.get(g.employeeId) ?? `Employee #${g.employeeId}`;
    const amount = [days > 0 ? dayCount(days) : null, hours > 0 ? `${hours} h` : null].filter(Boolean).join(' + ');
    const where = g.projects.size === 1 ? '1 project' : `${g.projects.size} projects`;
    warnings.push({ employeeId: g.employeeId, date: g.date, message: `${name} is booked ${amount} on ${weekdayText(g.date)} (${where})` });
  }
  return warnings.sort((a, b) => a.date.localeCompare(b.date) || a.employeeId - b.employeeId);
}
