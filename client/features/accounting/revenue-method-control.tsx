import { Group, Paper, SegmentedControl, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REVENUE_METHOD_TEXT, REVENUE_METHODS, type RevenueMethod } from '../../../domain/accounting-revenue';
import { accountingApi } from '../../../domain/api/accounting';
import { invalidateAfterWrite } from '../../app/data-changes';
import { errorMessage } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRole } from '../auth/auth-queries';

/**
 * The basis revenue is recognised on (issue 37: earned, billed or cash), with its one-line rule. The owner switches it
 * here; the office sees it. The figures refresh when the setting is saved (configurations drops the overview).
 */
export function RevenueMethodControl({ method }: { method: RevenueMethod }) {
  const role = useRole();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (next: RevenueMethod) => callApi(accountingApi.updateRevenueMethod, { body: { method: next } }),
    onSuccess: (r) => {
      invalidateAfterWrite(queryClient, 'configurations');
      notifySuccess('Revenue basis changed', REVENUE_METHOD_TEXT[r.method].label);
    },
    onError: (e) => notifyError(errorMessage(e, 'Could not change the revenue basis')),
  });
  const shown = save.isPending && save.variables ? save.variables : method;
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" align="center" gap="sm">
        <div style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Text size="sm" fw={600} id="revenue-method-label">
            Revenue basis: {REVENUE_METHOD_TEXT[method].label}
          </Text>
          <Text size="xs" c="dimmed">
            {REVENUE_METHOD_TEXT[method].description}
          </Text>
        </div>
        {role === 'owner' && (
          <SegmentedControl
            aria-labelledby="revenue-method-label"
            size="xs"
            value={shown}
            onChange={(v) => save.mutate(v as RevenueMethod)}
            disabled={save.isPending}
            data={REVENUE_METHODS.map((m) => ({ value: m, label: REVENUE_METHOD_TEXT[m].short }))}
          />
        )}
      </Group>
    </Paper>
  );
}
