import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { InactiveProject } from '../../../domain/lifecycle';
import type { OpeningQueries } from '../../app/opening-data';
import { formatDate, formatMoney } from '../../lib/format';
import { EmptyState } from '../../lib/ui/empty-state';
import { LoadError } from '../../lib/ui/load-error';
import { MoveToMenu } from '../lifecycle/move-to-menu';
import { ProjectCardTitle } from '../projects/project-card-title';
import { statusLabel } from '../projects/project-status';
import { daysPaused, localDate } from './archive-figures';
import { archiveQueries } from './archive-queries';

const CARD_COLS = { base: 1, md: 2, xl: 3 };

/** One paused project: why and since when, and the move-to menu to resume or complete it. */
function InactiveProjectCard({ project: p }: { project: InactiveProject }) {
  const paused = daysPaused(p.pausedAt);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={p.name}>
      <Stack gap="sm" style={{ flex: 1 }}>
        <ProjectCardTitle
          projectId={p.originalProjectId}
          name={p.name}
          location={p.location}
          aside={
            <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
              {statusLabel(p.status)}
            </Badge>
          }
        />
        <div>
          <Text size="xs" c="dimmed">
            Reason
          </Text>
          <Text size="sm" c={p.reasonInactive ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
            {p.reasonInactive ?? 'No reason recorded'}
          </Text>
        </div>
        <SimpleGrid cols={2} spacing="xs">
          <div>
            <Text size="xs" c="dimmed">
              Paused on
            </Text>
            <Text size="sm" fw={600}>
              {formatDate(localDate(p.movedToInactiveDate ?? p.pausedAt))}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Days paused
            </Text>
            <Text size="sm" fw={600}>
              {paused ?? '—'}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Budget
            </Text>
            <Text size="sm" fw={600}>
              {formatMoney(p.budget)}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Active days so far
            </Text>
            <Text size="sm" fw={600}>
              {p.activeDays}
            </Text>
          </div>
        </SimpleGrid>
      </Stack>
      <Card.Section withBorder inheritPadding py="xs" mt="md">
        <Group justify="space-between" gap="xs">
          <MoveToMenu projectId={p.originalProjectId} projectName={p.name} current="inactive" />
          <Text size="xs" c="dimmed">
            Started {formatDate(p.startDate)}
          </Text>
        </Group>
      </Card.Section>
    </Card>
  );
}

/** The screen's opening data, fetched before its first render (client/app/opening-data.ts). */
export const openingQueries: OpeningQueries = () => [archiveQueries.inactive()];

/** The inactive projects archive (spec part 2 §2 Archives): paused or on-hold projects. */
export default function InactiveProjectsPage() {
  const list = useQuery(archiveQueries.inactive());
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Inactive Projects
      </Title>
      {list.isError ? (
        <LoadError title="Could not load inactive projects" error={list.error} onRetry={() => list.refetch()} />
      ) : list.isPending ? (
        <SimpleGrid cols={CARD_COLS} role="status" aria-busy="true" aria-label="Loading inactive projects">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={220} radius="md" />
          ))}
        </SimpleGrid>
      ) : list.data.length === 0 ? (
        <EmptyState message="No Inactive Projects">
          <Text size="sm" c="dimmed" ta="center">
            Projects you pause with Move to Inactive appear here with the reason.
          </Text>
        </EmptyState>
      ) : (
        <SimpleGrid cols={CARD_COLS}>
          {list.data.map((p) => (
            <InactiveProjectCard key={p.originalProjectId} project={p} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
