import { Button, Card, Group, NumberInput, Skeleton, Stack, Switch, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { NotificationRule } from '../../../domain/notification-rules';
import { LoadError } from '../../lib/ui/load-error';
import { useRole } from '../auth/auth-queries';
import { notificationQueries } from './notification-queries';
import { useUpdateRule } from './use-notification-mutations';

/** readOnly: the office sees the rules; changing one is the owner's (domain/access.ts). */
function RuleRow({ rule, readOnly }: { rule: NotificationRule; readOnly: boolean }) {
  const update = useUpdateRule();
  const [threshold, setThreshold] = useState<number | string>(rule.thresholdValue ?? '');
  const changed = threshold !== '' && Number(threshold) !== rule.thresholdValue;
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <Switch
        label={rule.name}
        checked={rule.enabled}
        disabled={readOnly}
        onChange={(e) => update.mutate({ id: rule.id, body: { enabled: e.currentTarget.checked } })}
        style={{ flex: '1 1 220px' }}
      />
      {rule.thresholdValue !== null && (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <NumberInput
            label="Threshold"
            value={threshold}
            onChange={setThreshold}
            decimalScale={2}
            min={-100}
            max={100000}
            w={110}
            size="xs"
            aria-label={`Threshold of ${rule.name}`}
            readOnly={readOnly}
          />
          {!readOnly && (
            <Button
              size="xs"
              variant="light"
              disabled={!changed}
              loading={update.isPending}
              onClick={() => update.mutate({ id: rule.id, body: { thresholdValue: Number(threshold) } })}
            >
              Save<VisuallyHidden> threshold of {rule.name}</VisuallyHidden>
            </Button>
          )}
        </Group>
      )}
    </Group>
  );
}

/** The rules behind the checks: switch each on or off and edit its threshold. */
export function RulesPanel() {
  const { data, isPending, isError, error, refetch } = useQuery(notificationQueries.rules());
  const readOnly = useRole() !== 'owner';
  return (
    <Card component="section" aria-label="Notification rules">
      <Title order={2} size="h4" mb="xs">
        Notification Rules
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Checks run once a day and after every cost change; thresholds are percent, or days for insurance and photos.
        {readOnly && ' Only the owner changes the rules.'}
      </Text>
      {isPending ? (
        <Skeleton height={120} />
      ) : isError ? (
        <LoadError title="Could not load the rules" error={error} onRetry={() => void refetch()} />
      ) : (
        <Stack gap="md">
          {data.map((r) => (
            <RuleRow key={r.id} rule={r} readOnly={readOnly} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
