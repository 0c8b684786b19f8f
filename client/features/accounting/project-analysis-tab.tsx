import { Badge, Table, Text } from '@mantine/core';
import type { AccountingOverview } from '../../../domain/accounting';
import { marginTone } from '../../../domain/projects';
import { formatMoney, formatPercent } from '../../lib/format';
import { EmptyState } from '../../lib/ui/empty-state';

/** Project Analysis tab: the year's projects with budget, costs, status, profit and margin; completed highlighted. */
export function ProjectAnalysisTab({ overview }: { overview: AccountingOverview }) {
  const list = overview.projectsBreakdown;
  if (list.length === 0) return <EmptyState message="No projects started this year" />;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Project</Table.Th>
            <Table.Th ta="right">Budget</Table.Th>
            <Table.Th ta="right">Total costs</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Profit</Table.Th>
            <Table.Th ta="right">Margin</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((p) => (
            <Table.Tr key={p.id} bg={p.status === 'completed' ? 'var(--mantine-color-green-light)' : undefined}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {p.name}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatMoney(p.budget)}</Table.Td>
              <Table.Td ta="right">{formatMoney(p.totalCosts)}</Table.Td>
              <Table.Td>
                <Badge variant={p.status === 'completed' ? 'filled' : 'light'} color={p.status === 'completed' ? 'green' : 'blue'}>
                  {p.status.replace('_', ' ')}
                </Badge>
              </Table.Td>
              <Table.Td ta="right" c={p.profit < 0 ? 'red.8' : undefined}>
                {formatMoney(p.profit)}
              </Table.Td>
              <Table.Td ta="right">
                <Badge variant="light" color={marginTone(p.profitMargin)}>
                  {formatPercent(p.profitMargin)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
