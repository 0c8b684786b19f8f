import { Card, Group, type MantineColor, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconBuildingSkyscraper, IconCoin, IconPercentage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { projectionLabels } from '../../../domain/projection';
import { marginTone } from '../../../domain/projects';
import { unpricedProjectsNote } from '../../../domain/unpriced-work';
import { formatMoney, formatPercent } from '../../lib/format';
import { dashboardQueries } from './dashboard-queries';
import { QueryError } from './query-error';

type StatCardProps = {
  label: string;
  value: ReactNode;
  hint: string;
  icon: ReactNode;
  color: MantineColor;
  valueColor?: MantineColor;
  /** What the figure is missing, said under it (issue 18: work priced at $0 for want of a rate). */
  warning?: string | null;
};

function StatCard({ label, value, hint, icon, color, valueColor, warning }: StatCardProps) {
  return (
    <Card component="section" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        <ThemeIcon variant="light" color={color} size="lg" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
      <Text fz={26} fw={700} lh={1.25} mt={4} c={valueColor} style={{ overflowWrap: 'break-word' }}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {hint}
      </Text>
      {warning && (
        <Text size="xs" c="orange" fw={500} mt={4}>
          {warning}
        </Text>
      )}
    </Card>
  );
}

/**
 * A card's shape while the figures load: the same rows at the same heights as StatCard (the label beside its
 * icon, the figure, the hint), so nothing below moves when the figures arrive.
 */
function StatCardSkeleton() {
  return (
    <Card aria-hidden>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Skeleton width="50%">
          <Text size="sm">&nbsp;</Text>
        </Skeleton>
        <Skeleton width={34} height={34} radius="md" />
      </Group>
      <Skeleton width="70%" mt={4}>
        <Text fz={26} fw={700} lh={1.25}>
          &nbsp;
        </Text>
      </Skeleton>
      <Skeleton width="40%" mt={4}>
        <Text size="xs">&nbsp;</Text>
      </Skeleton>
    </Card>
  );
}

const grid = { base: 1, sm: 2, lg: 4 };

/** Active projects, total profit, average margin and projects at risk from GET /api/dashboard/stats. */
export function StatCards() {
  const { data, isPending, isError, error, refetch } = useQuery(dashboardQueries.stats());

  if (isPending) {
    return (
      <SimpleGrid cols={grid} data-testid="stats-loading" aria-busy>
        {[0, 1, 2, 3].map((i) => (
          <StatCardSkeleton key={i} />
        ))}
      </SimpleGrid>
    );
  }
  if (isError) {
    return <QueryError title="Could not load dashboard figures" error={error} onRetry={() => void refetch()} />;
  }

  // The one projection (issue 39): projected profit and margin (weighted by contract value), profit to date on the
  // books basis and budget left, each named; the spec's totalProfit is budget left, never shown as profit.
  const pj = data.projection;
  const labels = projectionLabels(pj.basis);
  // Work priced at $0 for want of a rate makes both figures too high: said under them, and no reassuring tone.
  const unpriced = unpricedProjectsNote(data);
  const withoutEstimate =
    pj.withoutEstimate > 0 ? `${pj.withoutEstimate} without an estimate at completion: projected at break-even` : null;
  const tone = pj.jobs > 0 && !(unpriced && pj.projectedMargin >= 0) ? marginTone(pj.projectedMargin) : 'gray';
  return (
    <SimpleGrid cols={grid}>
      <StatCard
        label="Active Projects"
        value={data.activeProjects}
        hint="Projects currently running"
        icon={<IconBuildingSkyscraper size={20} />}
        color="indigo"
      />
      <StatCard
        label="Projected profit"
        value={formatMoney(pj.projectedProfit)}
        hint={`${labels.profitToDate}: ${formatMoney(pj.profitToDate)} · ${labels.budgetLeft}: ${formatMoney(pj.budgetLeft)}. ${contractLine(data)}`}
        icon={<IconCoin size={20} />}
        color={unpriced && pj.projectedProfit >= 0 ? 'gray' : pj.projectedProfit < 0 ? 'red' : 'teal'}
        valueColor={pj.projectedProfit < 0 ? 'red' : undefined}
        // Unpriced work first: it makes the figure not final, which matters more than the break-even projection.
        warning={unpriced ?? withoutEstimate}
      />
      <StatCard
        label="Projected margin"
        value={pj.jobs > 0 ? formatPercent(pj.projectedMargin) : '—'}
        hint={pj.jobs > 0 ? 'Projected profit ÷ contract value, weighted by contract value' : 'No active projects'}
        icon={<IconPercentage size={20} />}
        color={tone}
        valueColor={tone === 'gray' ? undefined : tone}
        warning={pj.jobs > 0 ? unpriced : null}
      />
      <StatCard
        label="Projects at Risk"
        value={data.projectsAtRisk}
        hint={data.projectsAtRisk > 0 ? 'Need your attention' : 'Nothing at risk'}
        icon={<IconAlertTriangle size={20} />}
        color={data.projectsAtRisk > 0 ? 'red' : 'gray'}
        valueColor={data.projectsAtRisk > 0 ? 'red' : undefined}
      />
    </SimpleGrid>
  );
}

/** What was spent against the contract value, with the original budgets beside it once change orders moved it. */
function contractLine(d: { totalExpenses: number; totalBudget: number; totalOriginalBudget: number }): string {
  const spent = `${formatMoney(d.totalExpenses)} spent of ${formatMoney(d.totalBudget)} contract value`;
  return d.totalBudget === d.totalOriginalBudget ? spent : `${spent} (original budget ${formatMoney(d.totalOriginalBudget)})`;
}
