import { Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { dayText } from '../../../domain/pay-rates';
import { formatMoney } from '../../lib/format';
import { employeeQueries } from './employee-queries';

/** An employee's dated rates, newest first (issue 37): which rate priced the work of which days. */
export function RateHistory({ employeeId }: { employeeId: number }) {
  const rates = useQuery(employeeQueries.rates(employeeId));
  if (!rates.data || rates.data.length === 0) return null;
  const rate = (v: number | null) => (v === null ? 'Not set' : formatMoney(v));
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm" id={`rate-history-${employeeId}`}>
        Rate history
      </Text>
      <Table.ScrollContainer minWidth={280}>
        <Table aria-labelledby={`rate-history-${employeeId}`} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Effective from</Table.Th>
              <Table.Th>Daily rate</Table.Th>
              <Table.Th>Hourly rate</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rates.data.map((r) => (
              <Table.Tr key={r.effectiveFrom}>
                <Table.Td>{dayText(r.effectiveFrom)}</Table.Td>
                <Table.Td>{rate(r.dailyRate)}</Table.Td>
                <Table.Td>{rate(r.hourlyRate)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
