import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table that scrolls sideways at 390 px and is reachable from the keyboard (axe scrollable-region-focusable). */
export function ScrollableTable({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': `${label}, scrollable` } }}>
      {children}
    </Table.ScrollContainer>
  );
}
