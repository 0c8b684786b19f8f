import { addDays, isIsoDate, todayIso } from './dates';

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
/** The earliest purchase date a receipt reader accepts. */
const OLDEST_YEAR = 1990;

/** One date read from a line. `ambiguous`: both day/month orders were valid; `repaired`: one year digit was fixed. */
type DateCandidate = { iso: string; ambiguous: boolean; repaired: boolean; line: number; labelled: boolean; timed: boolean };

const iso = (y: number, m: number, d: number): string | null => {
  const text = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return isIsoDate(text) ? text : null;
};

/**
 * The years a printed year may stand for, best first: itself when it is not in the future (two digits are
 * 20xx); else the latest year that differs from it in one digit (an OCR slip, "2047" → "2017").
 */
function yearReadings(printed: string, thisYear: number): { year: number; repaired: boolean }[] {
  const year = printed.length === 2 ? 2000 + Number(printed) : Number(printed);
  if (year >= OLDEST_YEAR && year <= thisYear) return [{ year, repaired: false }];
  if (printed.length !== 4) return [];
  const fixes: number[] = [];
  for (let i = 0; i < 4; i++) {
    for (let digit = 0; digit <= 9; digit++) {
      const y = Number(printed.slice(0, i) + digit + printed.slice(i + 1));
      if (y >= 2000 && y <= thisYear && y !== year) fixes.push(y);
    }
  }
  return [...new Set(fixes)].sort((a, b) => b - a).map((y) => ({ year: y, repaired: true }));
}

/** OCR slips inside date-like tokens: O for 0, l/I for 1 (only in tokens shaped like a numeric date). */
function undoSlips(line: string): string {
  return line
    .toUpperCase()
    .split(/\s+/)
    .map((t) => (/^[\dOLI]{1,4}[/.-][\dOLI]{1,2}[/.-][\dOLI]{2,4}/.test(t) ? t.replace(/[O]/g, '0').replace(/[LI]/g, '1') : t))
    .join(' ');
}

const DATE_LABEL = /\bDATE\b|\bDATED\b|\bDT\b|\b[DP]ATE\s*:/;
/** A time of day: "14:05", or after a date "08.28" / "08.28.15" (some tills print the time with dots). */
const TIME = /\d{1,2}:\d{2}|\d{2}\s+([01]?\d|2[0-3])\.[0-5]\d(\.[0-5]\d)?(?![\d.])/;

/**
 * Every date on one line, each with the readings that are real, not in the future and not before 1990. `above`
 * is the line before: a column heading "DATE TIME …" labels the line under it.
 */
function datesIn(line: string, index: number, dayFirst: boolean, today: string, above = ''): DateCandidate[] {
  const text = undoSlips(line);
  const thisYear = Number(today.slice(0, 4));
  const heading = DATE_LABEL.test(above.toUpperCase()) && !/\d[/.-]\d/.test(above);
  const labelled = DATE_LABEL.test(text) || heading;
  const timed = TIME.test(text);
  const found: DateCandidate[] = [];
  const add = (readings: (string | null)[], repaired: boolean) => {
    const valid = [...new Set(readings.filter((r): r is string => r !== null && r <= addDays(today, 1)))];
    if (valid.length > 0) found.push({ iso: valid[0], ambiguous: valid.length > 1, repaired, line: index, labelled, timed });
  };
  for (const m of text.matchAll(/\b(\d{4})\s?[-/.]\s?(\d{1,2})\s?[-/.]\s?(\d{1,2})(?!\d)/g)) {
    for (const y of yearReadings(m[1], thisYear).slice(0, 1)) add([iso(y.year, +m[2], +m[3])], y.repaired);
  }
  // Day and month in either order; a time may follow the year with or without a space ("29/12/201720:17").
  for (const m of text.matchAll(/(?<![\d.])(\d{1,2})\s?[/.-]\s?(\d{1,2})\s?[/.-]\s?(\d{4}(?=\d{1,2}:\d\d)|(?:\d{4}|\d{2})(?!\d))/g)) {
    for (const y of yearReadings(m[3], thisYear).slice(0, 1)) {
      const us = iso(y.year, +m[1], +m[2]);
      const dm = iso(y.year, +m[2], +m[1]);
      add(dayFirst ? [dm, us] : [us, dm], y.repaired);
    }
  }
  // After a DATE label, the separator between month and year lost ("30-092017").
  if (DATE_LABEL.test(text))
    for (const m of text.matchAll(/(?<![\d.])(\d{1,2})[/.-](\d{2})((?:19|20)\d{2})(?![\d:])/g)) {
      for (const y of yearReadings(m[3], thisYear).slice(0, 1)) {
        const us = iso(y.year, +m[1], +m[2]);
        const dm = iso(y.year, +m[2], +m[1]);
        add(dayFirst ? [dm, us] : [us, dm], y.repaired);
      }
    }
  const written: [RegExp, (m: RegExpMatchArray) => [string, string, string]][] = [
    [
      new RegExp(`\\b${MONTH}\\s*-?\\s*(\\d{1,2})(?:ST|ND|RD|TH)?(?:,\\s*|\\s+|-\\s*)(\\d{4}|\\d{2})(?!\\d)`, 'g'),
      (m) => [m[3], m[1], m[2]],
    ],
    [
      new RegExp(`\\b(\\d{1,2})(?:ST|ND|RD|TH)?\\s*[-/.]?\\s*${MONTH}\\s*[-/.,]?\\s*(\\d{4}|\\d{2})(?!\\d)`, 'g'),
      (m) => [m[3], m[2], m[1]],
    ],
  ];
  for (const [re, parts] of written) {
    for (const m of text.matchAll(re)) {
      const [year, month, day] = parts(m);
      for (const y of yearReadings(year, thisYear).slice(0, 1)) add([iso(y.year, MONTHS[month], +day)], y.repaired);
    }
  }
  return found;
}

