import { Card, Group, Table, Text, Title } from '@mantine/core';
import { HOURS_PER_DAY, HOURS_PER_YEAR, PAY_SCALE, PAY_SCALE_LOCATION } from '../../../domain/analyzer/pay-scale';
import { type Column, csvMoney } from '../../../domain/table-sort';
import { formatMoney } from '../../lib/format';
import { ExportCsvButton } from '../../lib/ui/export-csv-button';
import { useTableSort } from '../../lib/ui/use-table-sort';

type PayLevel = (typeof PAY_SCALE)[number];
/** Pay-scale columns: header sort (the table scrolls sideways on a phone, headers included) and the CSV. */
const COLUMNS: Column<PayLevel>[] = [
  { key: 'position', label: 'Position', sortValue: (p) => p.position, csv: (p) => p.position },
  { key: 'category', label: 'Category', sortValue: (p) => p.category, csv: (p) => p.category },
  {
    key: 'range',
    label: 'Per hour (min–max)',
    kind: 'number',
    sortValue: (p) => p.hourlyRateMin,
    csv: (p) => `${csvMoney(p.hourlyRateMin)}-${csvMoney(p.hourlyRateMax)}`,
  },
  { key: 'hour', label: 'Avg / hour', kind: 'number', sortValue: (p) => p.averageHourlyRate, csv: (p) => csvMoney(p.averageHourlyRate) },
  { key: 'day', label: 'Avg / 8-h day', kind: 'number', sortValue: (p) => p.averageDailyRate, csv: (p) => csvMoney(p.averageDailyRate) },
  {
    key: 'year',
    label: 'Avg / year',
    kind: 'number',
    sortValue: (p) => p.averageYearlySalary,
    csv: (p) => csvMoney(p.averageYearlySalary),
  },
];

/** The ten-position Florida pay-scale table: hourly ranges, the same per 8-hour day, and yearly at 2,080 h. */
export function PayScaleTable() {
  const sort = useTableSort(PAY_SCALE, COLUMNS);
  return (
    <Card component="section" aria-labelledby="pay-scale-title">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h4" id="pay-scale-title">
          Florida Pay Scale ({PAY_SCALE_LOCATION})
        </Title>
        <ExportCsvButton rows={sort.sorted} columns={COLUMNS} fileName="florida-pay-scale.csv" label="Florida pay scale" />
      </Group>
      <Text size="xs" c="dimmed" mb="sm">
        Rates are hourly. Per day = hourly × {HOURS_PER_DAY} h; yearly = hourly × {HOURS_PER_YEAR.toLocaleString('en-US')} h (40 h × 52
        weeks). Planning figures built into Plumbline, not live market data.
      </Text>
      <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': 'Florida pay scale' } }}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              {sort.th('position')}
              {sort.th('category')}
              {sort.th('range', { align: 'right' })}
              {sort.th('hour', { align: 'right' })}
              {sort.th('day', { align: 'right' })}
              {sort.th('year', { align: 'right' })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sort.sorted.map((p) => (
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
