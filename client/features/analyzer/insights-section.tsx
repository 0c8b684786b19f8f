import { Alert, Badge, Card, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DashboardInsights } from '../../../domain/analyzer/schemas';
import { formatMoney, formatPercent } from '../../lib/format';
import { EmptyState } from '../../lib/ui/empty-state';
import { LoadError } from '../../lib/ui/load-error';
import { UnpricedProjectsNote, UnpricedWorkNote } from '../projects/unpriced-work-note';
import { analyzerQueries } from './analyzer-queries';
import { EngineBadge, Figure } from './figure';

const HEALTH = {
  healthy: { label: 'Healthy', color: 'green' },
  at_risk: { label: 'At risk', color: 'yellow' },
  critical: { label: 'Critical', color: 'red' },
} as const;

/**
 * The four headline figures. Work priced at $0 for want of a rate makes the margin, the projected profit and a
 * health judged on them upper bounds: the "Not final" line once under them, and no reassuring green (red stays).
 */
function InsightFigures({ d }: { d: DashboardInsights }) {
  const i = d.inputs;
  const margin = d.marketComparison.yourMargin;
  const notFinal = i.unpricedWorkRecords > 0;
  const health = HEALTH[d.overallHealth];
  // Grey on a light badge (white on filled grey is under 4.5:1), as the profit panel's "Healthy, not final".
  const healthNotFinal = notFinal && d.overallHealth !== 'critical';
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      <Figure
        label="Overall Health"
        value={
          <Badge size="lg" color={healthNotFinal ? 'gray' : health.color} variant={healthNotFinal ? 'light' : 'filled'}>
            {health.label}
            {healthNotFinal ? ', not final' : ''}
          </Badge>
        }
        hint={`${i.activeProjects} active projects`}
        how="Critical when your average margin is under 10% or a third or more of the active projects are at high risk; at risk when the margin is under the Florida average (15.2%) or any project is at high risk; otherwise healthy."
      />
      <Figure
        label="Projects at Risk"
        value={`${d.projectsAtRisk} of ${i.activeProjects}`}
        color={d.projectsAtRisk > 0 ? 'red.8' : undefined}
        how="Active projects whose health risk is high: budget health under 30 (more than 90% of the budget spent) or timeline health under 50 (far past the end date). The same rule as the dashboard."
      />
      <Figure
        label="Projected Profit"
        value={formatMoney(d.totalProfitProjection)}
        color={d.totalProfitProjection < 0 ? 'red.8' : undefined}
        hint={`Budgets ${formatMoney(i.totalBudget)} · spent so far ${formatMoney(i.totalSpent)}`}
        how={`Sum over the ${i.activeProjects} active projects of budget − projected cost. For the ${i.projectedFromPace} projects with a plan still running, the projected cost carries today's spending pace to the end of the plan (spent ÷ planned spend to date × budget); for the others it is the cost so far.`}
      />
      <Figure
        label="Your Margin vs Florida"
        value={margin === null ? 'No costs yet' : formatPercent(margin)}
        color={margin !== null && margin < d.marketComparison.floridaAverage ? 'red.8' : undefined}
        hint={`State average ${formatPercent(d.marketComparison.floridaAverage)}`}
        how={`Mean profit margin ((budget − costs) ÷ budget) of the ${i.projectsWithCosts} active projects with costs recorded; ${i.activeProjects - i.projectsWithCosts} without costs are left out. Compared with the fixed Florida industry average of 15.2%.`}
      />
    </SimpleGrid>
  );
}

function ProfitAlerts({ d }: { d: DashboardInsights }) {
  return (
    <Card component="section" aria-labelledby="alerts-title">
      <Title order={2} size="h4" id="alerts-title" mb="sm">
        Profit Margin Alerts
      </Title>
      {d.profitAlerts.length === 0 ? (
        <EmptyState message="No project is under the Florida average margin." />
      ) : (
        <Stack gap="sm">
          {d.profitAlerts.map((a) => (
            <Alert
              key={a.projectId}
              color={a.severity === 'critical' ? 'red' : 'yellow'}
              variant="light"
              title={
                <Group gap="xs">
                  <span>{a.projectName}</span>
                  <Badge color={a.severity === 'critical' ? 'red' : 'yellow'} variant="filled" size="sm">
                    {a.severity === 'critical' ? 'Critical' : 'Warning'} · {formatPercent(a.currentProfitMargin)}
                  </Badge>
                </Group>
              }
            >
              <Text size="sm">{a.message}</Text>
              <UnpricedWorkNote work={a} />
              <List size="sm" mt={4}>
                {a.recommendations.map((r) => (
                  <List.Item key={r}>{r}</List.Item>
                ))}
              </List>
            </Alert>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** AI Dashboard Insights and Profit Margin Alerts (spec part 2 §2). */
export function InsightsSection() {
  const q = useQuery(analyzerQueries.insights());
  if (q.isError) return <LoadError title="Could not load the dashboard insights" error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data) return <Skeleton height={160} radius="md" aria-busy />;
  const d = q.data;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          AI Dashboard Insights
        </Title>
        <EngineBadge engine={d.engine} />
      </Group>
      <InsightFigures d={d} />
      <UnpricedProjectsNote counts={d.inputs} />
      {d.recommendations.length > 0 && (
        <Card component="section" aria-label="Recommendations">
          <List size="sm" spacing={4}>
            {d.recommendations.map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
        </Card>
      )}
      <ProfitAlerts d={d} />
      <Text size="xs" c="dimmed">
        Active budgets {formatMoney(d.inputs.totalBudget)}, costs recorded {formatMoney(d.inputs.totalSpent)}.
      </Text>
    </Stack>
  );
}
