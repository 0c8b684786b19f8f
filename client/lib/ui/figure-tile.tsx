import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type FigureTileProps = { label: string; value: ReactNode; color?: string; hint?: string };

/** One headline figure in a bordered tile: a small label, the value large and bold, an optional hint below. */
export function FigureTile({ label, value, color, hint }: FigureTileProps) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" c={color}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}
