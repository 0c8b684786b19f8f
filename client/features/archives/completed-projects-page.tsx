import { Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { CompletedProject } from '../../../domain/lifecycle';
import type { OpeningQueries } from '../../app/opening-data';
import { formatMoney, formatPercent } from '../../lib/format';
import { EmptyState } from '../../lib/ui/empty-state';
import { LoadError } from '../../lib/ui/load-error';
import { SearchInput } from '../../lib/ui/search-input';
import { completedSummary, filterCompleted } from './archive-figures';
import { archiveQueries } from './archive-queries';
import { CompletedProjectCard } from './completed-project-card';
import { CompletedProjectDetails } from './completed-project-details';

const CARD_COLS = { base: 1, md: 2, xl: 3 };
const RATING_OPTIONS = [
  { value: 'all', label: 'All ratings' },
  ...[5, 4, 3, 2, 1].map((r) => ({ value: String(r), label: `${r} star${r === 1 ? '' : 's'}` })),
];

function SummaryCard({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** The screen's opening data, fetched before its first render (client/app/opening-data.ts). */
export const openingQueries: OpeningQueries = () => [archiveQueries.completed()];

/** The completed projects archive (spec part 2 §2 Archives): search, rating filter, summary, cards and details. */
export default function CompletedProjectsPage() {
  const list = useQuery(archiveQueries.completed());
  const [search, setSearch] = useState('');
  const [rating, setRating] = useState('all');
  const [details, setDetails] = useState<CompletedProject | null>(null);
  const shown = useMemo(
    () => filterCompleted(list.data ?? [], search, rating === 'all' ? null : Number(rating)),
    [list.data, search, rating],
  );
  const summary = useMemo(() => completedSummary(shown), [shown]);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Completed Projects
      </Title>

      {list.isError ? (
        <LoadError title="Could not load completed projects" error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" aria-label="Completed projects summary">
            {list.isPending ? (
              [0, 1, 2, 3, 4].map((i) => <Skeleton key={i} height={74} radius="md" />)
            ) : (
              <>
                <SummaryCard label="Completed" value={String(summary.count)} />
                <SummaryCard label="Total revenue" value={formatMoney(summary.totalRevenue)} />
                <SummaryCard label="Total profit" value={formatMoney(summary.totalProfit)} />
                <SummaryCard label="Average margin" value={formatPercent(summary.averageMargin, 2)} />
                <SummaryCard
                  label="Average rating"
                  value={summary.averageRating === null ? 'Not rated' : `${summary.averageRating.toFixed(1)} / 5`}
                />
              </>
            )}
          </SimpleGrid>

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={720}>
            <SearchInput label="Search completed projects" placeholder="Name or location" value={search} onChange={setSearch} />
            <Select
              label="Customer rating"
              data={RATING_OPTIONS}
              value={rating}
              onChange={(v) => setRating(v ?? 'all')}
              allowDeselect={false}
            />
          </SimpleGrid>

          {list.isPending ? (
            <SimpleGrid cols={CARD_COLS} role="status" aria-busy="true" aria-label="Loading completed projects">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={220} radius="md" />
              ))}
            </SimpleGrid>
          ) : shown.length === 0 ? (
            <EmptyState message="No completed projects found" />
          ) : (
            <SimpleGrid cols={CARD_COLS}>
              {shown.map((p) => (
                <CompletedProjectCard key={p.originalProjectId} project={p} onDetails={setDetails} />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
      <CompletedProjectDetails project={details} onClose={() => setDetails(null)} />
    </Stack>
  );
}
