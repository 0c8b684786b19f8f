import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { healthLabel, healthTone } from '../../../domain/health';
import type { SnapshotPayload } from '../../../domain/snapshot';
import { formatDate, formatMoney } from '../../lib/format';
import { healthColor, riskColor, riskText } from './health-tone';

function ScoreCard({ label, value, suffix = '' }: { label: string; value: number; suffix?: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" c={healthColor(value)}>
        {value}
        {suffix}
      </Text>
      <Progress value={Math.max(0, Math.min(100, value))} color={healthTone(value)} size="xs" mt={4} aria-hidden />
    </Paper>
  );
}

/** The snapshot itself (dialog, shared page and the downloaded image): health, risk, four cards, money and timeline. */
export function SnapshotView({ snapshot }: { snapshot: SnapshotPayload }) {
  const m = snapshot.metrics;
  const profit = snapshot.budget - snapshot.expenses;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={2} size="h3">
            {snapshot.projectName}
          </Title>
          <Text size="sm" c="dimmed">
            {snapshot.location} · {snapshot.status}
          </Text>
        </div>
        <Badge color={riskColor(m.riskLevel)} c={riskText(m.riskLevel)} variant="light" size="lg">
          {m.riskLevel} risk
        </Badge>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Text size="sm" c="dimmed">
          Overall health
        </Text>
        <Group gap="xs" align="baseline">
          <Text fz={40} fw={800} lh={1} c={healthColor(m.overallHealth)} data-testid="snapshot-overall">
            {m.overallHealth}
          </Text>
          <Text fw={600} c={healthColor(m.overallHealth)}>
            {healthLabel(m.overallHealth)}
          </Text>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <ScoreCard label="Budget" value={m.budgetHealth} />
        <ScoreCard label="Timeline" value={m.timelineHealth} />
        <ScoreCard label="Quality" value={m.qualityScore} />
        <ScoreCard label="Completion" value={m.completionPercentage} suffix=" %" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Paper withBorder p="sm" radius="md" component="section" aria-label="Financial summary">
          <Text fw={600} size="sm" mb={4}>
            Financial summary
          </Text>
          <Text size="sm">Budget: {formatMoney(snapshot.budget)}</Text>
          <Text size="sm">Spent: {formatMoney(snapshot.expenses)}</Text>
          <Text size="sm" c={profit < 0 ? 'red' : undefined}>
            Profit: {formatMoney(profit)} ({m.profitMargin} %)
          </Text>
        </Paper>
        <Paper withBorder p="sm" radius="md" component="section" aria-label="Timeline">
          <Text fw={600} size="sm" mb={4}>
            Timeline
          </Text>
          <Text size="sm">Start: {formatDate(snapshot.startDate)}</Text>
          <Text size="sm">End: {snapshot.endDate ? formatDate(snapshot.endDate) : 'Not set'}</Text>
          <Text size="sm">Snapshot: {new Date(snapshot.timestamp).toLocaleString('en-US')}</Text>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
