import { Badge, Group, Image, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { healthLabel, healthTone } from '../../../domain/health';
import type { SharedSnapshot } from '../../../domain/shared-links';
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

/**
 * A shared snapshot as its recipient sees it (issue 39): the company's letterhead, the project and only the
 * figures ticked. The dialog's preview and the signed-out page both draw this, from the same pickSnapshot().
 */
export function SharedSnapshotView({ snapshot, logoSrc }: { snapshot: SharedSnapshot; logoSrc: string | null }) {
  const m = snapshot.metrics;
  const scores = [
    m.budgetHealth !== undefined && <ScoreCard key="b" label="Budget" value={m.budgetHealth} />,
    m.timelineHealth !== undefined && <ScoreCard key="t" label="Timeline" value={m.timelineHealth} />,
    m.qualityScore !== undefined && <ScoreCard key="q" label="Quality" value={m.qualityScore} />,
    m.completionPercentage !== undefined && <ScoreCard key="c" label="Completion" value={m.completionPercentage} suffix=" %" />,
  ].filter(Boolean);
  const money = snapshot.budget !== undefined || snapshot.expenses !== undefined || m.profitMargin !== undefined;
  const place = [snapshot.location, snapshot.status].filter(Boolean).join(' · ');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <div>
          <Text fw={700}>{snapshot.company.name}</Text>
          {snapshot.company.lines.map((l) => (
            <Text key={l} size="xs" c="dimmed">
              {l}
            </Text>
          ))}
        </div>
        {logoSrc && <Image src={logoSrc} alt={`${snapshot.company.name} logo`} h={48} w="auto" fit="contain" />}
      </Group>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={2} size="h3">
            {snapshot.projectName}
          </Title>
          {place && (
            <Text size="sm" c="dimmed">
              {place}
            </Text>
          )}
        </div>
        {m.riskLevel !== undefined && (
          <Badge color={riskColor(m.riskLevel)} c={riskText(m.riskLevel)} variant="light" size="lg">
            {m.riskLevel} risk
          </Badge>
        )}
      </Group>
      {m.overallHealth !== undefined && (
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
      )}
      {scores.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {scores}
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {money && (
          <Paper withBorder p="sm" radius="md" component="section" aria-label="Financial summary">
            <Text fw={600} size="sm" mb={4}>
              Financial summary
            </Text>
            {snapshot.budget !== undefined && <Text size="sm">Budget: {formatMoney(snapshot.budget)}</Text>}
            {snapshot.expenses !== undefined && <Text size="sm">Costs to date: {formatMoney(snapshot.expenses)}</Text>}
            {snapshot.budget !== undefined && snapshot.expenses !== undefined && (
              <Text size="sm">Budget left: {formatMoney(Math.round((snapshot.budget - snapshot.expenses) * 100) / 100)}</Text>
            )}
            {m.profitMargin !== undefined && <Text size="sm">Profit margin: {m.profitMargin} %</Text>}
          </Paper>
        )}
        <Paper withBorder p="sm" radius="md" component="section" aria-label="Timeline">
          <Text fw={600} size="sm" mb={4}>
            Timeline
          </Text>
          {snapshot.startDate !== undefined && <Text size="sm">Start: {formatDate(snapshot.startDate)}</Text>}
          {snapshot.endDate !== undefined && <Text size="sm">End: {snapshot.endDate ? formatDate(snapshot.endDate) : 'Not set'}</Text>}
          <Text size="sm">As of: {new Date(snapshot.timestamp).toLocaleString('en-US')}</Text>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
