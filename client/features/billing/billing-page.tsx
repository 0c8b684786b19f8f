import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AGING_BUCKETS, AGING_LABELS } from '../../../domain/billing/arithmetic';
import { todayIso } from '../../../domain/dates';
import { formatDate, formatMoney } from '../../lib/format';
import { LoadError } from '../../lib/ui/load-error';
import { billingQueries } from './billing-queries';
import { WipTab } from './wip-tab';

/** A table wider than the screen scrolls sideways in a focusable region (axe scrollable-region-focusable). */
const SCROLL = { viewportProps: { tabIndex: 0 } };

function AgingTab() {
  const [asOf, setAsOf] = useState(todayIso());
  const aging = useQuery(billingQueries.aging(/^\d{4}-\d{2}-\d{2}$/.test(asOf) ? asOf : todayIso()));
  return (
    <Stack gap="md">
      <Group align="flex-end">
        <TextInput label="As of" type="date" value={asOf} onChange={(e) => setAsOf(e.currentTarget.value)} w={180} />
        <Text size="xs" c="dimmed" maw={520}>
          Invoices sent on or before this day, less the payments dated on or before it. Retainage receivable is held on each project's
          latest pay application and is not in the total until it is billed for release.
        </Text>
      </Group>
      {aging.isError && <LoadError title="Could not load the aging" error={aging.error} onRetry={() => aging.refetch()} />}
      {aging.isPending && <Skeleton height={160} />}
      {aging.data && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4, md: 7 }}>
            {[...AGING_BUCKETS, 'total' as const, 'retainage' as const].map((b) => (
              <Card key={b} p="sm">
                <Text size="xs" c="dimmed">
                  {b === 'total'
                    ? 'Total open'
                    : b === 'retainage'
                      ? 'Retainage receivable'
                      : AGING_LABELS[b] === 'Current'
                        ? 'Current'
                        : `${AGING_LABELS[b]} days`}
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
                Nothing is owed: no invoice sent by this day has a balance or retainage held.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={720} scrollAreaProps={SCROLL}>
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
                      <Table.Th ta="right">Retainage</Table.Th>
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
                        <Table.Td ta="right">{formatMoney(c.retainage)}</Table.Td>
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
