import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CSSProperties } from 'react';
import type { AccountingOverview } from '../../../domain/accounting';
import { marginTone } from '../../../domain/projects';
import { unpricedWorkNote } from '../../../domain/unpriced-work';
import { formatMoney, formatPercent, NO_COSTS_YET } from '../../lib/format';
import { EmptyState } from '../../lib/ui/empty-state';
import { PHONE_QUERY } from '../../lib/ui/form-modal';
import { UnpricedWorkNote } from '../projects/unpriced-work-note';

type ProjectRow = AccountingOverview['projectsBreakdown'][number];

function StatusBadge({ status }: { status: string }) {
  return (
    <Badge
      variant={status === 'completed' ? 'filled' : 'light'}
      color={status === 'completed' ? 'green' : 'blue'}
      style={{ flexShrink: 0 }}
      // Never cut to "ACTI…" when a row's "Not final" line makes the project column wide.
      miw="max-content"
    >
      {status.replace('_', ' ')}
    </Badge>
  );
}

/** The projects as compact cards (phone), completed ones tinted: nothing to scroll sideways at 390 px. */
function ProjectCards({ list }: { list: ProjectRow[] }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {list.map((p) => (
        <Paper
          key={p.id}
          component="li"
          withBorder
          p="sm"
          radius="md"
          bg={p.status === 'completed' ? 'var(--mantine-color-green-light)' : undefined}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text size="sm" fw={600}>
              {p.name}
            </Text>
            <StatusBadge status={p.status} />
          </Group>
          <Text size="xs" c="dimmed">
            Budget {formatMoney(p.budget)} · Costs {formatMoney(p.totalCosts)}
          </Text>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" c={p.profit < 0 ? 'red' : undefined}>
              {p.totalCosts !== 0 ? `Budget left ${formatMoney(p.profit)}` : p.unpricedWorkRecords > 0 ? '—' : NO_COSTS_YET}
            </Text>
            <MarginBadge row={p} style={{ flexShrink: 0 }} />
          </Group>
          <UnpricedWorkNote work={p} size="xs" />
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The margin as a coloured badge, or a grey "—" (with the reason as its name) while nothing is spent. With work
 * priced at $0 for want of a rate the margin is an upper bound: grey unless it is already a loss (red stays).
 */
function MarginBadge({ row, style }: { row: ProjectRow; style?: CSSProperties }) {
  const notFinal = unpricedWorkNote(row);
  if (row.totalCosts === 0) {
    const why = notFinal ?? NO_COSTS_YET;
    return (
      <Badge variant="light" color="gray" style={style} title={why} aria-label={why}>
        —
      </Badge>
    );
  }
  const tone = notFinal && row.profitMargin >= 0 ? 'gray' : marginTone(row.profitMargin);
  return (
    <Badge variant="light" color={tone} style={style} title={notFinal ?? undefined} miw="max-content">
      {formatPercent(row.profitMargin)}
    </Badge>
  );
}

/**
 * Project Analysis tab: the year's projects with budget, costs, status and what is left of the budget (the spec's
 * "profit" and "margin", budget − costs so far: labelled as budget left, issue 39); completed highlighted.
 */
export function ProjectAnalysisTab({ overview }: { overview: AccountingOverview }) {
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const list = overview.projectsBreakdown;
  if (list.length === 0) return <EmptyState message="No projects started this year" />;
  if (isPhone) return <ProjectCards list={list} />;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Project</Table.Th>
            <Table.Th ta="right">Budget</Table.Th>
            <Table.Th ta="right">Total costs</Table.Th>
            <Table.Th>Status</Table.Th>
            {/* Budget − costs so far: what is left of the budget, not a profit (that is on the books basis). */}
            <Table.Th ta="right">Budget left</Table.Th>
            <Table.Th ta="right">% of budget left</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((p) => (
            <Table.Tr key={p.id} bg={p.status === 'completed' ? 'var(--mantine-color-green-light)' : undefined}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {p.name}
                </Text>
                <UnpricedWorkNote work={p} size="xs" />
              </Table.Td>
              <Table.Td ta="right">{formatMoney(p.budget)}</Table.Td>
              <Table.Td ta="right">{formatMoney(p.totalCosts)}</Table.Td>
              <Table.Td>
                <StatusBadge status={p.status} />
              </Table.Td>
              <Table.Td
                ta="right"
                c={p.profit < 0 ? 'red' : undefined}
                title={p.totalCosts === 0 ? (unpricedWorkNote(p) ?? NO_COSTS_YET) : undefined}
              >
                {p.totalCosts === 0 ? '—' : formatMoney(p.profit)}
              </Table.Td>
              <Table.Td ta="right">
                <MarginBadge row={p} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
