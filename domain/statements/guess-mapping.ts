import { type CsvMapping, DATE_FORMATS, type DateFormat, parseBankDate } from './csv-mapping';
import type { StatementAccountKind } from './schemas';

/** The first header name that fits the patterns, tried in order (an exact "Description" before a "Details"). */
const pick = (header: readonly string[], patterns: RegExp | readonly RegExp[], taken: readonly (string | null)[] = []) => {
  for (const pattern of Array.isArray(patterns) ? patterns : [patterns]) {
    const found = header.find((h) => pattern.test(h) && !taken.includes(h));
    if (found) return found;
  }
  return null;
};

/**
 * A first mapping for a new account from the header names and the first data rows: the person checks it on the
 * mapping form before the import. A card's charges are guessed positive, a bank's withdrawals negative.
 */
export function guessMapping(
  header: readonly string[],
  sample: readonly (readonly string[])[],
  kind: StatementAccountKind,
): CsvMapping | null {
  const date = pick(header, [/^(posting |post |transaction )?date$/i, /date|posted/i]);
  const description = pick(header, [/^description$/i, /description/i, /payee/i, /memo/i, /name/i, /details|narrative/i], [date]);
  const amount = pick(header, /^amount$|amount/i, [date, description]);
  const debit = amount ? null : pick(header, /debit|withdrawal|money out|charge/i, [date, description]);
  const credit = amount ? null : pick(header, /credit|deposit|money in|payment/i, [date, description, debit]);
  const balance = pick(header, /balance/i, [date, description, amount, debit, credit]);
  if (!date || !description || (!amount && !(debit && credit))) return null;
  const column = header.indexOf(date);
  const values = sample.map((row) => row[column] ?? '').filter((v) => v.trim() !== '');
  const fits = (f: DateFormat) =>
    values.every((v) => {
      try {
        parseBankDate(v, f);
        return true;
      } catch {
        return false;
      }
    });
  const dateFormat = DATE_FORMATS.find(fits) ?? 'MM/DD/YYYY';
  return { date, description, amount, debit, credit, balance, dateFormat, sign: kind === 'card' ? 'out-positive' : 'out-negative' };
}
