import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Grid, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { AccountingOverview } from '../../../domain/accounting';
import { sharePercent } from '../../../domain/accounting-breakdown';
import { ACCOUNTING_CATEGORIES, ACCOUNTING_CATEGORY_LABELS } from '../../../domain/accounting-categories';
import { basisName } from '../../../domain/accounting-revenue';
import { formatMoney, formatPercent } from '../../lib/format';
import { UnpricedProjectsNote } from '../projects/unpriced-work-note';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM' → 'Jan'. */
export const monthLabel = (month: string) => MONTHS[Number(month.slice(5, 7)) - 1];

export const CATEGORY_COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'yellow.6', 'red.6', 'cyan.6', 'gray.6'] as const;

/** Overview tab: the monthly revenue, expenses and profit of the year and the six expense categories. */
export function OverviewTab({ overview }: { overview: AccountingOverview }) {
  const data = overview.monthlyBreakdown.map((m) => ({
    month: monthLabel(m.month),
    Revenue: m.revenue,
    Expenses: m.expenses,
    Profit: m.profit,
  }));
  const total = overview.yearlyOverview.totalExpenses;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4">
            Monthly trend
          </Title>
          <Text size="xs" c="dimmed" mb="sm">
            Revenue and profit on the {basisName(overview.revenueMethod)}: {overview.revenueBasis}
          </Text>
          <BarChart
            h={280}
            data={data}
            dataKey="month"
            series={[
              { name: 'Revenue', color: 'blue.6' },
              { name: 'Expenses', color: 'orange.6' },
              { name: 'Profit', color: 'green.6' },
            ]}
            withLegend
            valueFormatter={formatMoney}
            yAxisProps={{ width: 80 }}
          />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            Expense categories
          </Title>
          <Stack gap="sm">
            {ACCOUNTING_CATEGORIES.map((c, i) => {
              const amount = overview.expenseBreakdown[c];
              const share = sharePercent(amount, total);
              return (
                <div key={c}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm">{ACCOUNTING_CATEGORY_LABELS[c]}</Text>
                    <Text size="sm" fw={600}>
                      {formatMoney(amount)}
                    </Text>
                  </Group>
                  <Progress
                    value={share}
                    color={CATEGORY_COLORS[i]}
                    size="sm"
                    aria-label={`${ACCOUNTING_CATEGORY_LABELS[c]} ${formatPercent(share)} of expenses`}
                  />
                </div>
              );
            })}
            <UnpricedProjectsNote counts={overview.yearlyOverview} size="xs" />
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
