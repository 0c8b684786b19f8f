import { Badge, Group, Paper, Spoiler, Stack, Text } from '@mantine/core';
import type { OutboxMessage } from '../../../domain/api/sms';
import { formatTimestamp, smsStatusBadge } from './settings-values';

/** One text message: who it went to, when, its delivery status and its body (long bodies fold). */
export function SmsMessageItem({ message }: { message: OutboxMessage }) {
  const badge = smsStatusBadge(message.status);
  return (
    <Paper withBorder p="sm" component="li" aria-label={`Message to ${message.employeeName ?? message.toPhone ?? 'unknown'}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {message.employeeName ?? 'Unknown employee'}
            </Text>
            <Text size="xs" c="dimmed">
              To {message.toPhone ?? 'no phone number'} · {formatTimestamp(message.createdAt)}
            </Text>
          </div>
          <Badge color={badge.color} variant="light" style={{ flexShrink: 0 }}>
            {badge.label}
          </Badge>
        </Group>
        {message.status === 'failed' && message.error && (
          <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
            {message.error}
          </Text>
        )}
        <Spoiler
          maxHeight={44}
          showLabel="Show message"
          hideLabel="Hide message"
          styles={{ control: { fontSize: 'var(--mantine-font-size-sm)' } }}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.body}
          </Text>
        </Spoiler>
      </Stack>
    </Paper>
  );
}
