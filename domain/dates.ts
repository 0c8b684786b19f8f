/** Calendar dates are 'YYYY-MM-DD' strings; arithmetic is done in UTC so time zones and DST never shift a day. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** True when text is a real calendar date in YYYY-MM-DD form (rejects 2026-02-30). */
export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

function dayNumber(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / MS_PER_DAY;
}

/** Whole days from a to b (b − a); negative when b is earlier. */
export function daysBetween(a: string, b: string): number {
  return dayNumber(b) - dayNumber(a);
}

/** Adds n days to a calendar date. */
export function addDays(isoDate: string, n: number): string {
  return new Date((dayNumber(isoDate) + n) * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Today's calendar date in the server's or browser's local time zone, as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * A UTC day in en-US words, as toLocaleDateString('en-US', {…, timeZone: 'UTC'}) writes it, without Intl (a
 * page's first Intl object loads the browser's ICU data, domain/wording.ts): 'date' → "Nov 22, 2026",
 * 'monthDay' → "Nov 22", 'weekday' → "Sun". Invalid dates and years outside 1000–9999 go to Intl (domain/dates.test.ts).
 */
export function utcDayText(date: Date, style: 'date' | 'monthDay' | 'weekday'): string {
  const year = date.getUTCFullYear();
  if (!(year >= 1000 && year <= 9999)) {
    const options: Record<typeof style, Intl.DateTimeFormatOptions> = {
      date: { month: 'short', day: 'numeric', year: 'numeric' },
      monthDay: { month: 'short', day: 'numeric' },
      weekday: { weekday: 'short' },
    };
    return date.toLocaleDateString('en-US', { ...options[style], timeZone: 'UTC' });
  }
  if (style === 'weekday') return WEEKDAYS_SHORT[date.getUTCDay()];
  const monthDay = `${MONTHS_SHORT[date.getUTCMonth()]} ${date.getUTCDate()}`;
  return style === 'monthDay' ? monthDay : `${monthDay}, ${year}`;
}
