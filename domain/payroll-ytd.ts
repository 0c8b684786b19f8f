import { addCents, type Cents, subCents } from './money';
import { weekEnd } from './payroll';

/** One week's pay of an employee: its Sunday, the day it was paid (null: not yet), gross and advances recovered. */
export type PaidWeek = { week: string; payDate: string | null; gross: Cents; advances: Cents };

/** The year-to-date block of a pay stub. */
export type YearToDate = { year: number; weeks: number; gross: Cents; advances: Cents; net: Cents };

/**
 * Year-to-date totals of a pay stub: wages count in the calendar year they are paid (IRS Pub. 15: wages are
 * reported when paid, not when earned), so the year is the stub's pay date's — or, before it is paid, the year of
 * its Saturday. They add every week paid in that year on or before this stub's pay date (same day: earlier
 * weeks), and this week itself. Net = gross − advances recovered.
 */
export function yearToDate(thisWeek: PaidWeek, paidWeeks: readonly PaidWeek[]): YearToDate {
  const anchor = thisWeek.payDate ?? weekEnd(thisWeek.week);
  const year = anchor.slice(0, 4);
  const counted = paidWeeks.filter(
    (w) =>
      w.week !== thisWeek.week &&
      w.payDate !== null &&
      w.payDate.slice(0, 4) === year &&
      (thisWeek.payDate === null || w.payDate < thisWeek.payDate || (w.payDate === thisWeek.payDate && w.week < thisWeek.week)),
  );
  const all = [...counted, thisWeek];
  const gross = addCents(...all.map((w) => w.gross));
  const advances = addCents(...all.map((w) => w.advances));
  return { year: Number(year), weeks: all.length, gross, advances, net: subCents(gross, advances) };
}
