import { Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';

/** Card columns of the record lists: one on phones, two on tablets, three on wide screens. */
export const CARD_COLS = { base: 1, sm: 2, lg: 3 };

function RecordCardSkeleton() {
  return (
    <Card aria-hidden>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Skeleton height={18} width="55%" />
          <Skeleton height={24} width={24} circle />
        </Group>
        <Skeleton height={12} width="35%" />
        <Skeleton height={12} width="70%" />
        <Skeleton height={12} width="60%" />
        <Group gap="xs">
          <Skeleton height={20} width={70} radius="xl" />
          <Skeleton height={20} width={55} radius="xl" />
        </Group>
      </Stack>
    </Card>
  );
}

type CardListProps<T> = {
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'error' | 'refetch'>;
  /** The records to show (already searched and sorted). */
  items: readonly T[];
  /** e.g. 'Loading suppliers' (announced while the skeletons show). */
  loadingLabel: string;
  /** e.g. 'Could not load suppliers'. */
  errorTitle: string;
  /** The spec's empty-state wording. */
  emptyMessage: string;
  renderItem: (item: T) => ReactNode;
};

/** A record list in its four states: loading skeletons, error alert, empty state, or the grid of cards. */
export function CardList<T>({ query, items, loadingLabel, errorTitle, emptyMessage, renderItem }: CardListProps<T>) {
  if (query.isError) return <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) {
    return (
      <SimpleGrid cols={CARD_COLS} role="status" aria-busy="true" aria-label={loadingLabel}>
        {[0, 1, 2].map((i) => (
          <RecordCardSkeleton key={i} />
        ))}
      </SimpleGrid>
    );
  }
  if (items.length === 0) return <EmptyState message={emptyMessage} />;
  return <SimpleGrid cols={CARD_COLS}>{items.map(renderItem)}</SimpleGrid>;
}
