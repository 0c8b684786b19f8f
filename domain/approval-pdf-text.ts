import { isIsoDate } from './dates';
import { type Cents, parseCents } from './money';

/** Readers shared by the approval-PDF parser (domain/approval-pdf.ts): states, dates, money, lines and labels. */
// ---------------------------------------------------------------------------------------------------------
// Small readers

const STATES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
  'district of columbia': 'DC',
};
const STATE_CODES = new Set(Object.values(STATES));
const STATE_NAME_PATTERN = Object.keys(STATES)
  .sort((a, b) => b.length - a.length)
  .join('|');
/** A state as written: a two-letter code (also "Fla.") or the full name. */
export const STATE_PATTERN = `(?:[A-Z]{2}|Fla\\.?|${STATE_NAME_PATTERN.replace(/(^|\|)([a-z])/g, (_m, p, c: string) => `${p}${c.toUpperCase()}`).replace(/ ([a-z])/g, (_m, c: string) => ` ${c.toUpperCase()}`)})`;

/** The two-letter code of a state as written ("FL", "Florida", "Fla."); null when it is not a US state. */
export function stateCode(text: string): string | null {
  const t = text.trim().replace(/\.$/, '');
  if (/^fla$/i.test(t)) return 'FL';
  if (/^[A-Za-z]{2}$/.test(t) && STATE_CODES.has(t.toUpperCase())) return t.toUpperCase();
  return STATES[t.toLowerCase()] ?? null;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_PATTERN =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';
/** A date as contracts write it: 11/14/2026, 11-14-26, November 14, 2026, Nov. 14 2026, 14 November 2026, 2026-11-14. */
export const DATE_PATTERN = `(?:\\d{4}-\\d{1,2}-\\d{1,2}|\\d{1,2}[/-]\\d{1,2}[/-](?:\\d{4}|\\d{2})|${MONTH_PATTERN}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}\\s+${MONTH_PATTERN},?\\s+\\d{4})`;

const iso = (y: number, m: number, d: number): string | null => {
  const s = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return isIsoDate(s) ? s : null;
};

/** Reads one date (any DATE_PATTERN form) into 'YYYY-MM-DD'; null when it is not a real date. */
export function parseDate(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (m) return iso(+m[1], +m[2], +m[3]);
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})$/.exec(t);
  if (m) return iso(m[3].length === 2 ? 2000 + +m[3] : +m[3], +m[1], +m[2]);
  m = /^([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/.exec(t);
  if (m) {
    const month = MONTHS.findIndex((n) => n.startsWith(m![1].toLowerCase().slice(0, 3)));
    return month >= 0 ? iso(+m[3], month + 1, +m[2]) : null;
  }
  m = /^(\d{1,2})\s+([A-Za-z]+)\.?,?\s+(\d{4})$/.exec(t);
  if (m) {
    const month = MONTHS.findIndex((n) => n.startsWith(m![2].toLowerCase().slice(0, 3)));
    return month >= 0 ? iso(+m[3], month + 1, +m[1]) : null;
  }
  return null;
}

export const firstDate = (text: string): string | null => {
  for (const m of text.matchAll(new RegExp(DATE_PATTERN, 'gi'))) {
    const d = parseDate(m[0]);
    if (d) return d;
  }
  return null;
};

/** A money amount: "$1,234.56", "$ 1234", "1,234.56" (a bare number needs its cents or thousands commas). */
const MONEY_PATTERN = /(-)?\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?(?!\d)|(?<![\d.,$])(\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})(?![\d%])/g;

/** Every money amount in a line, in cents, with where it starts and ends. */
export function moneyAmounts(line: string): { cents: Cents; index: number; end: number }[] {
  const out: { cents: Cents; index: number; end: number }[] = [];
  for (const m of line.matchAll(MONEY_PATTERN)) {
    const whole = (m[2] ?? m[4]).replaceAll(',', '');
    const frac = m[3] ?? m[5] ?? '00';
    const index = m.index ?? 0;
    out.push({ cents: parseCents(`${m[1] ?? ''}${whole}.${frac}`), index, end: index + m[0].length });
  }
  return out;
}

