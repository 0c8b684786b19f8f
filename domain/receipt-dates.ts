import { isIsoDate } from './dates';

const MONTHS: Record<string, number> = {
  JAN: 1,
  FEB: 2,
  MAR: 3,
  APR: 4,
  MAY: 5,
  JUN: 6,
  JUL: 7,
  AUG: 8,
  SEP: 9,
  SEPT: 9,
  OCT: 10,
  NOV: 11,
  DEC: 12,
};
const MONTH = '(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEPT?|OCT|NOV|DEC)[A-Z]*\\.?';

const iso = (y: number, m: number, d: number): string | null => {
  const year = y < 100 ? 2000 + y : y;
  const text = `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return year >= 1990 && year <= 2100 && isIsoDate(text) ? text : null;
};

/** Every date written on one line, in the formats US receipts use, as YYYY-MM-DD. */
function datesIn(line: string): string[] {
  // OCR slips inside numbers: O for 0, l/I for 1 (only between digits and separators).
  const text = line
    .toUpperCase()
    .split(/\s+/)
    .map((t) => (/^[\dOLI]{1,4}[/.-][\dOLI]{1,2}[/.-][\dOLI]{2,4}$/.test(t) ? t.replace(/O/g, '0').replace(/[LI]/g, '1') : t))
    .join(' ');
  const found: string[] = [];
  const push = (v: string | null) => v && found.push(v);
  for (const m of text.matchAll(/\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/g)) push(iso(+m[1], +m[2], +m[3]));
  for (const m of text.matchAll(/\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/g)) {
    // US order (month first); when the first number cannot be a month, read it as day/month.
    push(+m[1] > 12 ? iso(+m[3], +m[2], +m[1]) : iso(+m[3], +m[1], +m[2]));
  }
  for (const m of text.matchAll(new RegExp(`\\b${MONTH}\\s*-?\\s*(\\d{1,2})(?:ST|ND|RD|TH)?,?\\s*-?\\s*(\\d{4})\\b`, 'g'))) {
    push(iso(+m[3], MONTHS[m[1]], +m[2]));
  }
  for (const m of text.matchAll(new RegExp(`\\b(\\d{1,2})\\s*-?\\s*${MONTH}\\s*-?,?\\s*(\\d{4}|\\d{2})\\b`, 'g'))) {
    push(iso(+m[3], MONTHS[m[2]], +m[1]));
  }
  return found;
}

/** The purchase date: on a line labelled DATE when there is one, else the first date printed; null if none. */
export function findReceiptDate(lines: readonly string[]): string | null {
  let first: string | null = null;
  for (const line of lines) {
    const dates = datesIn(line);
    if (dates.length === 0) continue;
    if (/\bDATE\b/i.test(line)) return dates[0];
    first ??= dates[0];
  }
  return first;
}
