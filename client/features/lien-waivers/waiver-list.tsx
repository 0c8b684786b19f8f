import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { LienWaiver } from '../../../domain/api/lien-waivers';
import { formatDate, formatMoney } from '../../lib/format';
import { SCROLL } from '../../lib/ui/input-props';
import { WaiverActions } from './waiver-actions';
import { STATUS_COLOR, STATUS_LABEL } from './waiver-options';

function StatusBadges({ waiver: w }: { waiver: LienWaiver }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={STATUS_COLOR[w.status]} variant="light" miw="max-content">
        {STATUS_LABEL[w.status]}
      </Badge>
      {w.overdue && (
        <Badge color="red" variant="filled" miw="max-content">
          Overdue
        </Badge>
      )}
    </Group>
  );
}

/** The waivers of one direction: a table on a desktop, a list of cards on a phone. */
export function WaiverList({ waivers, projectId, isMobile }: { waivers: LienWaiver[]; projectId: number; isMobile: boolean }) {
  const party = (w: LienWaiver) => (w.direction === 'collect' ? w.claimant : w.customer);
  if (isMobile)
    return (
      <Stack gap="sm" component="ul" p={0} m={0} aria-label="Lien waivers">
        {waivers.map((w) => (
          <Paper key={w.id} withBorder p="sm" radius="md" component="li" style={{ listStyle: 'none' }}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {party(w)} · {formatMoney(w.amount)}
                </Text>
                <Text size="xs" c="dimmed">
                  {w.title}
                </Text>
                <Text size="xs">
                  Through {formatDate(w.throughDate)} · paid {formatDate(w.paidDate)}
                  {w.state ? ` · ${w.state}` : ''}
                </Text>
              </div>
              <StatusBadges waiver={w} />
            </Group>
            <Group mt="xs">
              <WaiverActions waiver={w} projectId={projectId} />
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={860} scrollAreaProps={SCROLL}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Kind</Table.Th>
            <Table.Th>{waivers[0]?.direction === 'give' ? 'Given to' : 'Claimant'}</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Through</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {waivers.map((w) => (
            <Table.Tr key={w.id}>
              <Table.Td maw={260}>
                <Text size="sm">{w.title}</Text>
                {w.state && (
                  <Text size="xs" c="dimmed">
                    {w.state}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{party(w)}</Table.Td>
              <Table.Td ta="right">{formatMoney(w.amount)}</Table.Td>
              <Table.Td>
                {formatDate(w.throughDate)}
                <Text size="xs" c="dimmed">
                  paid {formatDate(w.paidDate)}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadges waiver={w} />
              </Table.Td>
              <Table.Td>
                <WaiverActions waiver={w} projectId={projectId} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