export const clean = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/^[\s:;,.\-–—#]+|[\s:;,\-–—]+$/g, '')
    .trim();

// ---------------------------------------------------------------------------------------------------------
// Lines and labels

export type Line = { text: string; index: number };

/** A form box's heading: one to four words of letters, no figures ("JOB NAME", "START DATE", "CHANGE ORDER NO."). */
const HEADING_CELL = /^[A-Za-z][A-Za-z.'/&]*(?: [A-Za-z][A-Za-z.'/&#]*){0,3}:?$/;

/**
 * Form boxes or side-by-side blocks read by OCR: headings on one line, their values on the lines under them, the
 * columns apart by wide gaps ("JOB NAME      START DATE" over "Pool Deck      12/01/2026"; "BILL TO      JOB SITE"
 * over two address blocks). Each column is given on its own, heading first, as a text layer reads the boxes.
 */
export function formRows(lines: readonly string[]): string[] {
  const cells = (line: string) => line.trim().split(/\s{3,}/);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    out.push(lines[i]);
    const heads = cells(lines[i]);
    if (heads.length < 2 || i + 1 >= lines.length || !heads.every((h) => HEADING_CELL.test(h))) continue;
    const rows: string[][] = [];
    for (let j = i + 1; j < lines.length; j++) {
      const row = cells(lines[j]);
      // Values may read like headings ("Robert Okafor"); a row of capitals is the next row of headings.
      if (row.length !== heads.length || (rows.length > 0 && row.every((v) => HEADING_CELL.test(v) && v === v.toUpperCase()))) break;
      rows.push(row);
    }
    if (rows.length === 0) continue;
    // One row of boxes keeps its line too ("Winter Park   FL   32789" is also a city line); blocks are only split.
    if (rows.length === 1) out.push(lines[i + 1]);
    out.push(...heads.flatMap((h, k) => [h, ...rows.map((r) => r[k])]));
    i += rows.length;
  }
  return out;
}

export function toLines(text: string): Line[] {
  const raw = text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\t]/g, ' ')
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .split('\n');
  return formRows(raw)
    .map((t) => t.replace(/ {2,}/g, ' ').trim())
    .filter((t) => t.length > 0)
    .map((t, index) => ({ text: t, index }));
}

/**
 * Finds the value of a label: "Label: value" (also "Label - value" or "Label # value") on one line, or a line
 * holding only the label (a form box, a column header) with the value on the next line. Labels are tried in
 * order; the first label found anywhere wins.
 */
export function labeled(
  lines: Line[],
  labels: string[],
  accept: (value: string) => boolean = (v) => v.length > 0,
): { value: string; line: number; nextLine: boolean } | null {
  for (const label of labels) {
    const sameLine = new RegExp(`^(?:${label})(?:\\s*[:#]|\\s+[-–—])\\s*(.+)$`, 'i');
    const alone = new RegExp(`^(?:${label})\\s*:?$`, 'i');
    for (let i = 0; i < lines.length; i++) {
      const t = lines[i].text;
      const m = sameLine.exec(t);
      if (m) {
        const value = clean(m[1]);
        if (accept(value)) return { value, line: i, nextLine: false };
      } else if (alone.test(t) && i + 1 < lines.length) {
        const value = clean(lines[i + 1].text);
        if (accept(value)) return { value, line: i + 1, nextLine: true };
      }
    }
  }
  return null;
}

/** Cuts a labeled value at the next label on the same line ("Start Date: 02/01/2027  End Date: …"). */
export const untilNextLabel = (value: string) => value.split(/\s{1,}(?=[A-Z][A-Za-z ]{1,24}:\s)/)[0].trim();