/**
 * Whether the receipt writes dates day first: a numeric date whose first number cannot be a month, or the
 * marks of a day-first country (GST/VAT, RM/£/€ amounts, SDN BHD, "TAX INVOICE").
 */
export function looksDayFirst(lines: readonly string[]): boolean {
  const text = lines.join('\n').toUpperCase();
  let dayFirst = 0;
  let monthFirst = 0;
  for (const m of text.matchAll(/(?<![\d.])(\d{1,2})[/.-](\d{1,2})[/.-](?:\d{4}|\d{2})(?!\d)/g)) {
    if (+m[1] > 12 && +m[2] <= 12) dayFirst++;
    if (+m[2] > 12 && +m[1] <= 12) monthFirst++;
  }
  if (dayFirst !== monthFirst) return dayFirst > monthFirst;
  return /\b(GST|VAT|SDN\.?\s*BHD|BHD|PTY|MYR|TAX\s*INVOICE|ABN)\b|\bRM\s?\d|[£€]/.test(text);
}

export type DateRead = { date: string | null; confidence: number };

/**
 * The purchase date and how sure it is: a date on a line labelled DATE (or printed with a time) first, a
 * reading that needed no year repair before one that did; among a day/month pair both valid, the order the
 * receipt itself uses (see looksDayFirst), else month first. Never a date in the future.
 */
export function readReceiptDate(lines: readonly string[], today: string = todayIso()): DateRead {
  const dayFirst = looksDayFirst(lines);
  const all = lines.flatMap((line, i) => datesIn(line, i, dayFirst, today, lines[i - 1]));
  if (all.length === 0) return { date: null, confidence: 0 };
  const score = (c: DateCandidate) => (c.labelled ? 4 : 0) + (c.timed ? 2 : 0) + (c.repaired ? 0 : 3) - c.line * 0.01;
  const best = all.reduce((a, b) => (score(b) > score(a) ? b : a));
  let confidence = best.labelled && best.timed ? 0.95 : best.labelled || best.timed ? 0.92 : 0.7;
  if (best.ambiguous) confidence -= 0.25;
  if (best.repaired) confidence -= 0.4;
  if (all.some((c) => c.iso !== best.iso && c.labelled === best.labelled && !c.repaired)) confidence -= 0.15;
  return { date: best.iso, confidence: Math.max(0.1, Math.round(confidence * 100) / 100) };
}

/** The purchase date (YYYY-MM-DD) or null; see readReceiptDate. */
export function findReceiptDate(lines: readonly string[], today: string = todayIso()): string | null {
  return readReceiptDate(lines, today).date;
}
