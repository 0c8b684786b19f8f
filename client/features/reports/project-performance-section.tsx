import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CSSProperties } from 'react';
import type { Report } from '../../../domain/reports';
import { type Column, csvMoney } from '../../../domain/table-sort';
import { unpricedWorkNote } from '../../../domain/unpriced-work';
import { formatMargin, formatMoney, NO_COSTS_YET } from '../../lib/format';
import { EmptyState } from '../../lib/ui/empty-state';
import { ExportCsvButton } from '../../lib/ui/export-csv-button';
import { PHONE_QUERY } from '../../lib/ui/form-modal';
import { SortSelect, useTableSort } from '../../lib/ui/use-table-sort';
import { UnpricedWorkNote } from '../projects/unpriced-work-note';

const LABEL_COLOR = { Excellent: 'green', Good: 'teal', 'Break-even': 'yellow', Loss: 'red' } as const;

type ProjectRow = Report['projectPerformance'][number];

/**
 * The row's performance in words: the §9 label; "No costs recorded yet" while nothing is spent (its 100 % margin
 * would read as Excellent); with work priced at $0 for want of a rate the margin is an upper bound, so the label is
 * "…, not final" (a Loss stays a loss) and "Not final" with no priced cost at all (docs/decisions/).
 */
function performanceText(p: ProjectRow): string {
  const notFinal = p.unpricedWorkRecords > 0;
  if (p.totalCosts === 0) return notFinal ? 'Not final' : NO_COSTS_YET;
  return notFinal && p.label !== 'Loss' ? `${p.label}, not final` : p.label;
}

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
    csv: performanceText,
  },
];
type ProjectTh = ReturnType<typeof useTableSort<ProjectRow, string>>['th'];

/** performanceText as a badge in the label's colour; grey without costs or while not final (red stays). */
function PerformanceBadge({ row, style }: { row: ProjectRow; style?: CSSProperties }) {
  const note = unpricedWorkNote(row);
  const grey = row.totalCosts === 0 || (note !== null && row.label !== 'Loss');
  // A sentence reads in sentence case; the plain §9 labels keep the badge's capitals.
  const tt = row.totalCosts === 0 || note ? 'none' : undefined;
  return (
    <Badge color={grey ? 'gray' : LABEL_COLOR[row.label]} variant="light" style={style} tt={tt} title={note ?? undefined} miw="max-content">
      {performanceText(row)}
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
          <UnpricedWorkNote work={p} size="xs" />
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
              <Table.Td>
                {p.name}
                <UnpricedWorkNote work={p} size="xs" />
              </Table.Td>
              <Table.Td ta="right">{formatMoney(p.budget)}</Table.Td>
              <Table.Td ta="right">{formatMoney(p.totalCosts)}</Table.Td>
              <Table.Td ta="right" title={p.totalCosts === 0 ? performanceText(p) : undefined}>
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
