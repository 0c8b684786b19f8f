import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';

export type SortState<K extends string> = { sort: K; dir: 'asc' | 'desc' };

type SortableThProps<K extends string> = {
  column: K;
  state: SortState<K>;
  onSort: (next: SortState<K>) => void;
  children: ReactNode;
  /** The first direction a click on a new column takes (amounts and dates read best largest or newest first). */
  firstDir?: 'asc' | 'desc';
  align?: 'left' | 'right';
  style?: CSSProperties;
  w?: number;
};

/**
 * A table header that sorts its column: a button (keyboard: Tab, then Enter or Space) inside a th that carries
 * aria-sort, with an arrow for the direction. A click on the sorted column flips the direction.
 */
export function SortableTh<K extends string>({ column, state, onSort, children, firstDir = 'asc', align, style, w }: SortableThProps<K>) {
  const active = state.sort === column;
  const Icon = !active ? IconArrowsSort : state.dir === 'asc' ? IconArrowUp : IconArrowDown;
  const next = active ? (state.dir === 'asc' ? 'desc' : 'asc') : firstDir;
  return (
    <Table.Th aria-sort={active ? (state.dir === 'asc' ? 'ascending' : 'descending') : 'none'} style={style} w={w}>
      <UnstyledButton
        onClick={() => onSort({ sort: column, dir: next })}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 4,
          fontWeight: 'inherit',
          fontSize: 'inherit',
          flexDirection: align === 'right' ? 'row-reverse' : 'row',
        }}
      >
        {children}
        <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.45, flexShrink: 0 }} />
      </UnstyledButton>
    </Table.Th>
  );
}
