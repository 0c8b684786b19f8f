import { Badge, Skeleton, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatMoney } from '../../lib/format';
import { SCROLL } from '../../lib/ui/input-props';
import { LoadError } from '../../lib/ui/load-error';
import { lienWaiverQueries } from './lien-waiver-queries';
import { STATUS_COLOR, STATUS_LABEL } from './waiver-options';

/**
 * The subcontractors' and suppliers' lien waivers of a pay application's period (issue 44 scope 4): those to collect
 * whose through date falls after the previous application's period and on or before this one's, and how many are
 * back. An owner's lender or title company asks for them with the application.
 */
export function PeriodWaivers({ projectId, from, to }: { projectId: number; from: string | null; to: string }) {
  const list = useQuery(lienWaiverQueries.period(projectId, from, to));
  const id = `period-waivers-${projectId}-${to}`;
  if (list.isError) return <LoadError title="Could not load the period's lien waivers" error={list.error} onRetry={() => list.refetch()} />;
  if (!list.data) return <Skeleton height={48} />;
  const back = list.data.filter((w) => w.status !== 'requested').length;
  return (
    <div>
      <Title order={3} size="h5" id={id}>
        Lien waivers of this period
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {list.data.length === 0
          ? `No waiver to collect has a through date ${from ? `from ${formatDate(from)} ` : ''}to ${formatDate(to)}: request them on the Lien waivers card.`
          : `${back} of ${list.data.length} received, through dates ${from ? `from ${formatDate(from)} ` : ''}to ${formatDate(to)}.`}
      </Text>
      {list.data.length > 0 && (
        <Table.ScrollContainer minWidth={480} scrollAreaProps={SCROLL}>
          <Table aria-labelledby={id}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>From</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Through</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((w) => (
                <Table.Tr key={w.id}>
                  <Table.Td>{w.claimant}</Table.Td>
                  <Table.Td>{w.title}</Table.Td>
                  <Table.Td ta="right">{formatMoney(w.amount)}</Table.Td>
                  <Table.Td>{formatDate(w.throughDate)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[w.status]} variant="light" miw="max-content">
                      {STATUS_LABEL[w.status]}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </div>
  );
}
