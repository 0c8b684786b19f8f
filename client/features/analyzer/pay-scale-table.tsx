import { Card, Table, Text, Title } from '@mantine/core';
import { HOURS_PER_DAY, HOURS_PER_YEAR, PAY_SCALE, PAY_SCALE_LOCATION } from '../../../domain/analyzer/pay-scale';
import { formatMoney } from '../../lib/format';

/** The ten-position Florida pay-scale table: hourly ranges, the same per 8-hour day, and yearly at 2,080 h. */
export function PayScaleTable() {
  return (
    <Card component="section" aria-labelledby="pay-scale-title">
      <Title order={2} size="h4" id="pay-scale-title">
        Florida Pay Scale ({PAY_SCALE_LOCATION})
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        Rates are hourly. Per day = hourly × {HOURS_PER_DAY} h; yearly = hourly × {HOURS_PER_YEAR.toLocaleString('en-US')} h (40 h × 52
        weeks). Planning figures built into Plumbline, not live market data.
      </Text>
      <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': 'Florida pay scale' } }}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Position</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th ta="right">Per hour (min–max)</Table.Th>
              <Table.Th ta="right">Avg / hour</Table.Th>
              <Table.Th ta="right">Avg / 8-h day</Table.Th>
              <Table.Th ta="right">Avg / year</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {PAY_SCALE.map((p) => (
              <Table.Tr key={p.position}>
                <Table.Td>{p.position}</Table.Td>
                <Table.Td>{p.category}</Table.Td>
                <Table.Td ta="right">
                  {formatMoney(p.hourlyRateMin)}–{formatMoney(p.hourlyRateMax)}
                </Table.Td>
                <Table.Td ta="right">{formatMoney(p.averageHourlyRate)}</Table.Td>
                <Table.Td ta="right">{formatMoney(p.averageDailyRate)}</Table.Td>
                <Table.Td ta="right">{formatMoney(p.averageYearlySalary)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
