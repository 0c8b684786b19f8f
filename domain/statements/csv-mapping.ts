import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { type Cents, cents } from '../money';
import { type CsvRow, parseCsv, StatementFileError } from './csv-parse';

/** Date layouts bank exports use. */
export const DATE_FORMATS = ['MM/DD/YYYY', 'M/D/YY', 'YYYY-MM-DD', 'DD/MM/YYYY', 'DD.MM.YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/**
 * How a statement's CSV reads, remembered per account: the header names of the columns (matched without regard to
 * case or surrounding spaces), the date layout, and which sign money out has. `amount` is one signed column;
 * `debit` + `credit` are two unsigned ones (money out, money in) used when `amount` is not given.
 */
export const csvMappingSchema = lazySchema(() =>
  z
    .object({
      date: z.string().trim().min(1, 'Choose the date column').max(100),
      description: z.string().trim().min(1, 'Choose the description column').max(100),
      amount: z.string().trim().max(100).nullish(),
      debit: z.string().trim().max(100).nullish(),
      credit: z.string().trim().max(100).nullish(),
      balance: z.string().trim().max(100).nullish(),
      dateFormat: z.enum(DATE_FORMATS, { error: `Date format must be one of ${DATE_FORMATS.join(', ')}` }),
      /** out-negative: money out is negative (most bank exports); out-positive: charges are positive (most card exports). */
      sign: z.enum(['out-negative', 'out-positive'], { error: 'Sign must be out-negative or out-positive' }),
    })
    .refine((m) => !!m.amount || (!!m.debit && !!m.credit), {
      message: 'Choose an amount column, or both a debit and a credit column',
      path: ['amount'],
    }),
);
export type CsvMapping = z.infer<typeof csvMappingSchema>;

/** One statement line as read from a file: amount signed the app's way (money into the account positive). */
export type ParsedLine = {
  /** 1-based line of the file it came from. */
  line: number;
  date: string;
  description: string;
  amount: Cents;
  balance: Cents | null;
  /** The bank's own transaction id (OFX FITID), when it has one. */
  fitId: string | null;
};

const AMOUNT = /^(-)?\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * A bank's amount text in cents: "1,234.56", "-$12.30", "(45.00)" (parentheses are negative), "12.3-" is not
 * accepted. Empty text is null. Anything else, or more than two decimals, throws with the text quoted.
 */
export function parseBankAmount(raw: string): Cents | null {
  let text = raw.trim().replace(/^\$\s*/, '');
  if (text === '') return null;
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  if (text.startsWith('+')) text = text.slice(1);
  const m = AMOUNT.exec(text.replace(/^-\$/, '-'));
  if (!m) throw new Error(`"${raw.trim()}" is not an amount with at most 2 decimals`);
  const value = Number(m[2].replaceAll(',', '')) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return cents((negative !== !!m[1] ? -1 : 1) * value);
}

const DATE_PATTERNS: Record<DateFormat, RegExp> = {
  'MM/DD/YYYY': /^(?<m>\d{1,2})\/(?<d>\d{1,2})\/(?<y>\d{4})$/,
  'M/D/YY': /^(?<m>\d{1,2})\/(?<d>\d{1,2})\/(?<y>\d{2})$/,
  'YYYY-MM-DD': /^(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})$/,
  'DD/MM/YYYY': /^(?<d>\d{1,2})\/(?<m>\d{1,2})\/(?<y>\d{4})$/,
  'DD.MM.YYYY': /^(?<d>\d{1,2})\.(?<m>\d{1,2})\.(?<y>\d{4})$/,
};

/** A date in the given layout as YYYY-MM-DD; throws when it does not fit or is not a real day. */
export function parseBankDate(raw: string, format: DateFormat): string {
  const groups = DATE_PATTERNS[format].exec(raw.trim())?.groups;
  if (!groups) throw new Error(`"${raw.trim()}" is not a date in the format ${format}`);
  const year = groups.y.length === 2 ? 2000 + Number(groups.y) : Number(groups.y);
  const iso = `${year}-${groups.m.padStart(2, '0')}-${groups.d.padStart(2, '0')}`;
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso) throw new Error(`"${raw.trim()}" is not a real date`);
  return iso;
}

/** The header row of a CSV (its first row), for the mapping form. */
export function csvHeader(text: string): string[] {
  const rows = parseCsv(text);
  if (rows.length === 0) throw new StatementFileError(0, 'The file has no rows');
  return rows[0].cells.map((c) => c.trim());
}

function columnIndex(header: string[], name: string | null | undefined, label: string): number | null {
  if (!name) return null;
  const i = header.findIndex((h) => h.trim().toLowerCase() === name.trim().toLowerCase());
  if (i < 0) throw new StatementFileError(1, `the ${label} column "${name}" is not in the header (${header.join(', ')})`);
  return i;
}

/**
 * Reads a whole CSV statement with its account's mapping. Any row that cannot be read refuses the file:
 * StatementFileError names its line and what is wrong, so nothing of a half-read file is ever stored.
 */
export function parseCsvStatement(text: string, mapping: CsvMapping): ParsedLine[] {
  const rows = parseCsv(text);
  if (rows.length === 0) throw new StatementFileError(0, 'The file has no rows');
  const header = rows[0].cells.map((c) => c.trim());
  const col = {
    date: columnIndex(header, mapping.date, 'date') as number,
    description: columnIndex(header, mapping.description, 'description') as number,
    amount: columnIndex(header, mapping.amount, 'amount'),
    debit: mapping.amount ? null : columnIndex(header, mapping.debit, 'debit'),
    credit: mapping.amount ? null : columnIndex(header, mapping.credit, 'credit'),
    balance: columnIndex(header, mapping.balance, 'balance'),
  };
  return rows.slice(1).map((row) => readRow(row, col, mapping));
}

type Columns = {
  date: number;
  description: number;
  amount: number | null;
  debit: number | null;
  credit: number | null;
  balance: number | null;
};

function readRow(row: CsvRow, col: Columns, mapping: CsvMapping): ParsedLine {
  const cell = (i: number | null) => (i === null ? '' : (row.cells[i] ?? '').trim());
  try {
    const date = parseBankDate(cell(col.date), mapping.dateFormat);
    const description = cell(col.description).replace(/\s+/g, ' ');
    if (description === '') throw new Error('the description is empty');
    let amount: Cents;
    if (col.amount !== null) {
      const signed = parseBankAmount(cell(col.amount));
      if (signed === null) throw new Error('the amount is empty');
      amount = mapping.sign === 'out-negative' ? signed : cents(-signed || 0);
    } else {
      const debit = parseBankAmount(cell(col.debit));
      const credit = parseBankAmount(cell(col.credit));
      if (debit === null && credit === null) throw new Error('both the debit and the credit are empty');
      amount = cents((credit === null ? 0 : Math.abs(credit)) - (debit === null ? 0 : Math.abs(debit)) || 0);
    }
    const rawBalance = col.balance === null ? null : parseBankAmount(cell(col.balance));
    const balance = rawBalance === null ? null : mapping.sign === 'out-negative' ? rawBalance : cents(-rawBalance || 0);
    return { line: row.line, date, description: description.slice(0, 500), amount, balance, fitId: null };
  } catch (e) {
    throw new StatementFileError(row.line, (e as Error).message);
  }
}
