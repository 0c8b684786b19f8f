import { Flex } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Column, SortState } from '../../../domain/table-sort';
import { ExportCsvButton } from './export-csv-button';
import { SortSelect } from './use-table-sort';

type ListToolsProps<T, K extends string> = {
  columns: readonly Column<T, K>[];
  sort: { state: SortState<K> | null; setState: (next: SortState<K> | null) => void; sorted: readonly T[] };
  fileName: string;
  /** Names the list on the Export CSV button for a screen reader ("suppliers"). */
  label: string;
  /** What the list's own order is called in Sort by. */
  defaultLabel?: string;
  /** The search box, first in the row. */
  children?: ReactNode;
};

/** Search, Sort by and Export CSV of a card list (no column headers to click): one row on a desktop, stacked on a phone. */
export function ListTools<T, K extends string>({ columns, sort, fileName, label, defaultLabel, children }: ListToolsProps<T, K>) {
  return (
    <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-end' }} gap="sm">
      {children}
      <SortSelect columns={columns} state={sort.state} onChange={sort.setState} defaultLabel={defaultLabel} />
      <ExportCsvButton rows={sort.sorted} columns={columns as readonly Column<T>[]} fileName={fileName} label={label} />
    </Flex>
  );
}
