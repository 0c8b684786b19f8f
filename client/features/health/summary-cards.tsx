import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { HealthSummary } from '../../../domain/health-schemas';
import { formatMoney } from '../../lib/format';
import { UnpricedProjectsNote } from '../projects/unpriced-work-note';
import { notFinalScoreColor, trendLabel } from './health-tone';

type SummaryCardProps = { label: string; value: ReactNode; hint: string; color?: string; warning?: ReactNode };

function SummaryCard({ label, value, hint, color, warning }: SummaryCardProps) {
  return (
    <Card component="section" aria-label={label}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.25} mt={4} c={color}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {hint}
      </Text>
      {warning}
    </Card>
  );
}

const grid = { base: 1, xs: 2, lg: 4 };

/**
 * Overall health, projects at risk, budget and schedule performance (spec part 2 §2). Work priced at $0 for want
 * of a rate makes the overall health too good: it says so and loses its green or yellow (red stays).
 */
export function SummaryCards({ summary }: { summary: HealthSummary }) {
  const since = summary.comparedWith ? `since ${summary.comparedWith}` : 'first reading today';
  const variance = summary.totalBudgetVariance;
  return (
    <SimpleGrid cols={grid}>
      <SummaryCard
        label="Overall Health"
        value={summary.overallHealthScore}
        color={summary.totalActiveProjects ? notFinalScoreColor(summary.overallHealthScore, summary.unpricedWorkRecords > 0) : undefined}
        hint={`${trendLabel(summary.healthTrend)} (${since})`}
        warning={<UnpricedProjectsNote counts={summary} size="xs" />}
      />
      <SummaryCard
        label="Projects at Risk"
        value={`${summary.projectsAtRisk} of ${summary.totalActiveProjects}`}
        color={summary.projectsAtRisk > 0 ? 'red.8' : undefined}
        hint="High risk by budget or timeline health"
      />
      <SummaryCard
        label="Budget Performance"
        value={trendLabel(summary.costTrend)}
        color={summary.costTrend === 'over_budget' ? 'red.8' : undefined}
        hint={`${formatMoney(Math.abs(variance))} ${variance > 0 ? 'ahead of' : 'below'} the planned spend`}
      />
      <SummaryCard
        label="Schedule Performance"
        value={trendLabel(summary.timelineTrend)}
        color={summary.timelineTrend === 'behind' ? 'red.8' : undefined}
        hint={`Average overrun ${summary.averageScheduleVariance} %`}
      />
    </SimpleGrid>
  );
}

/** Four skeleton cards while the summary loads. */
export function SummaryCardsSkeleton() {
  return (
    <SimpleGrid cols={grid} aria-busy data-testid="health-loading">
      {[0, 1, 2, 3].map((i) => (
        <Card key={i} aria-hidden>
          <Skeleton height={14} width="50%" mb="md" />
          <Skeleton height={28} width="60%" mb="sm" />
          <Skeleton height={10} width="40%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}
