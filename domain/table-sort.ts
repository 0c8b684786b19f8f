import { type CsvValue, toCsv } from './csv';

/**
 * Sorting and CSV export of a list loaded whole in the browser (issue 18: every table sorts and exports, like the
 * Expenses list, whose server sorts because it is paginated). One column description serves the header, the order
 * and the CSV, so what is exported is what is shown, in the order shown.
 */

export type SortDir = 'asc' | 'desc';
export type SortState<K extends string = string> = { sort: K; dir: SortDir };

/** A value a column sorts by: numbers numerically, text case-insensitively, null (nothing) always last. */
export type SortValue = string | number | null;

export type Column<T, K extends string = string> = {
  key: K;
  /** The header and the CSV column name. */
  label: string;
  /** What the column sorts by; without it the column does not sort. */
  sortValue?: (row: T) => SortValue;
  /** The CSV field; without it the column is left out of the CSV (e.g. an actions column). */
  csv?: (row: T) => CsvValue;
  /** How the order is worded on a phone's "Sort by" select: A–Z, largest first, newest first. Text by default. */
  kind?: 'text' | 'number' | 'date';
  /** First direction of a click on this column; numbers and dates start largest or newest first, text A–Z. */
  firstDir?: SortDir;
};

/** The first direction of a column: its own, else descending for numbers and dates, ascending for text. */
export function firstDirOf(c: Pick<Column<unknown>, 'kind' | 'firstDir'>): SortDir {
  return c.firstDir ?? (c.kind === 'number' || c.kind === 'date' ? 'desc' : 'asc');
}

/** "Name, A–Z", "Amount, largest first", "Date, oldest first": an order said in words, for a select. */
export function sortLabel(c: Pick<Column<unknown>, 'label' | 'kind'>, dir: SortDir): string {
  const words = {
    text: { asc: 'A–Z', desc: 'Z–A' },
    number: { asc: 'smallest first', desc: 'largest first' },
    date: { asc: 'oldest first', desc: 'newest first' },
  }[c.kind ?? 'text'][dir];
  return `${c.label}, ${words}`;
}

/** Built on the first text comparison, not when a list's module loads (a first Intl object loads ICU data, domain/wording.ts). */
let text: Intl.Collator | undefined;

/** Compares two sort values ascending: numbers by value, text case-insensitively (numbers inside text in order). */
export function compareSortValues(a: SortValue, b: SortValue): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  text ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return text.compare(String(a), String(b));
}

/**
 * The rows in the chosen order: a column without a sort value, or an unknown one, keeps the given order; ties keep
 * the given order too (a stable sort), and rows without a value go last in both directions.
 */
export function sortRows<T>(rows: readonly T[], columns: readonly Column<T>[], state: SortState | null): T[] {
  const column = state ? columns.find((c) => c.key === state.sort) : undefined;
  const value = column?.sortValue;
  if (!state || !value) return [...rows];
  const sign = state.dir === 'asc' ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i, v: value(row) }))
    .sort((a, b) => {
      if (a.v === null || b.v === null) return compareSortValues(a.v, b.v) || a.i - b.i;
      return sign * compareSortValues(a.v, b.v) || a.i - b.i;
    })
    .map((x) => x.row);
}

/** The next sort after a click on `key`: the same column flips, a new one starts at its first direction. */
export function nextSort<K extends string>(state: SortState<K> | null, key: K, firstDir: SortDir = 'asc'): SortState<K> {
  if (state?.sort === key) return { sort: key, dir: state.dir === 'asc' ? 'desc' : 'asc' };
  return { sort: key, dir: firstDir };
}

/** The CSV of the rows as shown: one column per column with a `csv` field, headed by its label. */
export function rowsToCsv<T>(rows: readonly T[], columns: readonly Column<T>[]): string {
  const exported = columns.filter((c) => c.csv);
  return toCsv(
    exported.map((c) => c.label),
    rows.map((r) => exported.map((c) => (c.csv as (row: T) => CsvValue)(r))),
  );
}

/** A money amount (dollars) as the CSVs write it: two decimals, no symbol or separator; null stays empty. */
export function csvMoney(dollars: number | null | undefined): CsvValue {
  return dollars === null || dollars === undefined ? null : dollars.toFixed(2);
}
