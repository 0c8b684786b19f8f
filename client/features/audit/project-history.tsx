import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../lib/ui/empty-state';
import { LoadError } from '../../lib/ui/load-error';
import { AuditEntryItem, HistoryPager } from './audit-entry';
import { auditQueries, HISTORY_PAGE_SIZE } from './audit-queries';

/** The project's History tab: every change of its budget, expenses, work records, advances and payments, newest first. */
export function ProjectHistory({ projectId }: { projectId: number }) {
  const [page, setPage] = useState(1);
  const history = useQuery(auditQueries.project(projectId, page));
  if (history.isPending)
    return (
      <Stack gap="xs" aria-label="Loading the history">
        <Skeleton height={48} />
        <Skeleton height={48} />
        <Skeleton height={48} />
      </Stack>
    );
  if (history.isError) return <LoadError title="Could not load the history" error={history.error} onRetry={() => history.refetch()} />;
  const { entries, total } = history.data;
  if (entries.length === 0)
    return (
      <EmptyState message="No money changes recorded yet">
        <Text size="sm" c="dimmed" ta="center">
          Changes of the budget, expenses, work records, advances and payments of this project show here, with who made them.
        </Text>
      </EmptyState>
    );
  return (
    <Stack gap={0}>
      <Stack component="ol" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Money changes, newest first">
        {entries.map((e) => (
          <AuditEntryItem key={e.id} entry={e} />
        ))}
      </Stack>
      <HistoryPager page={page} pageSize={HISTORY_PAGE_SIZE} total={total} onPage={setPage} loading={history.isFetching} />
    </Stack>
  );
}
