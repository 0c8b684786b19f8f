/**
 * CSV for spreadsheets and QuickBooks Online: RFC 4180 (comma, CRLF, fields quoted when they hold a comma, quote
 * or line break), a header row, dates YYYY-MM-DD and amounts with two decimals and no currency symbol.
 */
export type CsvValue = string | number | null;

/** Text that a spreadsheet would run as a formula (=, +, @, tab, CR) is prefixed with ' (OWASP CSV injection). */
function cell(value: CsvValue): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text of a header and rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows]
    .map((r) => r.map(cell).join(','))
    .join('\r\n')
    .concat('\r\n');
}
