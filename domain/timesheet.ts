import { addDays } from './dates';

/** One work entry of the weekly timesheet: `id` null for a new one (issue 39 scope 2). */
export type TimesheetEntry = {
  id: number | null;
  employeeId: number;
  date: string;
  projectId: number;
  entryType: 'days' | 'hours';
  days: number | null;
  hours: number | null;
};

/** A stored work record as the timesheet diff compares it. */
export type StoredEntry = Omit<TimesheetEntry, 'id' | 'entryType'> & { id: number; entryType: string };

/** What a cell holds: a full day, a half day or hours. */
export type CellValue = { entryType: 'days'; days: number; hours: null } | { entryType: 'hours'; days: null; hours: number };

export const FULL_DAY: CellValue = { entryType: 'days', days: 1, hours: null };
export const HALF_DAY: CellValue = { entryType: 'days', days: 0.5, hours: null };

/** The help line of a timesheet cell: what can be typed in it. */
export const CELL_HELP = 'Type 1 for a full day, .5 for a half day, 8h for 8 hours; empty for none.';

/** The 7 days Sunday..Saturday of the payroll week starting `sunday`. */
export function weekDays(sunday: string): string[] {
  return [0, 1, 2, 3, 4, 5, 6].map((n) => addDays(sunday, n));
}

/**
 * A cell as typed: '' → null (no work); 1, f, full → a full day; .5, 0.5, ½, half → a half day; 8h, 6.5 h, 7.25 hours
 * → hours (more than 0, at most 24, 2 decimals). Anything else → { error }.
 */
export function parseCell(text: string): CellValue | null | { error: string } {
  const t = text.trim().toLowerCase();
  if (t === '') return null;
  if (['1', 'f', 'full', '1.0'].includes(t)) return FULL_DAY;
  if (['.5', '0.5', '½', 'half'].includes(t)) return HALF_DAY;
  const hours = /^(\d{1,2}(?:\.\d{1,2})?|\.\d{1,2})\s*h(?:ours?|rs?)?$/.exec(t);
  if (hours) {
    const h = Number(hours[1]);
    if (h > 0 && h <= 24) return { entryType: 'hours', days: null, hours: h };
    return { error: 'Hours must be more than 0 and at most 24' };
  }
  return { error: CELL_HELP };
}

/** What a cell shows for an entry: 1, .5, 8h (other day counts as they are). */
export function cellText(e: Pick<TimesheetEntry, 'entryType' | 'days' | 'hours'> | undefined): string {
  if (!e) return '';
  if (e.entryType === 'hours') return `${e.hours ?? 0}h`;
  if (e.days === 0.5) return '.5';
  return String(e.days ?? '');
}

const cellKey = (employeeId: number, date: string) => `${employeeId}|${date}`;

/** The entries of one cell (person × day), in their order; the first is the one the cell edits. */
export function cellEntries(entries: readonly TimesheetEntry[], employeeId: number, date: string): TimesheetEntry[] {
  return entries.filter((e) => e.employeeId === employeeId && e.date === date);
}

/**
 * Sets the cell's first entry to `value` on `projectId` (keeping its id, so the save updates that record), adds one
 * when the cell was empty, or removes the first entry when `value` is null. Other entries of the cell stay.
 */
export function setCell(
  entries: readonly TimesheetEntry[],
  cell: { employeeId: number; date: string; projectId: number },
  value: CellValue | null,
): TimesheetEntry[] {
  const index = entries.findIndex((e) => e.employeeId === cell.employeeId && e.date === cell.date);
  if (value === null) return index < 0 ? [...entries] : entries.filter((_, i) => i !== index);
  const next: TimesheetEntry = { id: index < 0 ? null : entries[index].id, ...cell, ...value };
  if (index < 0) return [...entries, next];
  return entries.map((e, i) => (i === index ? next : e));
}

/** The usual day of a person: 8 hours for one paid by the hour, else a full day. */
export function usualDay(paidByHour: boolean): CellValue {
  return paidByHour ? { entryType: 'hours', days: null, hours: 8 } : FULL_DAY;
}

