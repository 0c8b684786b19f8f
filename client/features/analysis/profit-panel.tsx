import { Alert, Badge, Button, List, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PROFIT_UNAVAILABLE_MESSAGE } from '../../../domain/analysis/profit-analysis';
import { marginTone } from '../../../domain/projects';
import { ApiError } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { FigureTile } from '../../lib/ui/figure-tile';
import { toneText } from '../projects/tone';
import { UnpricedWorkNote } from '../projects/unpriced-work-note';
import { Bullets, EngineNote, PanelSkeleton } from './analysis-parts';
import { analysisQueries } from './analysis-queries';
import { BUDGET_HEALTH_COLORS, capitalize, formatPct, formatVariance, varianceColor } from './analysis-view';

/** Profit Analysis: margins, budget health, cost efficiency, variances, risks, opportunities, insights. */
export function ProfitPanel({ projectId }: { projectId: number }) {
  const query = useQuery(analysisQueries.profit(projectId));
  if (query.isPending) return <PanelSkeleton />;
  if (query.isError) {
    const unavailable = query.error instanceof ApiError && query.error.status === 422;
    return (
      <Alert color={unavailable ? 'yellow' : 'red'} variant="light" icon={<IconAlertTriangle />} title="Profit analysis">
        {PROFIT_UNAVAILABLE_MESSAGE}
        {!unavailable && (
          <div>
            <Button size="compact-sm" variant="subtle" color="red" mt="xs" px={0} onClick={() => query.refetch()}>
              Try again
            </Button>
          </div>
        )}
      </Alert>
    );
  }
  const a = query.data;
  const f = a.figures;
  // Work priced at $0 for want of a rate: the margins are upper bounds, shown without a reassuring tone.
  const unpriced = a.unpricedWorkRecords > 0;
  const marginColor = (m: number) => (unpriced && m >= 0 ? undefined : toneText(marginTone(m)));
  return (
    <Stack gap="md">
      <EngineNote engine={a.engine} />
      {unpriced && (
        <Paper withBorder p="sm" radius="md">
          <UnpricedWorkNote work={a} />
        </Paper>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <FigureTile
          label="Current profit margin"
          value={formatPct(a.currentProfitMargin)}
          color={marginColor(a.currentProfitMargin)}
          hint={`${formatMoney(f.totalCosts)} of ${formatMoney(f.budget)}`}
        />
        <FigureTile
          label="Projected final margin"
          value={formatPct(a.projectedFinalMargin)}
          color={marginColor(a.projectedFinalMargin)}
          hint={`Final cost ≈ ${formatMoney(f.projectedFinalCost)}`}
        />
        <Paper withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            Budget health
          </Text>
          <Badge
            mt={6}
            size="lg"
            color={unpriced && a.budgetHealth !== 'critical' ? 'gray' : BUDGET_HEALTH_COLORS[a.budgetHealth]}
            variant="light"
          >
            {capitalize(a.budgetHealth)}
            {unpriced ? ', not final' : ''}
          </Badge>
          <Text size="xs" c="dimmed" mt={4}>
            Florida average {f.floridaAverageMargin}%
          </Text>
        </Paper>
        <Paper withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            Cost efficiency
          </Text>
          <Text fw={700} size="lg">
            {a.costEfficiencyRating}/10
            {unpriced && (
              <Text span size="xs" c="dimmed" fw={400}>
                {' '}
                not final
              </Text>
            )}
          </Text>
          <Progress
            value={a.costEfficiencyRating * 10}
            color={unpriced ? 'gray' : a.costEfficiencyRating >= 7 ? 'green' : a.costEfficiencyRating >= 4 ? 'yellow' : 'red'}
            size="sm"
            aria-label="Cost efficiency rating"
          />
        </Paper>
      </SimpleGrid>

      <Paper withBorder p="sm" radius="md">
        <Title order={5} mb="xs">
          Comparison to estimates
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <div>
            <Text size="xs" c="dimmed">
              Material cost variance
            </Text>
            <Text fw={600} c={varianceColor(a.comparisonToEstimates.materialCostVariance)}>
              {formatVariance(a.comparisonToEstimates.materialCostVariance)}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Labor cost variance
            </Text>
            <Text fw={600} c={varianceColor(a.comparisonToEstimates.laborCostVariance)}>
              {formatVariance(a.comparisonToEstimates.laborCostVariance)}
            </Text>
          </div>
        </SimpleGrid>
        {a.comparisonToEstimates.notes.length > 0 && (
          <List size="xs" c="dimmed" mt="xs" spacing={2}>
            {a.comparisonToEstimates.notes.map((n) => (
              <List.Item key={n}>{n}</List.Item>
            ))}
          </List>
        )}
      </Paper>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Bullets title="Risk factors" items={a.riskFactors} empty="No risk factors in the current figures." />
        <Bullets title="Optimization opportunities" items={a.optimizationOpportunities} empty="No opportunities found." />
      </SimpleGrid>

      <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-blue-light)">
        <Title order={5} mb={4}>
          AI insights
        </Title>
        <Text size="sm">{a.aiInsights}</Text>
      </Paper>
    </Stack>
  );
}
