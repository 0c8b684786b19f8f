import { Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { lazy, useMemo, useState } from 'react';
import type { Advance } from '../../../domain/payroll';
import { type Column, csvMoney, sortRows } from '../../../domain/table-sort';
import { formatDate, formatMoney } from '../../lib/format';
import { EmptyState } from '../../lib/ui/empty-state';
import { ExportCsvButton } from '../../lib/ui/export-csv-button';
import { PHONE_QUERY } from '../../lib/ui/form-modal';
import { LazyDialog } from '../../lib/ui/lazy-dialog';
import { LoadError } from '../../lib/ui/load-error';
import { SortSelect, useTableSort } from '../../lib/ui/use-table-sort';
import { methodLabel } from './payroll-helpers';
import { usePayNow } from './use-pay-now';
import { useAdvances } from './use-payroll';

/** The advance form (form library, number and select inputs) is fetched when it is first opened. */
const AdvanceDialog = lazy(() => import('./advance-dialog').then((m) => ({ default: m.AdvanceDialog })));

/** The advance list shows the 10 most recent (spec part 2 §9). */
export const RECENT_ADVANCES = 10;

const STATUS_COLORS: Record<string, string> = { pending: 'yellow', paid: 'teal', deducted: 'blue', cancelled: 'gray' };

function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light" style={{ minWidth: 'max-content' }}>
      {status}
    </Badge>
  );
}

type PayNowProps = { advance: Advance; onPay: (a: Advance) => void; busyId: number | null };

function PayNowButton({ advance, onPay, busyId }: PayNowProps) {
  if (advance.status !== 'pending') return null;
  return (
    <Button
      size="xs"
      leftSection={<IconSend size={14} />}
      onClick={() => onPay(advance)}
      loading={busyId === advance.id}
      disabled={busyId !== null && busyId !== advance.id}
    >
      Pay Now
    </Button>
  );
}

type AdvanceColumn = 'employee' | 'amount' | 'reason' | 'date' | 'status' | 'method' | 'project';

/** The advance columns: header sort, phone Sort by, and the CSV (which adds the project). */
const COLUMNS: Column<Advance, AdvanceColumn>[] = [
  { key: 'employee', label: 'Employee', sortValue: (a) => a.employee.name, csv: (a) => a.employee.name },
  { key: 'amount', label: 'Amount', kind: 'number', sortValue: (a) => a.amount, csv: (a) => csvMoney(a.amount) },
  { key: 'reason', label: 'Reason', sortValue: (a) => a.reason, csv: (a) => a.reason },
  { key: 'date', label: 'Date', kind: 'date', sortValue: (a) => a.advanceDate, csv: (a) => a.advanceDate },
  { key: 'status', label: 'Status', sortValue: (a) => a.status, csv: (a) => a.status },
  { key: 'method', label: 'Method', sortValue: (a) => methodLabel(a.paymentMethod), csv: (a) => methodLabel(a.paymentMethod) },
  { key: 'project', label: 'Project', csv: (a) => a.projectName },
];

type SortTh = ReturnType<typeof useTableSort<Advance, AdvanceColumn>>['th'];

function AdvanceTable({ advances, th, ...pay }: { advances: Advance[]; th: SortTh } & Omit<PayNowProps, 'advance'>) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" aria-label="Payroll advances">
        <Table.Thead>
          <Table.Tr>
            {th('employee')}
            {th('amount', { align: 'right' })}
            {th('reason')}
            {th('date')}
            {th('status')}
            {th('method')}
            <Table.Th>
              <VisuallyHidden>Pay</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {advances.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td fw={500}>{a.employee.name}</Table.Td>
              <Table.Td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{formatMoney(a.amount)}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {a.reason ?? '—'}
                </Text>
                {a.projectName && (
                  <Text size="xs" c="dimmed">
                    {a.projectName}
                    {a.deductFromProject ? ' (deducted from project)' : ''}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(a.advanceDate)}</Table.Td>
              <Table.Td>
                <StatusBadge status={a.status} />
              </Table.Td>
              <Table.Td>{methodLabel(a.paymentMethod)}</Table.Td>
              <Table.Td>
                <PayNowButton advance={a} {...pay} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function AdvanceCards({ advances, ...pay }: { advances: Advance[] } & Omit<PayNowProps, 'advance'>) {
  return (
    <Stack gap="sm" aria-label="Payroll advances">
      {advances.map((a) => (
        <Card key={a.id} withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{a.employee.name}</Text>
            <Text fw={700}>{formatMoney(a.amount)}</Text>
          </Group>
          <Text size="sm">{a.reason ?? '—'}</Text>
          <Text size="xs" c="dimmed">
            {formatDate(a.advanceDate)} · {methodLabel(a.paymentMethod)}
            {a.projectName ? ` · ${a.projectName}` : ''}
          </Text>
          <Group justify="space-between" mt="xs">
            <StatusBadge status={a.status} />
            <PayNowButton advance={a} {...pay} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** 'Payroll Advances': the 10 most recent advances, Pay Now on pending ones, and the create dialog. */
export function AdvancesSection() {
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const advances = useAdvances();
  const [creating, setCreating] = useState(false);
  const { payNow, busyId } = usePayNow();
  const recent = useMemo(() => (advances.data ?? []).slice(0, RECENT_ADVANCES), [advances.data]);
  const sort = useTableSort(recent, COLUMNS);
  // The CSV holds every advance (the list shows the 10 most recent), in the order chosen for the list.
  const all = useMemo(() => sortRows(advances.data ?? [], COLUMNS, sort.state), [advances.data, sort.state]);

  let body: ReactNode;
  if (advances.isError) body = <LoadError title="Could not load advances" error={advances.error} onRetry={() => void advances.refetch()} />;
  else if (advances.isPending) body = <Skeleton height={120} role="status" aria-label="Loading advances" />;
  else if (recent.length === 0) body = <EmptyState message="No payroll advances yet" />;
  else
    body = isPhone ? (
      <AdvanceCards advances={sort.sorted} onPay={payNow} busyId={busyId} />
    ) : (
      <AdvanceTable advances={sort.sorted} th={sort.th} onPay={payNow} busyId={busyId} />
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby="advances-title">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id="advances-title">
          Payroll Advances
        </Title>
        <Group gap="sm">
          {all.length > 0 && <ExportCsvButton rows={all} columns={COLUMNS} fileName="payroll-advances.csv" label="payroll advances" />}
          <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
            Create Payroll Advance
          </Button>
        </Group>
      </Group>
      {isPhone && recent.length > 0 && (
        <SortSelect columns={COLUMNS} state={sort.state} onChange={sort.setState} defaultLabel="Newest first" />
      )}
      {body}
      <LazyDialog opened={creating}>{(opened) => <AdvanceDialog opened={opened} onClose={() => setCreating(false)} />}</LazyDialog>
    </Stack>
  );
}
