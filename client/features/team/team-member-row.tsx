import { ActionIcon, Badge, Group, Paper, Text } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { rateText } from '../../../domain/people';
import type { Assignment } from '../../../domain/work-records';
import { payTypeLabel } from './team-options';

type TeamMemberRowProps = {
  assignment: Assignment;
  removing: boolean;
  onRemove: () => void;
};

/** One assigned member: name, position, rate, a Daily/Hourly Rate badge and a remove button. */
export function TeamMemberRow({ assignment: { employee }, removing, onRemove }: TeamMemberRowProps) {
  const hourly = employee.payType === 'hourly';
  return (
    <Paper withBorder p="sm" radius="md" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {employee.name}
          </Text>
          <Text size="xs" c="dimmed">
            {employee.position} · {rateText(employee)}
          </Text>
        </div>
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Badge variant="light" color={hourly ? 'cyan' : 'indigo'} size="sm" tt="none">
            {payTypeLabel(employee.payType)}
          </Badge>
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${employee.name}`} onClick={onRemove} loading={removing}>
            <IconUserMinus size={16} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
