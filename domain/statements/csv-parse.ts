/**
 * A small RFC 4180 reader for bank CSV exports: comma, semicolon or tab separated, fields quoted with double quotes
 * (a quote inside doubled), CRLF or LF line ends, a byte-order mark dropped. Each row keeps the line number it
 * starts on, so an error can name the line a person sees in a text editor.
 */
export type CsvRow = { line: number; cells: string[] };

/** Thrown for a file that cannot be read whole; `line` is 1-based (0 when the file as a whole is wrong). */
export class StatementFileError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(line > 0 ? `Line ${line}: ${message}` : message);
  }
}

/** The separator of the first line: the one of comma, semicolon and tab it has most of outside quotes. */
export function detectSeparator(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const outside = first.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((s) => [s, outside.split(s).length - 1] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0][1] > 0 ? counts[0][0] : ',';
}

/** Reads every non-empty row; an unclosed quote is an error naming the line it opened on. */
export function parseCsv(input: string, separator = detectSeparator(input)): CsvRow[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 0;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
      quoteLine = line;
    } else if (ch === separator) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += ch;
  }
  if (quoted) throw new StatementFileError(quoteLine, 'a quoted field is never closed');
  endRow();
  return rows;
}
