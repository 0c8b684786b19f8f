import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CSSProperties } from 'react';
import type { Report } from '../../../domain/reports';
import { type Column, csvMoney } from '../../../domain/table-sort';
import { countOf } from '../../../domain/wording';
import { formatMargin, formatMoney, formatPercent, NO_COSTS_YET } from '../../lib/format';
import { EmptyState } from '../../lib/ui/empty-state';
import { ExportCsvButton } from '../../lib/ui/export-csv-button';
import { FigureTile } from '../../lib/ui/figure-tile';
import { PHONE_QUERY } from '../../lib/ui/form-modal';
import { SortSelect, useTableSort } from '../../lib/ui/use-table-sort';

const LABEL_COLOR = { Excellent: 'green', Good: 'teal', 'Break-even': 'yellow', Loss: 'red' } as const;

/** Revenue, expenses, profit and margin of the range. */
export function SummaryTiles({ report }: { report: Report }) {
  const s = report.summary;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <FigureTile
        label="Revenue"
        value={formatMoney(s.revenue)}
        hint={`Contract value of ${countOf(s.projects, 'active project')} started in the range`}
      />
      <FigureTile label="Expenses" value={formatMoney(s.expenses)} />
      <FigureTile label="Profit" value={formatMoney(s.profit)} />
      <FigureTile label="Margin" value={formatPercent(s.profitMargin)} />
    </SimpleGrid>
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

type ProjectRow = Report['projectPerformance'][number];
type SupplierRow = Report['suppliers'][number];

/** Project performance columns: header sort, phone Sort by and CSV; a project without costs has no margin or label. */
const PROJECT_COLUMNS: Column<ProjectRow>[] = [
  { key: 'name', label: 'Project', sortValue: (p) => p.name, csv: (p) => p.name },
  { key: 'budget', label: 'Budget', kind: 'number', sortValue: (p) => p.budget, csv: (p) => csvMoney(p.budget) },
  { key: 'costs', label: 'Costs', kind: 'number', sortValue: (p) => p.totalCosts, csv: (p) => csvMoney(p.totalCosts) },
  {
    key: 'margin',
    label: 'Margin',
    kind: 'number',
    sortValue: (p) => (p.totalCosts === 0 ? null : p.profitMargin),
    csv: (p) => (p.totalCosts === 0 ? null : p.profitMargin.toFixed(2)),
  },
  {
    key: 'label',
    label: 'Performance',
    sortValue: (p) => (p.totalCosts === 0 ? null : p.label),
    csv: (p) => (p.totalCosts === 0 ? NO_COSTS_YET : p.label),
  },
];
type ProjectTh = ReturnType<typeof useTableSort<ProjectRow, string>>['th'];

const SUPPLIER_COLUMNS: Column<SupplierRow>[] = [
  { key: 'name', label: 'Supplier', sortValue: (s) => s.name, csv: (s) => s.name },
  { key: 'count', label: 'Purchases', kind: 'number', sortValue: (s) => s.expenseCount, csv: (s) => s.expenseCount },
  { key: 'amount', label: 'Amount', kind: 'number', sortValue: (s) => s.amount, csv: (s) => csvMoney(s.amount) },
];

/** The §9 label, or "No costs yet" while nothing is spent (its 100 % margin would read as Excellent). */
function PerformanceBadge({ row, style }: { row: ProjectRow; style?: CSSProperties }) {
  if (row.totalCosts === 0)
    return (
      <Badge color="gray" variant="light" style={style} tt="none">
        {NO_COSTS_YET}
      </Badge>
    );
  return (
    <Badge color={LABEL_COLOR[row.label]} variant="light" style={style}>
      {row.label}
    </Badge>
  );
}

/** The projects as compact cards (phone): name and label, then budget, costs and margin, nothing to scroll sideways. */
function ProjectCards({ rows }: { rows: ProjectRow[] }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((p) => (
        <Paper key={p.id} component="li" withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text fw={600} size="sm">
              {p.name}
            </Text>
            <PerformanceBadge row={p} style={{ flexShrink: 0 }} />
          </Group>
          <Text size="xs" c="dimmed">
            Budget {formatMoney(p.budget)} · Costs {formatMoney(p.totalCosts)} · Margin {formatMargin(p.profitMargin, p.totalCosts)}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

/** The projects as a table (wider screens). */
function ProjectTable({ rows, th }: { rows: ProjectRow[]; th: ProjectTh }) {
  return (
    <Table.ScrollContainer minWidth={520} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            {th('name')}
            {th('budget', { align: 'right' })}
            {th('costs', { align: 'right' })}
            {th('margin', { align: 'right' })}
            {th('label')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{p.name}</Table.Td>
              <Table.Td ta="right">{formatMoney(p.budget)}</Table.Td>
              <Table.Td ta="right">{formatMoney(p.totalCosts)}</Table.Td>
              <Table.Td ta="right" title={p.totalCosts === 0 ? NO_COSTS_YET : undefined}>
                {formatMargin(p.profitMargin, p.totalCosts)}
              </Table.Td>
              <Table.Td>
                <PerformanceBadge row={p} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The first 5 projects of the range with their margin label (part 2 §9), across the whole grid row: in a half-width
 * column the label column was cut off at 1280 px.
 */
export function ProjectPerformanceSection({ report }: { report: Report }) {
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const rows = report.projectPerformance;
  const sort = useTableSort(rows, PROJECT_COLUMNS);
  return (
    <Paper withBorder p="md" radius="md" style={{ gridColumn: '1 / -1' }}>
      <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
        <Title order={2} size="h4">
          Project performance
        </Title>
        {rows.length > 0 && (
          <ExportCsvButton rows={sort.sorted} columns={PROJECT_COLUMNS} fileName="project-performance.csv" label="project performance" />
        )}
      </Group>
      {rows.length === 0 ? (
        <EmptyState message="No active projects started in this range" />
      ) : isPhone ? (
        <Stack gap="sm">
          <SortSelect columns={PROJECT_COLUMNS} state={sort.state} onChange={sort.setState} />
          <ProjectCards rows={sort.sorted} />
        </Stack>
      ) : (
        <ProjectTable rows={sort.sorted} th={sort.th} />
      )}
    </Paper>
  );
}

/** Your margin against the 15.2 % industry average. */
export function IndustryComparison({ report }: { report: Report }) {
  const c = report.industryComparison;
  const above = c.difference >= 0;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Industry comparison
      </Title>
      <SimpleGrid cols={2} spacing="sm">
        <FigureTile label="Your margin" value={formatPercent(c.yourMargin)} />
        <FigureTile label="Industry average (Florida)" value={formatPercent(c.industryAverage)} />
      </SimpleGrid>
      <Text size="sm" mt="sm">
        {above ? `${c.difference.toFixed(1)} points above` : `${Math.abs(c.difference).toFixed(1)} points below`} the industry average
      </Text>
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
