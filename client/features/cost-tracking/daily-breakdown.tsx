import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CostSummary } from '../../../domain/cost-tracking';
import { formatDate, formatMoney } from '../../lib/format';
import { BREAKDOWN_DAYS } from './cost-display';

type DailyBreakdownProps = {
  days: CostSummary['dailyBreakdown'];
  onDetails: (date: string) => void;
};

/** Daily Cost Breakdown: the 7 newest days with costs, each with its labor, material and other amounts. */
export function DailyBreakdown({ days, onDetails }: DailyBreakdownProps) {
  const shown = days.slice(0, BREAKDOWN_DAYS);
  return (
    <div>
      <Title order={4} size="h5" mb="sm">
        Daily Cost Breakdown
      </Title>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          No costs recorded yet. Expenses and work records appear here by day.
        </Text>
      ) : (
        <Stack gap="xs">
          {shown.map((day) => (
            <Paper key={day.date} withBorder p="sm" radius="md">
              <Group justify="space-between" align="center" gap="xs" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm" fw={600}>
                      {formatDate(day.date)}
                    </Text>
                    <Text size="sm" fw={600} c="dimmed">
                      {formatMoney(day.totalCost)}
                    </Text>
                  </Group>
                  <Group wrap="wrap" mt={2} style={{ rowGap: 2, columnGap: 12 }}>
                    <Text size="xs">Labor {formatMoney(day.laborCost)}</Text>
                    <Text size="xs">Material {formatMoney(day.materialCost)}</Text>
                    <Text size="xs">Other {formatMoney(day.otherCost)}</Text>
                  </Group>
                </div>
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => onDetails(day.date)}
                  aria-label={`Details for ${formatDate(day.date)}`}
                  style={{ flexShrink: 0 }}
                >
                  Details
                </Button>
              </Group>
            </Paper>
          ))}
          {days.length > BREAKDOWN_DAYS && (
            <Text size="xs" c="dimmed">
              Showing the {BREAKDOWN_DAYS} most recent of {days.length} days with costs.
            </Text>
          )}
        </Stack>
      )}
    </div>
  );
}
