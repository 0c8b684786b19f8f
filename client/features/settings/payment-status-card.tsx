import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type CashappConfig, databaseLabel, type Health } from './settings-values';

type PaymentStatusCardProps = {
  config: CashappConfig | undefined;
  health: UseQueryResult<Health>;
};

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/** Whether Cash App payments are set up, with the saved handle, and which database the server uses. */
export function PaymentStatusCard({ config, health }: PaymentStatusCardProps) {
  const configured = config?.isConfigured ?? false;
  const database = health.isPending ? 'Checking…' : health.isError ? 'Server not answering' : databaseLabel(health.data.database);
  return (
    <Card component="section" aria-labelledby="payment-status-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="payment-status-title">
            Payment Status
          </Title>
          <Badge color={configured ? 'green' : 'gray'} variant="light">
            {configured ? 'Configured' : 'Not configured'}
          </Badge>
        </Group>
        <Row label="Handle" value={config?.businessHandle || '—'} />
        <Row label="Display name" value={config?.businessDisplayName || '—'} />
        <Text size="sm" c="dimmed">
          {configured
            ? 'Pay Now links on the payroll page open Cash App with the amount filled in.'
            : 'Save a business handle and display name so Pay Now links open Cash App with the amount filled in.'}
        </Text>
        <Row label="Database" value={database} />
      </Stack>
    </Card>
  );
}
