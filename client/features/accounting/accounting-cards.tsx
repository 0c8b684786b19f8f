import { Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { type Icon, IconBuildingSkyscraper, IconCurrencyDollar, IconReceipt, IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { AccountingOverview } from '../../../domain/accounting';
import { basisName } from '../../../domain/accounting-revenue';
import { countOf } from '../../../domain/wording';
import { formatMoney, formatPercent } from '../../lib/format';
import { UnpricedProjectsNote } from '../projects/unpriced-work-note';

type CardProps = { label: string; value: string; hint: string; color: string; icon: Icon; valueColor?: string; warning?: ReactNode };

function Card({ label, value, hint, color, icon: CardIcon, valueColor, warning }: CardProps) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" style={{ borderTop: `4px solid var(--mantine-color-${color}-6)` }}>
      <ThemeIcon variant="light" color={color} radius="md" size="lg" mb="xs" aria-hidden visibleFrom="sm">
        <CardIcon size={20} />
      </ThemeIcon>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={{ base: 'md', sm: 'xl' }} c={valueColor}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
      {warning}
    </Paper>
  );
}

/**
 * The four headline cards (part 2 §2): revenue, expenses, net profit (green ≥ 0, red below) and projects. Work of the
 * year priced at $0 for want of a rate makes the profit an upper bound: it says so and loses its green (red stays).
 */
export function AccountingCards({ overview }: { overview: AccountingOverview }) {
  const y = overview.yearlyOverview;
  const notFinal = y.unpricedWorkRecords > 0;
  const profitColor = y.netProfit < 0 ? 'red' : notFinal ? 'gray' : 'green';
  // Every revenue, profit and margin figure names its basis (issue 37).
  const basis = basisName(overview.revenueMethod);
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md">
      <Card
        label={`Total Revenue (${basis})`}
        value={formatMoney(y.totalRevenue)}
        hint={`${countOf(y.totalProjects, 'project')} · ${overview.revenueBasis}`}
        color="blue"
        icon={IconCurrencyDollar}
      />
      <Card
        label="Total Expenses"
        value={formatMoney(y.totalExpenses)}
        hint={`Materials ${formatMoney(overview.expenseBreakdown.materials)}`}
        color="orange"
        icon={IconReceipt}
      />
      <Card
        label={`Net Profit (${basis})`}
        value={formatMoney(y.netProfit)}
        hint={`${formatPercent(y.profitMargin)} margin (${basis})`}
        color={profitColor}
        // The palette's text shade (theme.ts): green.8 is 3.4:1 on white, too light for the 16 px figure on a phone.
        valueColor={profitColor === 'gray' ? undefined : profitColor}
        icon={y.netProfit >= 0 ? IconTrendingUp : IconTrendingDown}
        warning={<UnpricedProjectsNote counts={y} size="xs" />}
      />
      <Card
        label="Projects"
        value={String(y.totalProjects)}
        hint={`${y.completedProjects} completed · ${y.activeProjects} active · Contract value of jobs started ${formatMoney(y.contractValueOfJobsStarted)}`}
        color="violet"
        icon={IconBuildingSkyscraper}
      />
    </SimpleGrid>
  );
}

/** Four skeleton cards while the year loads (part 2 §2). */
export function AccountingCardsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md" role="status" aria-busy="true" aria-label="Loading figures">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} h={{ base: 96, sm: 138 }} radius="md" />
      ))}
    </SimpleGrid>
  );
}
