import { Anchor, Button, Card, Group, Select, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { billingApi } from '../../../domain/api/billing';
import type { WipReport, WipRowAnswer } from '../../../domain/billing/report-schemas';
import { todayIso } from '../../../domain/dates';
import { dollarsToCents } from '../../../domain/money';
import { errorMessage } from '../../lib/api';
import { endpointUrl } from '../../lib/call-api';
import { formatDate, formatMoney, formatPercent } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { LoadError } from '../../lib/ui/load-error';
import { billingQueries } from './billing-queries';
import { SCROLL } from './billing-ui';
import { useBackfillWipSnapshots } from './use-billing-mutations';

const money = (n: number) => formatMoney(n);
const WIP_COLUMNS: { key: keyof WipRowAnswer; label: string; format: (n: number) => string }[] = [
  { key: 'contractValue', label: 'Contract value', format: money },
  { key: 'estimatedTotalCost', label: 'Est. total cost', format: money },
  { key: 'costToDate', label: 'Cost to date', format: money },
  { key: 'percentComplete', label: '% complete', format: (n) => formatPercent(n, 2) },
  { key: 'earnedRevenue', label: 'Earned revenue', format: money },
  { key: 'billedToDate', label: 'Billed to date', format: money },
  { key: 'overUnderBilling', label: 'Over / (under) billed', format: money },
  // A loss contract's provision for the whole expected loss, beside over/under billing (issue 37).
  { key: 'lossProvision', label: 'Provision for loss', format: money },
  { key: 'overUnderWithProvision', label: 'Over / (under) incl. provision', format: money },
  { key: 'grossProfitToDate', label: 'Gross profit to date', format: money },
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
          <Table.Td
            key={c.key}
            ta="right"
            c={(c.key === 'overUnderBilling' || c.key === 'overUnderWithProvision') && typeof v === 'number' && v > 0 ? 'red' : undefined}
          >
            {v === null ? '—' : c.format(v)}
          </Table.Td>
        );
      })}
    </>
  );
}

const reportName = (r: Pick<WipReport, 'monthEnd' | 'asOf'>) =>
  r.monthEnd ? `Month end ${formatDate(r.monthEnd)}` : r.asOf === todayIso() ? 'Today' : `As of ${formatDate(r.asOf)}`;

/** When a report stands: its month end, or the day the live one is as of. */
const standsAt = (r: WipReport) => r.monthEnd ?? r.asOf;

/**
 * The totals of two WIP reports side by side, the earlier first, with the change from it to the later one, exact
 * to the cent (month against month, or against today).
 */
