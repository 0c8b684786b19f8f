import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconCashBanknote } from '@tabler/icons-react';
import type { CostSummary } from '../../../domain/cost-tracking';
import { formatMoney } from '../../lib/format';

/**
 * Advances drawn against the project: cash paid out ahead of wages, shown beside the costs and never counted in
 * them (the work records the advance pays for are already labor). Nothing is shown when there are none.
 */
export function AdvancesDrawn({ drawn }: { drawn: CostSummary['advancesDrawn'] }) {
  if (drawn.count === 0) return null;
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label="Advances drawn">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <ThemeIcon variant="light" color="orange" size="sm" aria-hidden>
            <IconCashBanknote size={14} />
          </ThemeIcon>
          <div>
            <Text size="sm" fw={500}>
              Advances drawn
            </Text>
            <Text size="xs" c="dimmed">
              {drawn.count} {drawn.count === 1 ? 'advance' : 'advances'} paid ahead of wages: cash out, not a project cost
            </Text>
          </div>
        </Group>
        <Text fw={700}>{formatMoney(drawn.total)}</Text>
      </Group>
    </Paper>
  );
}
