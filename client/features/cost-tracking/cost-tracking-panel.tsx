import { Card, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { QueryError } from '../dashboard/query-error';
import { AdvancesDrawn } from './advances-drawn';
import { CostCards } from './cost-cards';
import { costTrackingQueries } from './cost-tracking-queries';
import { DailyBreakdown } from './daily-breakdown';
import { DailyExpensesModal } from './daily-expenses-modal';
import { StatusAnalysisCard } from './status-analysis-card';

function CostTrackingSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading cost tracking">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={64} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={220} radius="md" />
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}

/** Cost Tracking panel of an existing project (spec part 1 §2.9): totals, advances drawn, status analysis, daily breakdown. */
export function CostTrackingPanel({ projectId }: { projectId: number }) {
  const titleId = useId();
  const summary = useQuery(costTrackingQueries.summary(projectId));
  const analysis = useQuery(costTrackingQueries.statusAnalysis(projectId));
  const [detailsDate, setDetailsDate] = useState<string | null>(null);

  return (
    <Card component="section" aria-labelledby={titleId}>
      <Title id={titleId} order={3} size="h4" mb="md">
        Cost Tracking
      </Title>
      {summary.isPending || analysis.isPending ? (
        <CostTrackingSkeleton />
      ) : (
        <Stack gap="md">
          {summary.isError ? (
            <QueryError title="Could not load the cost summary" error={summary.error} onRetry={() => summary.refetch()} />
          ) : (
            <>
              <CostCards summary={summary.data} />
              <AdvancesDrawn drawn={summary.data.advancesDrawn} />
            </>
          )}
          {analysis.isError ? (
            <QueryError title="Could not load the status analysis" error={analysis.error} onRetry={() => analysis.refetch()} />
          ) : (
            <StatusAnalysisCard analysis={analysis.data} />
          )}
          {summary.data && <DailyBreakdown days={summary.data.dailyBreakdown} onDetails={setDetailsDate} />}
        </Stack>
      )}
      <DailyExpensesModal projectId={projectId} date={detailsDate} onClose={() => setDetailsDate(null)} />
    </Card>
  );
}
