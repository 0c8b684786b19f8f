/**
 * CSV for spreadsheets and QuickBooks Online (docs/csv-exports.md): RFC 4180 (comma, CRLF, fields quoted when they
 * hold a comma, quote or line break), UTF-8 without BOM, a header row, dates YYYY-MM-DD and amounts with two
 * decimals and no currency symbol or thousands separator.
 */
export type CsvValue = string | number | null;

/** A plain decimal number ("-12.50", "3"): written as is, never taken for a formula. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * One field. Text that a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR, OWASP "CSV
 * injection") is prefixed with ' so it is shown as text; decimal numbers are left alone.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && !DECIMAL.test(text) && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text of a header and rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows]
    .map((r) => r.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
}
