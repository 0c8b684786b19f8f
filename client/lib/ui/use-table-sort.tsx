import { Select, Table } from '@mantine/core';
import { type CSSProperties, type ReactNode, useMemo, useState } from 'react';
import { type Column, firstDirOf, type SortDir, type SortState, sortLabel, sortRows } from '../../../domain/table-sort';
import { SortableTh } from './sortable-th';

type ThOptions = { align?: 'left' | 'right'; w?: number; style?: CSSProperties; children?: ReactNode };

/**
 * The sort state of a list and the header cell of each column (a SortableTh with aria-sort when the column sorts, a
 * plain th otherwise). A paginated list sends the state to its server (the Expenses list, accounting receipts);
 * a list loaded whole sorts in the browser with useTableSort. `initial` null keeps the list's own order.
 */
export function useSortState<T, K extends string>(columns: readonly Column<T, K>[], initial: SortState<K> | null = null) {
  const [state, setState] = useState<SortState<K> | null>(initial);
  const th = (key: K, o: ThOptions = {}) => {
    const c = columns.find((col) => col.key === key);
    const label = o.children ?? c?.label ?? key;
    if (!c?.sortValue)
      return (
        <Table.Th key={key} ta={o.align} w={o.w} style={o.style}>
          {label}
        </Table.Th>
      );
    return (
      <SortableTh
        key={key}
        column={key}
        // No column sorted yet: every header shows the neutral arrow and aria-sort="none".
        state={state ?? { sort: '' as K, dir: 'asc' }}
        onSort={setState}
        firstDir={firstDirOf(c)}
        align={o.align}
        w={o.w}
        style={{ textAlign: o.align, ...o.style }}
      >
        {label}
      </SortableTh>
    );
  };
  return { state, setState, th };
}

/**
 * Sorting of a list loaded whole (issue 18), the browser twin of the Expenses list's server sort: the rows in the
 * chosen order plus useSortState's state and header cells; pair it with SortSelect on a phone.
 */
export function useTableSort<T, K extends string>(
  rows: readonly T[] | undefined,
  columns: readonly Column<T, K>[],
  initial: SortState<K> | null = null,
) {
  const s = useSortState(columns, initial);
  const sorted = useMemo(() => sortRows(rows ?? [], columns, s.state), [rows, columns, s.state]);
  return { ...s, sorted };
}

type SortSelectProps<T, K extends string> = {
  columns: readonly Column<T, K>[];
  state: SortState<K> | null;
  onChange: (next: SortState<K> | null) => void;
  /** What the list's own order is called when nothing is chosen ("As listed"). */
  defaultLabel?: string;
};

/** "Sort by" for a card list or a phone (no column headers): every sortable column in both directions. */
export function SortSelect<T, K extends string>({ columns, state, onChange, defaultLabel = 'As listed' }: SortSelectProps<T, K>) {
  const data = [
    { value: '', label: defaultLabel },
    ...columns
      .filter((c) => c.sortValue)
      .flatMap((c) => {
        const first = firstDirOf(c);
        const second: SortDir = first === 'asc' ? 'desc' : 'asc';
        return [first, second].map((dir) => ({ value: `${c.key}:${dir}`, label: sortLabel(c, dir) }));
      }),
  ];
  return (
    <Select
      label="Sort by"
      data={data}
      value={state ? `${state.sort}:${state.dir}` : ''}
      onChange={(v) => {
        if (!v) return onChange(null);
        const [sort, dir] = v.split(':') as [K, 'asc' | 'desc'];
        onChange({ sort, dir });
      }}
      allowDeselect={false}
      w={{ base: '100%', xs: 240 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
