import { addDays } from '../dates';

/** The last day of the month before the one `day` (YYYY-MM-DD) is in. */
export function previousMonthEnd(day: string): string {
  return addDays(`${day.slice(0, 7)}-01`, -1);
}

/** The last day of the month `day` is in. */
export function monthEndOf(day: string): string {
  const [y, m] = day.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/**
 * Every month end from the month `first` is in up to `last` (a month end), oldest first, at most the newest `max`
 * of them: the months a WIP snapshot can be filled in for.
 */
export function monthEndsBetween(first: string, last: string, max: number): string[] {
  const out: string[] = [];
  for (let m = last; m >= monthEndOf(first) && out.length < max; m = previousMonthEnd(m)) out.push(m);
  return out.reverse();
}
