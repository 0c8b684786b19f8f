import { describe, expect, it } from 'vitest';
import { type Column, compareSortValues, csvMoney, firstDirOf, nextSort, rowsToCsv, sortLabel, sortRows } from './table-sort';

type Row = { id: number; name: string; amount: number | null; note?: string };
const columns: Column<Row>[] = [
  { key: 'name', label: 'Name', sortValue: (r) => r.name, csv: (r) => r.name },
  { key: 'amount', label: 'Amount', kind: 'number', sortValue: (r) => r.amount, csv: (r) => csvMoney(r.amount) },
  { key: 'actions', label: 'Actions' },
];
const rows: Row[] = [
  { id: 1, name: 'beta', amount: 20 },
  { id: 2, name: 'Alpha', amount: null },
  { id: 3, name: 'alpha', amount: 5.5 },
  { id: 4, name: 'Item 10', amount: 20 },
  { id: 5, name: 'Item 9', amount: -1 },
];
const ids = (r: Row[]) => r.map((x) => x.id);

describe('client-side table sort', () => {
  it('sorts text case-insensitively with numbers inside text in order; ties keep the given order', () => {
    expect(ids(sortRows(rows, columns, { sort: 'name', dir: 'asc' }))).toEqual([2, 3, 1, 5, 4]);
    expect(ids(sortRows(rows, columns, { sort: 'name', dir: 'desc' }))).toEqual([4, 5, 1, 2, 3]);
  });

  it('sorts numbers by value and puts rows without a value last in both directions', () => {
    expect(ids(sortRows(rows, columns, { sort: 'amount', dir: 'asc' }))).toEqual([5, 3, 1, 4, 2]);
    expect(ids(sortRows(rows, columns, { sort: 'amount', dir: 'desc' }))).toEqual([1, 4, 3, 5, 2]);
  });

  it('keeps the given order with no sort, an unknown column or a column that does not sort', () => {
    expect(ids(sortRows(rows, columns, null))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(sortRows(rows, columns, { sort: 'nope', dir: 'asc' }))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(sortRows(rows, columns, { sort: 'actions', dir: 'desc' }))).toEqual([1, 2, 3, 4, 5]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]); // not sorted in place
  });

  it('compares across kinds without throwing and null with null as equal', () => {
    expect(compareSortValues(null, null)).toBe(0);
    expect(compareSortValues(null, 1)).toBeGreaterThan(0);
    expect(compareSortValues('a', null)).toBeLessThan(0);
    expect(compareSortValues(2, 10)).toBeLessThan(0);
    expect(compareSortValues('2', '10')).toBeLessThan(0);
  });

  it('a click on the sorted column flips it; a new column starts at its first direction', () => {
    expect(nextSort(null, 'name')).toEqual({ sort: 'name', dir: 'asc' });
    expect(nextSort({ sort: 'name', dir: 'asc' }, 'name')).toEqual({ sort: 'name', dir: 'desc' });
    expect(nextSort({ sort: 'name', dir: 'desc' }, 'name')).toEqual({ sort: 'name', dir: 'asc' });
    expect(nextSort({ sort: 'name', dir: 'asc' }, 'amount', 'desc')).toEqual({ sort: 'amount', dir: 'desc' });
    expect(firstDirOf({ kind: 'number' })).toBe('desc');
    expect(firstDirOf({ kind: 'date' })).toBe('desc');
    expect(firstDirOf({})).toBe('asc');
    expect(firstDirOf({ kind: 'number', firstDir: 'asc' })).toBe('asc');
  });

  it('words an order for the phone select', () => {
    expect(sortLabel({ label: 'Name' }, 'asc')).toBe('Name, A–Z');
    expect(sortLabel({ label: 'Amount', kind: 'number' }, 'desc')).toBe('Amount, largest first');
    expect(sortLabel({ label: 'Date', kind: 'date' }, 'asc')).toBe('Date, oldest first');
  });

  it('exports the rows as shown, only the columns with a CSV field, money with two decimals', () => {
    const sorted = sortRows(rows.slice(0, 3), columns, { sort: 'amount', dir: 'desc' });
    expect(rowsToCsv(sorted, columns)).toBe('Name,Amount\r\nbeta,20.00\r\nalpha,5.50\r\nAlpha,\r\n');
    expect(rowsToCsv([{ id: 9, name: '=SUM(A1)', amount: 1 }], columns)).toBe("Name,Amount\r\n'=SUM(A1),1.00\r\n");
  });
});
