import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CompletionAnalysis } from '../../../domain/completion-analysis';
import { formatMoney, formatPercent } from '../../lib/format';
import type { EngineInfo } from './use-lifecycle-mutations';

const RATING_COLOR: Record<CompletionAnalysis['overallRating'], string> = { excellent: 'green', good: 'teal', fair: 'yellow', poor: 'red' };

/** Who produced the analysis, in words. */
export function engineLabel(engine: EngineInfo | null | undefined): string {
  if (!engine) return 'Analysis saved when the project was completed';
  if (engine.name === 'openai-compatible') return `AI model${engine.model ? ` ${engine.model}` : ''}`;
  return engine.fallbackReason
    ? `Built-in analysis (model not used: ${engine.fallbackReason})`
    : 'Built-in analysis from the project figures';
}

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} c={color}>
        {value}
      </Text>
    </div>
  );
}

function Section({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      <List size="sm" spacing={4}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </div>
  );
}

/** The completion analysis (spec part 1 §3.2): rating, budget and timeline performance, and the review lists. */
export function CompletionAnalysisView({ analysis, engine }: { analysis: CompletionAnalysis; engine?: EngineInfo | null }) {
  const { budgetPerformance: b, timelinePerformance: t } = analysis;
  const late = t.variance !== null && t.variance > 0;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text fw={600}>Overall rating</Text>
          <Badge size="lg" color={RATING_COLOR[analysis.overallRating]} tt="capitalize">
            {analysis.overallRating}
          </Badge>
        </Group>
        <Text size="sm">
          Final margin <b>{formatPercent(analysis.finalProfitMargin, 2)}</b>
        </Text>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Paper withBorder p="sm" radius="md">
          <Title order={3} size="h5" mb="xs">
            Budget performance
          </Title>
          <SimpleGrid cols={2} spacing="xs">
            <Figure label="Budgeted" value={formatMoney(b.budgetedAmount)} />
            <Figure label="Actual cost" value={formatMoney(b.actualCost)} />
            <Figure
              label={b.variance >= 0 ? 'Under budget' : 'Over budget'}
              value={formatMoney(Math.abs(b.variance))}
              color={b.variance >= 0 ? 'green' : 'red'}
            />
            <Figure label="Variance" value={formatPercent(b.variancePercentage, 2)} color={b.variance >= 0 ? 'green' : 'red'} />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="sm" radius="md">
          <Title order={3} size="h5" mb="xs">
            Timeline performance
          </Title>
          <SimpleGrid cols={2} spacing="xs">
            <Figure label="Planned days" value={t.plannedDays === null ? 'Not set' : String(t.plannedDays)} />
            <Figure label="Actual days" value={String(t.actualDays)} />
            <Figure
              label="Variance"
              value={t.variance === null ? '—' : `${t.variance > 0 ? '+' : ''}${t.variance} days`}
              color={late ? 'red' : undefined}
            />
            <Figure
              label="On time"
              value={t.onTime === null ? 'No plan' : t.onTime ? 'Yes' : 'No'}
              color={t.onTime === false ? 'red' : t.onTime ? 'green' : undefined}
            />
          </SimpleGrid>
        </Paper>
      </SimpleGrid>

      <Section title="Key successes" items={analysis.keySuccesses} />
      <Section title="Areas for improvement" items={analysis.areasForImprovement} />
      <Section title="Lessons learned" items={analysis.lessonsLearned} />
      <Section title="Recommendations for similar projects" items={analysis.recommendationsForSimilarProjects} />
      <div>
        <Title order={3} size="h5" mb={4}>
          Insights
        </Title>
        <Text size="sm">{analysis.aiInsights}</Text>
      </div>
      <Text size="xs" c="dimmed">
        {engineLabel(engine)}
      </Text>
    </Stack>
  );
}
