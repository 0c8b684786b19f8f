import { Card, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { projectionLabels } from '../../domain/projection';
import { comparedToFlorida, type DashboardStats, FLORIDA_AVERAGE_MARGIN, marginTone } from '../../domain/projects';
import { unpricedProjectsNote } from '../../domain/unpriced-work';
import { dashboardQueries } from '../features/dashboard/dashboard-queries';
import { formatMoney, formatPercent } from '../lib/format';

/** Sidebar "Profit Analysis": total profit, average margin and the Florida benchmark (spec part 1 §2.2). */
export function ProfitCard() {
  const { data, isPending, isError } = useQuery(dashboardQueries.stats());

  return (
    <Card withBorder shadow="none" padding="sm" bg="var(--mantine-color-default-hover)" aria-label="Profit Analysis" component="section">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
        Profit Analysis
      </Text>
      {isPending ? (
        <Stack gap={8} data-testid="profit-card-loading">
          <Skeleton height={14} width="70%" />
          <Skeleton height={14} width="55%" />
          <Skeleton height={12} width="85%" />
        </Stack>
      ) : isError || !data ? (
        <Text size="sm" c="dimmed">
          Profit figures are unavailable right now.
        </Text>
      ) : (
        <ProfitFigures stats={data} />
      )}
    </Card>
  );
}

function ProfitFigures({ stats }: { stats: DashboardStats }) {
  // The one projection (issue 39): the projected margin, weighted by contract value, is what is compared with the
  // industry average; profit to date is on the books basis, named.
  const pj = stats.projection;
  const labels = projectionLabels(pj.basis);
  const basis = { hasFigure: pj.jobs > 0, text: 'No active projects' };
  const above = comparedToFlorida(pj.projectedMargin) === 'above';
  // Work priced at $0 for want of a rate: the margin is too high by an unknown amount, so no "above average" claim.
  const unpriced = basis.hasFigure ? unpricedProjectsNote(stats) : null;
  const TrendIcon = above ? IconTrendingUp : IconTrendingDown;

  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed">
          Projected profit
        </Text>
        <Text size="sm" fw={700} c={pj.projectedProfit < 0 ? 'red' : undefined}>
          {basis.hasFigure ? formatMoney(pj.projectedProfit) : '—'}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed">
          Projected margin
        </Text>
        <Text size="sm" fw={700} c={basis.hasFigure && !(unpriced && pj.projectedMargin >= 0) ? marginTone(pj.projectedMargin) : undefined}>
          {basis.hasFigure ? formatPercent(pj.projectedMargin) : '—'}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {labels.profitToDate}: {formatMoney(pj.profitToDate)}
      </Text>
      <Divider my={2} />
      <Text size="xs" c="dimmed">
        Florida industry average: {formatPercent(FLORIDA_AVERAGE_MARGIN)}
      </Text>
      {pj.withoutEstimate > 0 && (
        <Text size="xs" c="dimmed">
          {pj.withoutEstimate} without an estimate: projected at break-even
        </Text>
      )}
      {!basis.hasFigure ? (
        <Text size="xs">{basis.text}</Text>
      ) : unpriced && above ? (
        <Text size="xs" fw={500} c="orange">
          {unpriced}
        </Text>
      ) : (
        <Group gap={4} wrap="nowrap">
          <TrendIcon size={16} color={above ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-orange-7)'} aria-hidden />
          <Text size="xs" fw={600} c={above ? 'green' : 'orange'}>
            {above ? 'Above industry average' : 'Below industry average'}
          </Text>
        </Group>
      )}
      {unpriced && !above && (
        <Text size="xs" fw={500} c="orange">
          {unpriced}
        </Text>
      )}
    </Stack>
  );
}
