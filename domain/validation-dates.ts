import { z } from 'zod';
import { isIsoDate } from './dates';

/** Earliest and latest calendar day the app accepts: a contractor's records, with room for week arithmetic. */
export const MIN_DAY = '1900-01-01';
export const MAX_DAY = '2999-12-31';

/** A full ISO 8601 timestamp with a time zone: 2026-02-28T15:00:00Z, 2026-02-28T10:00:00.000-05:00. */
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/;

/**
 * The calendar day of an input: 'YYYY-MM-DD' (a real date), or a complete, valid ISO timestamp with a time
 * zone whose date part is kept as written (docs/decisions/015-dates.md); null for anything else, including
 * '2026-02-28Tgarbage', '2026-02-30', blanks around the text, and days outside 1900-01-01..2999-12-31.
 */
export function parseIsoDay(text: string): string | null {
  let day: string | null = null;
  if (isIsoDate(text)) day = text;
  else {
    const m = TIMESTAMP.exec(text);
    if (m && isIsoDate(m[1])) day = m[1];
  }
  return day !== null && day >= MIN_DAY && day <= MAX_DAY ? day : null;
}

/** A calendar date 'YYYY-MM-DD' (or a full ISO timestamp, its date part kept); required unless `optional`. */
function calendarDate(label: string, optional: boolean) {
  return z
    .unknown()
    .optional()
    .transform((v, ctx): string | null => {
      if (v === '' || v === null || v === undefined) {
        if (optional) return null;
        ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return z.NEVER;
      }
      const d = typeof v === 'string' ? parseIsoDay(v) : null;
      if (!d) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a date (YYYY-MM-DD)` });
        return z.NEVER;
      }
      return d;
    });
}

/** A required calendar date; stored and answered as 'YYYY-MM-DD'. */
export function dateSchema(label: string) {
  return calendarDate(label, false).pipe(z.string());
}

/** An optional calendar date; '', null or absent mean none (null). */
export function optionalDateSchema(label: string) {
  return calendarDate(label, true);
}

/** An optional calendar date in a query string (?date=, ?week=); absent or '' mean none (undefined). */
export function queryDateSchema(label: string) {
  return calendarDate(label, true).transform((d) => d ?? undefined);
}
