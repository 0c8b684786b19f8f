import { Badge, Card, Group, List, Paper, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../lib/ui/load-error';
import { UnpricedWorkNote } from '../projects/unpriced-work-note';
import { healthQueries } from './health-queries';
import { notFinalScoreColor, riskText } from './health-tone';

const TREND_ICON = { up: IconArrowUpRight, down: IconArrowDownRight, stable: IconArrowRight };
const IMPACT_COLOR = { high: 'red', medium: 'yellow', low: 'gray' } as const;
/** The key metrics computed from the costs: not final while some work has no rate (issue 18). */
const FROM_COSTS = new Set(['Overall Health', 'Budget Health', 'Profit Margin']);

/** One project's health: Overview (key metrics) and Detailed Analysis (trend, predicted issues, recommendations). */
export function ProjectHealthTabs({ projectId }: { projectId: number }) {
  const { data, isPending, isError, error, refetch } = useQuery(healthQueries.project(projectId));
  if (isPending) return <Skeleton height={180} radius="md" aria-label="Loading project health" />;
  if (isError) return <LoadError title="Could not load project health" error={error} onRetry={() => void refetch()} />;

  return (
    <Card component="section" aria-label={`Health of ${data.projectName}`}>
      <Title order={2} size="h4" mb="sm">
        {data.projectName}
      </Title>
      <UnpricedWorkNote work={data} />
      <Tabs defaultValue="overview">
        <Tabs.List>
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="detailed">Detailed Analysis</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {data.keyMetrics.map((m) => {
              const Icon = TREND_ICON[m.trend];
              const isScore = m.metric !== 'Profit Margin' && m.metric !== 'Completion';
              const notFinal = data.unpricedWorkRecords > 0 && FROM_COSTS.has(m.metric);
              return (
                <Paper key={m.metric} withBorder p="sm" radius="md">
                  <Text size="xs" c="dimmed">
                    {m.metric}
                  </Text>
                  <Group gap={6} wrap="nowrap">
                    <Text fw={700} size="lg" c={isScore ? notFinalScoreColor(m.value, notFinal) : undefined}>
                      {m.metric === 'Profit Margin' || m.metric === 'Completion' ? `${m.value} %` : m.value}
                    </Text>
                    <Icon size={16} aria-label={`trend ${m.trend}`} />
                  </Group>
                  {notFinal && (
                    <Text size="xs" c="orange" fw={500}>
                      Not final
                    </Text>
                  )}
                </Paper>
              );
            })}
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="detailed" pt="md">
          <Stack gap="sm">
            <Text size="sm">{data.trendAnalysis}</Text>
            <Title order={3} size="h5">
              Predicted issues
            </Title>
            {data.predictedIssues.length === 0 ? (
              <Text size="sm" c="dimmed">
                No issues predicted.
              </Text>
            ) : (
              data.predictedIssues.map((i) => (
                <Paper key={i.issue} withBorder p="sm" radius="md">
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" fw={600}>
                      {i.issue}
                    </Text>
                    <Group gap={6}>
                      <Badge variant="light" color="gray">
                        {i.probability} % likely
                      </Badge>
                      <Badge variant="light" color={IMPACT_COLOR[i.impact]} c={i.impact === 'low' ? undefined : riskText(i.impact)}>
                        {i.impact} impact
                      </Badge>
                    </Group>
                  </Group>
                  <Text size="sm" c="dimmed" mt={4}>
                    {i.suggestedAction}
                  </Text>
                </Paper>
              ))
            )}
            <Title order={3} size="h5">
              Recommendations
            </Title>
            <List size="sm" spacing={4}>
              {data.recommendations.map((r) => (
                <List.Item key={r}>{r}</List.Item>
              ))}
            </List>
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
