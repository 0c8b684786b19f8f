import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { billingApi } from '../../../domain/api/billing';
import { AGING_BUCKETS, AGING_LABELS } from '../../../domain/billing/arithmetic';
import type { WipRowAnswer } from '../../../domain/billing/schemas';
import { todayIso } from '../../../domain/dates';
import { endpointUrl } from '../../lib/call-api';
import { formatDate, formatMoney, formatPercent } from '../../lib/format';
import { LoadError } from '../../lib/ui/load-error';
import { billingQueries } from './billing-queries';

/** A table wider than the screen scrolls sideways in a focusable region (axe scrollable-region-focusable). */
const SCROLL = { viewportProps: { tabIndex: 0 } };

function AgingTab() {
  const [asOf, setAsOf] = useState(todayIso());
  const aging = useQuery(billingQueries.aging(/^\d{4}-\d{2}-\d{2}$/.test(asOf) ? asOf : todayIso()));
  return (
    <Stack gap="md">
      <Group align="flex-end">
        <TextInput label="As of" type="date" value={asOf} onChange={(e) => setAsOf(e.currentTarget.value)} w={180} />
      </Group>
      {aging.isError && <LoadError title="Could not load the aging" error={aging.error} onRetry={() => aging.refetch()} />}
      {aging.isPending && <Skeleton height={160} />}
      {aging.data && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
            {[...AGING_BUCKETS, 'total' as const].map((b) => (
              <Card key={b} p="sm">
                <Text size="xs" c="dimmed">
                  {b === 'total' ? 'Total open' : AGING_LABELS[b] === 'Current' ? 'Current' : `${AGING_LABELS[b]} days`}
                </Text>
                <Text fw={700} data-testid={`aging-total-${b}`}>
                  {formatMoney(aging.data.totals[b])}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Card>
            <Title order={2} size="h4" mb="sm">
              By client
            </Title>
            {aging.data.clients.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nothing is owed: no sent invoice has a balance.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={640} scrollAreaProps={SCROLL}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Client</Table.Th>
                      {AGING_BUCKETS.map((b) => (
                        <Table.Th key={b} ta="right">
                          {AGING_LABELS[b]}
                        </Table.Th>
                      ))}
                      <Table.Th ta="right">Total</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {aging.data.clients.map((c) => (
                      <Table.Tr key={c.clientName}>
                        <Table.Td>{c.clientName}</Table.Td>
                        {AGING_BUCKETS.map((b) => (
                          <Table.Td key={b} ta="right">
                            {formatMoney(c[b])}
                          </Table.Td>
                        ))}
                        <Table.Td ta="right" fw={600}>
                          {formatMoney(c.total)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Card>
          {aging.data.invoices.length > 0 && (
            <Card>
              <Title order={2} size="h4" mb="sm">
                Open invoices
              </Title>
              <Table.ScrollContainer minWidth={560} scrollAreaProps={SCROLL}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Invoice</Table.Th>
                      <Table.Th>Project</Table.Th>
                      <Table.Th>Due</Table.Th>
                      <Table.Th>Age</Table.Th>
                      <Table.Th ta="right">Balance</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {aging.data.invoices.map((i) => (
                      <Table.Tr key={i.id}>
                        <Table.Td>{i.number}</Table.Td>
                        <Table.Td>
                          <Anchor component={Link} to={`/projects/${i.projectId}?tab=billing`}>
                            {i.projectName}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{formatDate(i.dueDate)}</Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={i.bucket === 'current' ? 'green' : i.bucket === 'days1to30' ? 'yellow' : 'red'}>
                            {i.bucket === 'current' ? 'Current' : `${i.daysLate} days late`}
                          </Badge>
                        </Table.Td>
                        <Table.Td ta="right">{formatMoney(i.balance)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
          )}
        </>
      )}
    </Stack>
  );
}

const money = (n: number) => formatMoney(n);
const WIP_COLUMNS: { key: keyof WipRowAnswer; label: string; format: (n: number) => string }[] = [
  { key: 'contractValue', label: 'Contract value', format: money },
  { key: 'estimatedTotalCost', label: 'Est. total cost', format: money },
  { key: 'costToDate', label: 'Cost to date', format: money },
  { key: 'percentComplete', label: '% complete', format: (n) => formatPercent(n, 2) },
  { key: 'earnedRevenue', label: 'Earned revenue', format: money },
  { key: 'billedToDate', label: 'Billed to date', format: money },
  { key: 'overUnderBilling', label: 'Over / (under) billed', format: money },
  { key: 'estimatedGrossProfit', label: 'Est. gross profit', format: money },
  { key: 'estimatedMargin', label: 'Est. margin', format: (n) => formatPercent(n, 2) },
  { key: 'backlog', label: 'Backlog', format: money },
];

function WipCells({ row }: { row: WipRowAnswer }) {
  return (
    <>
      {WIP_COLUMNS.map((c) => {
        const v = row[c.key];
        return (
          <Table.Td key={c.key} ta="right" c={c.key === 'overUnderBilling' && typeof v === 'number' && v > 0 ? 'red.9' : undefined}>
            {v === null ? '—' : c.format(v)}
          </Table.Td>
        );
      })}
    </>
  );
}

function WipTab() {
  const [monthEnd, setMonthEnd] = useState<string | null>(null);
  const wip = useQuery(billingQueries.wip(monthEnd));
  const snapshots = useQuery(billingQueries.snapshots());
  const query = monthEnd ? { monthEnd } : {};
  const href = (format: 'pdf' | 'csv') => endpointUrl(billingApi.wip, { query: { ...query, format } });
  const name = monthEnd ?? todayIso();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Select
          label="Report"
          w={260}
          value={monthEnd ?? 'live'}
          onChange={(v) => setMonthEnd(v === 'live' || v === null ? null : v)}
          allowDeselect={false}
          data={[
            { value: 'live', label: 'Today (live)' },
            ...(snapshots.data ?? []).map((s) => ({ value: s.monthEnd, label: `Month end ${formatDate(s.monthEnd)}` })),
          ]}
        />
        <Group gap="xs">
          <Button component="a" href={href('pdf')} download={`wip-${name}.pdf`} variant="default" leftSection={<IconDownload size={16} />}>
            WIP PDF
          </Button>
          <Button component="a" href={href('csv')} download={`wip-${name}.csv`} variant="default" leftSection={<IconDownload size={16} />}>
            WIP CSV
          </Button>
        </Group>
      </Group>
      {wip.isError && <LoadError title="Could not load the WIP report" error={wip.error} onRetry={() => wip.refetch()} />}
      {wip.isPending && <Skeleton height={200} />}
      {wip.data && (
        <Card>
          <Text size="sm" c="dimmed" mb="xs">
            {wip.data.monthEnd ? `As it stood at ${formatDate(wip.data.monthEnd)}` : `Active projects as of ${formatDate(wip.data.asOf)}`}.
            Percentage of completion by cost; billed to date includes retainage; positive over/under is billings in excess of earnings.
          </Text>
          <Table.ScrollContainer minWidth={1300} scrollAreaProps={SCROLL}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th miw={200}>Project</Table.Th>
                  {WIP_COLUMNS.map((c) => (
                    <Table.Th key={c.key} ta="right">
                      {c.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {wip.data.rows.map((r) => (
                  <Table.Tr key={r.projectId}>
                    <Table.Td>
                      <Anchor component={Link} to={`/projects/${r.projectId}?tab=billing`}>
                        {r.projectName}
                      </Anchor>
                      {r.estimateMissing && (
                        <Text size="xs" c="dimmed">
                          No estimated total cost set
                        </Text>
                      )}
                    </Table.Td>
                    <WipCells row={r} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr fw={700} data-testid="wip-total">
                  <Table.Td>Total</Table.Td>
                  <WipCells row={wip.data.totals} />
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </Stack>
  );
}

/** /billing (issue 20): A/R aging and the WIP report, the tab in ?tab=. */
export default function BillingPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'wip' ? 'wip' : 'aging';
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Billing
      </Title>
      <Tabs value={tab} onChange={(t) => setParams(t === 'wip' ? { tab: 'wip' } : {}, { replace: true })}>
        <Tabs.List mb="md">
          <Tabs.Tab value="aging">A/R aging</Tabs.Tab>
          <Tabs.Tab value="wip">WIP report</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="aging">{tab === 'aging' && <AgingTab />}</Tabs.Panel>
        <Tabs.Panel value="wip">{tab === 'wip' && <WipTab />}</Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
