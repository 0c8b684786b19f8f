import { Box, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { basisName } from '../../../domain/accounting-revenue';
import type { Report } from '../../../domain/reports';
import { type Column, csvMoney } from '../../../domain/table-sort';
import { countOf } from '../../../domain/wording';
import { formatMoney, formatPercent } from '../../lib/format';
import { EmptyState } from '../../lib/ui/empty-state';
import { ExportCsvButton } from '../../lib/ui/export-csv-button';
import { FigureTile } from '../../lib/ui/figure-tile';
import { useTableSort } from '../../lib/ui/use-table-sort';
import { UnpricedProjectsNote } from '../projects/unpriced-work-note';

/**
 * Revenue, expenses, profit and margin of the range; with work of the range priced at $0 for want of a rate the
 * profit and margin are upper bounds, and the line under them says so.
 */
export function SummaryTiles({ report }: { report: Report }) {
  const s = report.summary;
  // Revenue, profit and margin name their basis (issue 37); the jobs started are a sales figure beside them.
  const basis = basisName(report.revenueMethod);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
        <FigureTile label={`Revenue (${basis})`} value={formatMoney(s.revenue)} hint={report.revenueBasis} />
        <FigureTile label="Expenses" value={formatMoney(s.expenses)} />
        <FigureTile label={`Profit (${basis})`} value={formatMoney(s.profit)} />
        <FigureTile label={`Margin (${basis})`} value={formatPercent(s.profitMargin)} />
        <FigureTile
          label="Contract value of jobs started"
          value={formatMoney(s.contractValueOfJobsStarted)}
          hint={`${countOf(s.projects, 'active project')} started in the range (a sales figure, not revenue)`}
        />
      </SimpleGrid>
      <UnpricedProjectsNote counts={s} />
    </Stack>
  );
}

/** The range's expenses in the six accounting categories. */
export function ExpenseBreakdownSection({ report }: { report: Report }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Expense breakdown
      </Title>
      <Stack gap="sm">
        {report.expenseBreakdown.map((c) => (
          <div key={c.category}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">{c.label}</Text>
              <Text size="sm" fw={600}>
                {formatMoney(c.amount)} · {formatPercent(c.percent)}
              </Text>
            </Group>
            <Progress value={c.percent} size="sm" aria-label={`${c.label} ${formatPercent(c.percent)}`} />
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

type SupplierRow = Report['suppliers'][number];

const SUPPLIER_COLUMNS: Column<SupplierRow>[] = [
  { key: 'name', label: 'Supplier', sortValue: (s) => s.name, csv: (s) => s.name },
  { key: 'count', label: 'Purchases', kind: 'number', sortValue: (s) => s.expenseCount, csv: (s) => s.expenseCount },
  { key: 'amount', label: 'Amount', kind: 'number', sortValue: (s) => s.amount, csv: (s) => csvMoney(s.amount) },
];

/**
 * Your margin against the 15.2 % industry average. A margin with unpriced work is an upper bound: it makes no
 * "above" claim (the note instead, as the sidebar); "below" stays true and gets the note under it.
 */
export function IndustryComparison({ report }: { report: Report }) {
  const c = report.industryComparison;
  const above = c.difference >= 0;
  const notFinal = report.summary.unpricedWorkRecords > 0;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Industry comparison
      </Title>
      <SimpleGrid cols={2} spacing="sm">
        <FigureTile label={`Your margin (${basisName(report.revenueMethod)})`} value={formatPercent(c.yourMargin)} />
        <FigureTile label="Industry average (Florida)" value={formatPercent(c.industryAverage)} />
      </SimpleGrid>
      {!(notFinal && above) && (
        <Text size="sm" mt="sm">
          {above ? `${c.difference.toFixed(1)} points above` : `${Math.abs(c.difference).toFixed(1)} points below`} the industry average
        </Text>
      )}
      {notFinal && (
        <Box mt="sm">
          <UnpricedProjectsNote counts={report.summary} />
        </Box>
      )}
    </Paper>
  );
}

/** Spending per supplier in the range. */
export function SupplierSection({ report }: { report: Report }) {
  const sort = useTableSort(report.suppliers, SUPPLIER_COLUMNS);
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
        <Title order={2} size="h4">
          Supplier analysis
        </Title>
        {report.suppliers.length > 0 && (
          <ExportCsvButton rows={sort.sorted} columns={SUPPLIER_COLUMNS} fileName="supplier-analysis.csv" label="supplier analysis" />
        )}
      </Group>
      {report.suppliers.length === 0 ? (
        <EmptyState message="No supplier purchases in this range" />
      ) : (
        <Table aria-label="Supplier analysis">
          <Table.Thead>
            <Table.Tr>
              {sort.th('name')}
              {sort.th('count', { align: 'right' })}
              {sort.th('amount', { align: 'right' })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sort.sorted.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>{s.name}</Table.Td>
                <Table.Td ta="right">{s.expenseCount}</Table.Td>
                <Table.Td ta="right">{formatMoney(s.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
