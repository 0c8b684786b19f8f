import { Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type UnpricedWork, unpricedWorkNote } from '../../../domain/unpriced-work';

/**
 * "Not final: 3 work records for employees without a rate (Ana Ruiz)" under a margin or profit that includes work
 * priced at $0 (issue 18, honest figures; docs/decisions.md); nothing when all work is priced.
 */
export function UnpricedWorkNote({ work, size = 'sm' }: { work: UnpricedWork; size?: 'xs' | 'sm' }) {
  const note = unpricedWorkNote(work);
  if (!note) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconAlertTriangle size={16} color="var(--mantine-color-orange-text)" aria-hidden style={{ flex: 'none', marginTop: 2 }} />
      <Text size={size} c="orange" fw={500}>
        {note}
      </Text>
    </Group>
  );
}
