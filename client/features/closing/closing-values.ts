import { addDays, todayIso } from '../../../domain/dates';

/** The close date the form suggests: the last day of the previous month (a month's books are closed after it ends). */
export function suggestedCloseDate(today: string = todayIso()): string {
  return addDays(`${today.slice(0, 7)}-01`, -1);
}

/** How the card states the books: "Closed through Dec 31, 2025" or that nothing is closed. */
export function closedStateText(closedThrough: string | null, formatDay: (d: string) => string): string {
  return closedThrough === null
    ? 'No period is closed: every record can be changed.'
    : `The books are closed through ${formatDay(closedThrough)}. Nothing dated on or before that day can be created, changed or deleted.`;
}
