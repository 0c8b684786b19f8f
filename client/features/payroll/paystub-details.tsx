import { SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { Paystub } from '../../../domain/payroll';
import { formatDate, formatMoney } from '../../lib/format';
import { advancesLabel } from './payroll-helpers';

const NUM = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

type WorkDetail = Paystub['workDetails'][number];

/** "2 days" or "6 h" for one work record. */
export function detailQuantity(d: WorkDetail): string {
  if (d.days !== null && d.days > 0) return `${d.days} ${d.days === 1 ? 'day' : 'days'}`;
  if (d.hours !== null && d.hours > 0) return `${d.hours} h`;
  return '—';
}

/** The rate actually used: the record's custom pay, else the employee's rate; per day or per hour. */
export function detailRate(d: WorkDetail): string {
  const rate = d.customPay ?? d.rate;
  if (rate === null) return '—';
  return `${formatMoney(rate)}/${d.days !== null && d.days > 0 ? 'day' : 'h'}`;
}

/** "+$100.00" or "−$100.00" for an adjustment. */
function signedMoney(n: number): string {
  return n < 0 ? `−${formatMoney(-n)}` : `+${formatMoney(n)}`;
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 700 : 500} size={strong ? 'lg' : 'sm'} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </div>
  );
}

/** Work details, adjustments (corrections of paid weeks), advances recovered and totals of a pay stub. */
export function PaystubDetails({ stub }: { stub: Paystub }) {
  const t = stub.totals;
  return (
    <>
      <Title order={3} size="h5">
        Work details
      </Title>
      {stub.workDetails.length === 0 ? (
        <Text size="sm" c="dimmed">
          No work recorded for this week
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table verticalSpacing={6} horizontalSpacing="xs" fz="sm" aria-label="Work details">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Project</Table.Th>
                <Table.Th style={NUM}>Days</Table.Th>
                <Table.Th style={NUM} visibleFrom="xs">
                  Rate
                </Table.Th>
                <Table.Th style={NUM}>Pay</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stub.workDetails.map((d, i) => (
                <Table.Tr key={i}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(d.date)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{d.projectName}</Table.Td>
                  <Table.Td style={NUM}>{detailQuantity(d)}</Table.Td>
                  <Table.Td style={NUM} visibleFrom="xs">
                    {detailRate(d)}
                  </Table.Td>
                  <Table.Td style={NUM}>{formatMoney(d.pay)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {stub.adjustments.length > 0 && (
        <>
          <Title order={3} size="h5">
            Adjustments
          </Title>
          <Table verticalSpacing={6} fz="sm" aria-label="Adjustments">
            <Table.Tbody>
              {stub.adjustments.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{a.label}</Table.Td>
                  <Table.Td style={NUM}>{signedMoney(a.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
      {stub.advances.length > 0 && (
        <>
          <Title order={3} size="h5">
            Advances recovered
          </Title>
          <Table verticalSpacing={6} fz="sm" aria-label="Advances recovered">
            <Table.Tbody>
              {stub.advances.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(a.advanceDate)}</Table.Td>
                  <Table.Td>
                    {a.reason ?? 'Advance'}
                    {a.status === 'paid' ? ' (sent with Pay Now)' : ''}
                  </Table.Td>
                  <Table.Td style={NUM} c="red">
                    −{formatMoney(a.amount)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label="Total days" value={String(t.totalDays)} />
        <Figure label="Gross pay" value={formatMoney(t.grossPay)} />
        <Figure label="Advances" value={advancesLabel(t.totalAdvances)} />
        <Figure label="Net pay" value={formatMoney(t.netPay)} strong />
      </SimpleGrid>
    </>
  );
}