/** Sets every empty cell of a person from Monday to Friday (not after `today`) to `value` (a full day) on the project. */
export function fillWeekdays(
  entries: readonly TimesheetEntry[],
  row: { employeeId: number; projectId: number },
  sunday: string,
  today: string,
  value: CellValue = FULL_DAY,
): TimesheetEntry[] {
  let next = [...entries];
  for (const date of weekDays(sunday).slice(1, 6)) {
    if (date > today || cellEntries(next, row.employeeId, date).length > 0) continue;
    next = setCell(next, { ...row, date }, value);
  }
  return next;
}

/**
 * "Copy last week": every empty cell of the listed people takes the entries of the same weekday a week earlier
 * (same project, days or hours), as new entries; cells already filled and days after `today` are left alone.
 */
export function copyLastWeek(
  entries: readonly TimesheetEntry[],
  lastWeek: readonly Omit<TimesheetEntry, 'id'>[],
  employeeIds: readonly number[],
  today: string,
): TimesheetEntry[] {
  const people = new Set(employeeIds);
  const filled = new Set(entries.map((e) => cellKey(e.employeeId, e.date)));
  const copied = lastWeek
    .filter((e) => people.has(e.employeeId))
    .map((e) => ({ ...e, id: null, date: addDays(e.date, 7) }))
    .filter((e) => e.date <= today && !filled.has(cellKey(e.employeeId, e.date)));
  return [...entries, ...copied];
}

/** The writes that turn the stored records into the wanted entries; unchanged entries write nothing. */
export type TimesheetDiff = {
  create: TimesheetEntry[];
  update: (TimesheetEntry & { id: number })[];
  remove: StoredEntry[];
  /** Wanted entries naming an id that is not among the stored records (deleted meanwhile, or another week's). */
  unknown: { index: number; id: number }[];
};

const same = (a: StoredEntry, b: TimesheetEntry) =>
  a.employeeId === b.employeeId &&
  a.date === b.date &&
  a.projectId === b.projectId &&
  a.entryType === b.entryType &&
  (a.days ?? null) === (b.days ?? null) &&
  (a.hours ?? null) === (b.hours ?? null);

/**
 * The diff of a timesheet save: wanted entries without an id are created, those with an id that changed are
 * updated, stored records no wanted entry names are removed. `stored` must be the records the save covers (its
 * people and days), so nothing outside them is touched.
 */
export function timesheetDiff(stored: readonly StoredEntry[], wanted: readonly TimesheetEntry[]): TimesheetDiff {
  const byId = new Map(stored.map((s) => [s.id, s]));
  const named = new Set<number>();
  const diff: TimesheetDiff = { create: [], update: [], remove: [], unknown: [] };
  wanted.forEach((w, index) => {
    if (w.id === null) {
      diff.create.push(w);
      return;
    }
    const s = byId.get(w.id);
    if (!s || named.has(w.id)) {
      diff.unknown.push({ index, id: w.id });
      return;
    }
    named.add(w.id);
    if (!same(s, w)) diff.update.push({ ...w, id: w.id });
  });
  diff.remove = stored.filter((s) => !named.has(s.id));
  return diff;
}

/** Whether a diff writes anything. */
export function diffIsEmpty(d: TimesheetDiff): boolean {
  return d.create.length + d.update.length + d.remove.length === 0;
}

/**
 * "Whole crew today": the entries of the ticked people on `date`: their entry on `projectId` set to full or half a
 * day (kept id when there is one, else new), their entries on other projects kept as they are.
 */
export function crewDayEntries(
  stored: readonly StoredEntry[],
  crew: readonly { employeeId: number; value: CellValue }[],
  projectId: number,
  date: string,
): TimesheetEntry[] {
  const result: TimesheetEntry[] = [];
  for (const { employeeId, value } of crew) {
    const own = stored.filter((s) => s.employeeId === employeeId && s.date === date);
    const here = own.find((s) => s.projectId === projectId);
    for (const s of own) {
      if (s === here) continue;
      result.push({ ...s, entryType: s.entryType === 'hours' ? 'hours' : 'days' });
    }
    result.push({ id: here?.id ?? null, employeeId, date, projectId, ...value });
  }
  return result;
}
