import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ProjectAnalysis } from '../../../domain/analyzer/schemas';
import { formatDate, formatMoney, formatPercent } from '../../lib/format';
import { UnpricedWorkNote } from '../projects/unpriced-work-note';
import { EngineBadge, Figure } from './figure';

const RISK_COLOR = { critical: 'red', high: 'orange', medium: 'yellow', low: 'green' } as const;
const signed = (n: number, unit: string) => `${n > 0 ? '+' : ''}${n.toFixed(1)}${unit}`;

/**
 * AI Project Analysis: risk, profitability score, budget variance, timeline progress and labor rate variance. With
 * work priced at $0 for want of a rate the margin and the score from it are upper bounds: said under the title.
 */
export function AnalysisFigures({ a }: { a: ProjectAnalysis }) {
  const f = a.figures;
  const comparable = f.crew.filter((c) => c.dailyRate && c.floridaDailyRate);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          AI Project Analysis
        </Title>
        <EngineBadge engine={a.engine} />
      </Group>
      <UnpricedWorkNote work={f} />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }}>
        <Figure
          label="Risk Level"
          value={
            <Badge size="lg" variant="filled" color={RISK_COLOR[a.riskLevel]}>
              {a.riskLevel}
            </Badge>
          }
          how="From the project's health: high when over 90% of the budget is spent or it is far past its end date, medium when over 60% is spent or somewhat late, else low; critical when costs exceed the budget."
        />
        <Figure
          label="Profitability Score"
          value={`${a.profitabilityScore} / 100`}
          hint={f.unpricedWorkRecords > 0 ? 'Not final: some work has no rate' : undefined}
          how={
            f.currentMargin === null
              ? 'No costs are recorded yet, so the score is 0.'
              : `Margin ${formatPercent(f.currentMargin, 2)} ÷ 30% (the 'excellent' line) × 100, between 0 and 100. Margin = (${formatMoney(f.budget)} − ${formatMoney(f.totalCosts)}) ÷ ${formatMoney(f.budget)}.`
          }
        />
        <Figure
          label="Budget Variance"
          value={a.budgetVariance === null ? 'No plan' : signed(a.budgetVariance, ' pts')}
          color={a.budgetVariance !== null && a.budgetVariance > 10 ? 'red.8' : undefined}
          hint="Budget spent vs time used"
          how={
            a.budgetVariance === null
              ? 'The project has no end date or estimated days, so spending cannot be compared with the plan.'
              : `Share of budget spent (${formatMoney(f.totalCosts)} of ${formatMoney(f.budget)} = ${f.spentPercent}%) minus share of planned time run (${f.daysElapsed} of ${f.plannedDays} days = ${f.elapsedPercent}%).`
          }
        />
        <Figure
          label="Timeline Progress"
          value={a.timelineVariance === null ? 'No plan' : formatPercent(a.timelineVariance)}
          how={
            a.timelineVariance === null
              ? 'No end date or estimated days are set.'
              : `${f.daysElapsed} days run since ${formatDate(f.startDate)} ÷ ${f.plannedDays} planned days.`
          }
        />
        <Figure
          label="Labor Rate Variance"
          value={a.laborCostAnalysis.variance === null ? 'No comparable crew' : signed(a.laborCostAnalysis.variance, '%')}
          how={
            comparable.length === 0
              ? 'No assigned crew member has both a daily rate and a position found in the Florida pay scale.'
              : `Crew daily rates against the Florida average for their positions (hourly average × 8 h): ${comparable
                  .map((c) => `${c.name} ${formatMoney(c.dailyRate)} vs ${formatMoney(c.floridaDailyRate)}`)
                  .join('; ')}.`
          }
        />
      </SimpleGrid>
    </Stack>
  );
}

/** Timeline Analysis and AI Recommendations. */
export function TimelineAndRecommendations({ a }: { a: ProjectAnalysis }) {
  const f = a.figures;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card component="section" aria-labelledby="timeline-title">
        <Title order={2} size="h4" id="timeline-title" mb="sm">
          Timeline Analysis
        </Title>
        <Stack gap={4}>
          <Text size="sm">
            <b>Start date:</b> {formatDate(f.startDate)}
          </Text>
          <Text size="sm">
            <b>Original end date:</b> {f.endDate ? formatDate(f.endDate) : 'Not set'}
          </Text>
          <Text size="sm">
            <b>AI estimated completion:</b>{' '}
            {a.estimatedCompletionDate ? formatDate(a.estimatedCompletionDate) : 'Not estimated (no plan, or the planned end has passed)'}
          </Text>
          <Text size="sm">
            <b>Status:</b> {a.timelineStatus}
          </Text>
        </Stack>
      </Card>
      <Card component="section" aria-labelledby="recs-title">
        <Title order={2} size="h4" id="recs-title" mb="sm">
          AI Recommendations
        </Title>
        <List size="sm" spacing={4}>
          {a.recommendedActions.map((r) => (
            <List.Item key={r}>{r}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed" mt="sm">
          {a.aiInsights}
        </Text>
      </Card>
    </SimpleGrid>
  );
}
