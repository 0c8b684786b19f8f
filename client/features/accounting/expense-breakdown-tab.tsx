import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Box, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { AccountingOverview } from '../../../domain/accounting';
import { expenseBreakdownFigures, inThousands, lastMonths } from '../../../domain/accounting-breakdown';
import { todayIso } from '../../../domain/dates';
import { formatMoney, formatPercent } from '../../lib/format';
import { FigureTile } from '../../lib/ui/figure-tile';
import { UnpricedProjectsNote } from '../projects/unpriced-work-note';
import { monthLabel } from './overview-tab';

/** Expense Breakdown tab: materials vs payroll, the last 6 months in $k, per-project averages, material:labor. */
export function ExpenseBreakdownTab({ overview }: { overview: AccountingOverview }) {
  const f = expenseBreakdownFigures(overview);
  const trend = lastMonths(overview.monthlyBreakdown, overview.yearlyOverview.year, todayIso()).map((m) => ({
    month: monthLabel(m.month),
    Materials: m.materialCosts,
    Labor: m.laborCosts,
  }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Materials vs payroll
        </Title>
        <SimpleGrid cols={2} spacing="sm">
          <FigureTile label="Materials" value={formatMoney(f.materials)} hint={`${formatPercent(f.materialsShare)} of expenses`} />
          <FigureTile label="Labor & Payroll" value={formatMoney(f.labor)} hint={`${formatPercent(f.laborShare)} of expenses`} />
          <FigureTile label="Avg materials per project" value={formatMoney(f.avgMaterialsPerProject)} />
          <FigureTile label="Avg labor per project" value={formatMoney(f.avgLaborPerProject)} />
        </SimpleGrid>
        {/* Work priced at $0 for want of a rate: the labor figures are too low by an unknown amount. */}
        {overview.yearlyOverview.unpricedWorkRecords > 0 && (
          <Box mt="sm">
            <UnpricedProjectsNote counts={overview.yearlyOverview} />
          </Box>
        )}
        <Text mt="md" size="sm">
          Material : labor ratio <strong>{f.ratio === null ? 'no labor' : `${f.ratio.toFixed(2)} : 1`}</strong>
        </Text>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Last 6 months ($k)
        </Title>
        {trend.length === 0 ? (
          <Text c="dimmed" size="sm">
            No months of this year have passed yet.
          </Text>
        ) : (
          <LineChart
            h={240}
            data={trend}
            dataKey="month"
            series={[
              { name: 'Materials', color: 'blue.6' },
              { name: 'Labor', color: 'teal.6' },
            ]}
            withLegend
            // The axis reads in $k (spec); a point's tooltip shows the exact amount with cents.
            valueFormatter={formatMoney}
            yAxisProps={{ width: 60, tickFormatter: (v: number) => `$${inThousands(v)}k` }}
          />
        )}
      </Paper>
    </SimpleGrid>
  );
}