function WipComparison({ reports }: { reports: [WipReport, WipReport] }) {
  const [other, current] = [...reports].sort((a, b) => standsAt(a).localeCompare(standsAt(b)));
  const diff = (a: number | null, b: number | null) => (a === null || b === null ? null : (dollarsToCents(a) - dollarsToCents(b)) / 100);
  return (
    <Card>
      <Title order={2} size="h4" mb="sm">
        From {reportName(other)} to {reportName(current)}
      </Title>
      <Table.ScrollContainer minWidth={480} scrollAreaProps={SCROLL}>
        <Table data-testid="wip-comparison">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Total</Table.Th>
              <Table.Th ta="right">{reportName(other)}</Table.Th>
              <Table.Th ta="right">{reportName(current)}</Table.Th>
              <Table.Th ta="right">Change</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>Projects</Table.Td>
              <Table.Td ta="right">{other.rows.length}</Table.Td>
              <Table.Td ta="right">{current.rows.length}</Table.Td>
              <Table.Td ta="right">{current.rows.length - other.rows.length}</Table.Td>
            </Table.Tr>
            {WIP_COLUMNS.map((c) => {
              const a = current.totals[c.key];
              const b = other.totals[c.key];
              const d = diff(a, b);
              return (
                <Table.Tr key={c.key}>
                  <Table.Td>{c.label}</Table.Td>
                  <Table.Td ta="right">{b === null ? '—' : c.format(b)}</Table.Td>
                  <Table.Td ta="right">{a === null ? '—' : c.format(a)}</Table.Td>
                  <Table.Td ta="right">{d === null ? '—' : `${d > 0 ? '+' : ''}${c.format(d)}`}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** The WIP report (issue 20): as of a day (default today) or a month-end snapshot, compared with another month, PDF and CSV. */
export function WipTab() {
  const [monthEnd, setMonthEnd] = useState<string | null>(null);
  const [asOf, setAsOf] = useState<string>(todayIso());
  const [compareWith, setCompareWith] = useState<string | null>(null);
  // A day typed half-way (or cleared) keeps today until it is a whole date.
  const liveAsOf = /^\d{4}-\d{2}-\d{2}$/.test(asOf) && asOf !== todayIso() ? asOf : null;
  const wip = useQuery(billingQueries.wip(monthEnd, monthEnd ? null : liveAsOf));
  const other = useQuery({ ...billingQueries.wip(compareWith === 'live' ? null : compareWith), enabled: compareWith !== null });
  const snapshots = useQuery(billingQueries.snapshots());
  const backfill = useBackfillWipSnapshots();
  const query = monthEnd ? { monthEnd } : liveAsOf ? { asOf: liveAsOf } : {};
  const href = (format: 'pdf' | 'csv') => endpointUrl(billingApi.wip, { query: { ...query, format } });
  const name = monthEnd ?? liveAsOf ?? todayIso();
  const options = [
    { value: 'live', label: liveAsOf ? `As of ${formatDate(liveAsOf)}` : 'Today (live)' },
    ...(snapshots.data ?? []).map((s) => ({
      value: s.monthEnd,
      label: `Month end ${formatDate(s.monthEnd)}${s.backfilled ? ' (filled in)' : ''}`,
    })),
  ];
  const fillIn = () =>
    backfill.mutate(undefined, {
      onSuccess: (r) =>
        notifySuccess(
          'Earlier months',
          r.added === 0 ? 'Every month end already has a snapshot' : `${r.added} month-end snapshot${r.added === 1 ? '' : 's'} filled in`,
        ),
      onError: (e) => notifyError(errorMessage(e, 'Could not fill in the earlier months')),
    });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group align="flex-end" gap="sm" style={{ flex: '1 1 auto' }}>
          <Select
            label="Report"
            w={{ base: '100%', xs: 260 }}
            value={monthEnd ?? 'live'}
            onChange={(v) => setMonthEnd(v === 'live' || v === null ? null : v)}
            allowDeselect={false}
            data={options}
          />
          {monthEnd === null && (
            <TextInput
              label="As of"
              type="date"
              value={asOf}
              max={todayIso()}
              onChange={(e) => setAsOf(e.currentTarget.value)}
              w={{ base: '100%', xs: 180 }}
            />
          )}
          <Select
            label="Compare with"
            placeholder="None"
            w={{ base: '100%', xs: 260 }}
            clearable
            value={compareWith}
            onChange={setCompareWith}
            data={options.filter((o) => o.value !== (monthEnd ?? 'live'))}
          />
        </Group>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconHistory size={16} />} onClick={fillIn} loading={backfill.isPending}>
            Fill in earlier months
          </Button>
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
            Percentage of completion by cost against the estimate in force on the day; costs and billings dated after it do not count,
            drafts and voids are never billed; billed to date includes retainage; positive over/under is billings in excess of earnings. A
            loss contract carries a provision for its whole expected loss.
          </Text>
          {wip.data.leftOutOfTotals > 0 && (
            <Text size="sm" fw={500} mb="xs" data-testid="wip-left-out">
              {wip.data.leftOutOfTotals === 1 ? '1 job has' : `${wip.data.leftOutOfTotals} jobs have`} no usable estimate and{' '}
              {wip.data.leftOutOfTotals === 1 ? 'is' : 'are'} left out of the totals.
            </Text>
          )}
          {wip.data.backfilled && (
            <Text size="sm" fw={500} mb="xs" data-testid="wip-backfilled">
              Filled in afterwards from the records dated by this month end: budgets and estimated costs are as they are now.
            </Text>
          )}
          <Table.ScrollContainer minWidth={1700} scrollAreaProps={SCROLL}>
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
                  <Table.Tr key={r.projectId} data-testid={`wip-row-${r.projectId}`}>
                    <Table.Td maw={320}>
                      <Anchor component={Link} to={`/projects/${r.projectId}?tab=billing`}>
                        {r.projectName}
                      </Anchor>
                      {r.note && (
                        <Text size="xs" c={r.estimateStatus === 'usable' ? 'red' : 'dimmed'} style={{ whiteSpace: 'normal' }}>
                          {r.note}
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
      {compareWith !== null && other.isError && (
        <LoadError title="Could not load the report to compare with" error={other.error} onRetry={() => other.refetch()} />
      )}
      {compareWith !== null && other.isPending && <Skeleton height={200} />}
      {compareWith !== null && wip.data && other.data && <WipComparison reports={[wip.data, other.data]} />}
    </Stack>
  );
}
