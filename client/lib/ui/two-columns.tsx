import { Box, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Two equal columns (the label/value figures of a card in a list). Mantine's SimpleGrid writes a <style> element
 * per instance, so a list of 25 cards added 25 style sheets and recalculated the page's styles for each; this is
 * the same grid as an inline style.
 */
export function TwoColumns({ rowGap = 'xs', children }: { rowGap?: MantineSpacing; children: ReactNode }) {
  const gap = (s: MantineSpacing) => (typeof s === 'number' ? `${s / 16}rem` : `var(--mantine-spacing-${s})`);
  return (
    <Box style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: gap('xs'), rowGap: gap(rowGap) }}>
      {children}
    </Box>
  );
}
