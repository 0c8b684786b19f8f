import { Badge, Group, List, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { StatusAnalysisResponse } from '../../../domain/cost-tracking';
import { formatMoney, formatPercent } from '../../lib/format';
import { UnpricedWorkNote } from '../projects/unpriced-work-note';
import { BUDGET_STATUS_DISPLAY, barValue, formatVariance, SCHEDULE_STATUS_DISPLAY, varianceColor } from './cost-display';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </div>
  );
}

type MeterProps = { label: string; detail: string; percent: number | null; color: string };

/** A labelled thin progress bar, e.g. "Budget spent — $4,000.00 of $10,000.00 (40.0%)". */
function Meter({ label, detail, percent, color }: MeterProps) {
  return (
    <div>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="xs" fw={500}>
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </Group>
      <Progress value={barValue(percent)} color={color} size="sm" mt={4} aria-label={label} />
    </div>
  );
}

/** Project Status Analysis: budget and schedule badges, variance, spending and time bars, recommendations. */
export function StatusAnalysisCard({ analysis: a }: { analysis: StatusAnalysisResponse }) {
  const budget = BUDGET_STATUS_DISPLAY[a.budgetStatus];
  const schedule = SCHEDULE_STATUS_DISPLAY[a.scheduleStatus];
  const timeDetail =
    a.plannedDays === null
      ? `Day ${a.daysElapsed} (no planned days)`
      : a.overrunDays > 0
        ? `${a.daysElapsed} days against ${a.plannedDays} planned: ${a.overrunDays} ${a.overrunDays === 1 ? 'day' : 'days'} over`
        : `${a.daysElapsed} of ${a.plannedDays} days (${formatPercent(a.timeProgressPercent)})`;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={4} size="h5" mb="sm">
        Project Status Analysis
      </Title>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <Figure label="Budget status">
            <Badge color={budget.color} variant="light" mt={2} tt="none">
              {budget.label}
            </Badge>
          </Figure>
          <Figure label="Schedule status">
            <Badge color={schedule.color} variant="light" mt={2} tt="none">
              {schedule.label}
            </Badge>
          </Figure>
          <Figure label="Budget variance">
            <Text fw={700} c={varianceColor(a.budgetVariance)}>
              {formatVariance(a.budgetVariance)}
            </Text>
          </Figure>
        </SimpleGrid>
        <Meter
          label="Budget spent"
          detail={`${formatMoney(a.totalCosts)} of ${formatMoney(a.budget)} (${formatPercent(a.spentPercent)})`}
          percent={a.spentPercent}
          color={a.spentPercent > 100 ? 'red' : a.spentPercent > 90 ? 'yellow' : 'indigo'}
        />
        <Meter label="Time used" detail={timeDetail} percent={a.timeProgressPercent} color={a.overrunDays > 0 ? 'red' : 'teal'} />
        <Text size="xs" c="dimmed">
          Projected final cost {formatMoney(a.projectedFinalCost)} · projected margin {formatPercent(a.projectedMargin)}
        </Text>
        <UnpricedWorkNote work={a} />
        <div>
          <Text size="sm" fw={600} mb={4}>
            Recommendations
          </Text>
          <List size="sm" spacing={4}>
            {a.recommendations.map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
        </div>
      </Stack>
    </Paper>
  );
}
