import { Group, Skeleton, Table, Text } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import type { PayrollMethod, PayrollRow } from '../../../domain/payroll';
import { formatMoney } from '../../lib/format';
import { CompletePaymentButton } from './complete-payment-button';
import { PaymentDateButton } from './payment-date';
import type { PayrollColumn } from './payroll-columns';
import { advancesLabel, type PayrollTotals, rowMethod, workedLabel } from './payroll-helpers';
import {
  AdjustmentNote,
  MethodSelect,
  PaidBadge,
  type PayrollRowProps,
  ProjectSplit,
  StubButton,
  UnsentAdvanceNote,
} from './payroll-row-parts';

const NUM = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

export type PayrollListProps = {
  /** The rows drawn so far (the first screenful, then all of them: useProgressiveList). */
  rows: readonly PayrollRow[];
  /** How many employees the week has (the totals' row counts them all, drawn or not). */
  employees: number;
  /** The header cell of a column (sortable, with aria-sort) from useTableSort. */
  th?: (key: PayrollColumn, o?: { align?: 'left' | 'right'; style?: typeof NUM }) => ReactNode;
  totals: PayrollTotals;
  methods: Readonly<Record<number, PayrollMethod>>;
  onMethod: PayrollRowProps['onMethod'];
  onStub: PayrollRowProps['onStub'];
};

const HEAD: [PayrollColumn, string, boolean][] = [
  ['employee', 'Employee', false],
  ['days', 'Days', true],
  ['gross', 'Gross Pay', true],
  ['advances', 'Advances', true],
  ['net', 'Net Pay', true],
  ['method', 'Payment Method', false],
  ['stub', 'Pay Stub', false],
];

function Head({ th }: { th?: PayrollListProps['th'] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {HEAD.map(([key, label, num]) =>
          th ? (
            th(key, num ? { align: 'right', style: NUM } : {})
          ) : (
            <Table.Th key={key} style={num ? NUM : undefined}>
              {label}
            </Table.Th>
          ),
        )}
      </Table.Tr>
    </Table.Thead>
  );
}

/** One employee's row, memoized as the phone's card is (payroll-cards.tsx). */
const PayrollTableRow = memo(function PayrollTableRow({ row, method, onMethod, onStub }: PayrollRowProps) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {row.employeeName}
        </Text>
        {row.payment && (
          <Group gap="xs" my={4}>
            <PaidBadge payment={row.payment} />
            <PaymentDateButton row={row} />
            <CompletePaymentButton row={row} />
          </Group>
        )}
        <Text size="xs" c="dimmed">
          {row.position}
        </Text>
        <ProjectSplit projects={row.projects} />
      </Table.Td>
      <Table.Td style={NUM}>{workedLabel(row.totalDays, row.totalHours)}</Table.Td>
      <Table.Td style={NUM}>
        {formatMoney(row.totalPay)}
        <AdjustmentNote row={row} />
      </Table.Td>
      <Table.Td style={NUM}>
        <Text span size="sm" c={row.totalAdvances ? 'red' : undefined}>
          {advancesLabel(row.totalAdvances)}
        </Text>
        <UnsentAdvanceNote row={row} />
      </Table.Td>
      <Table.Td style={NUM} fw={700}>
        {formatMoney(row.netPay)}
      </Table.Td>
      <Table.Td>
        <MethodSelect row={row} method={method} onMethod={onMethod} />
      </Table.Td>
      <Table.Td>
        <StubButton row={row} onStub={onStub} />
      </Table.Td>
    </Table.Tr>
  );
});

/** Desktop payroll: one row per employee with the per-project split, then the total row. */
export function PayrollTable({ rows, employees, totals, methods, onMethod, onStub, th }: PayrollListProps) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Pay by employee">
        <Head th={th} />
        <Table.Tbody>
          {rows.map((r) => (
            <PayrollTableRow key={r.employeeId} row={r} method={rowMethod(r, methods)} onMethod={onMethod} onStub={onStub} />
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700} style={{ borderTop: '2px solid var(--mantine-color-default-border)' }}>
            <Table.Th>
              Total ({employees} {employees === 1 ? 'employee' : 'employees'})
            </Table.Th>
            <Table.Th style={NUM}>{workedLabel(totals.days, totals.hours)}</Table.Th>
            <Table.Th style={NUM}>{formatMoney(totals.gross)}</Table.Th>
            <Table.Th style={NUM}>{advancesLabel(totals.advances)}</Table.Th>
            <Table.Th style={NUM}>{formatMoney(totals.net)}</Table.Th>
            <Table.Td colSpan={2} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Skeleton rows in the table's shape while the week loads. */
export function PayrollTableSkeleton() {
  return (
    <Table verticalSpacing="sm" aria-busy="true" aria-label="Loading payroll">
      <Head />
      <Table.Tbody>
        {[0, 1, 2, 3].map((i) => (
          <Table.Tr key={i}>
            {[160, 50, 70, 70, 70, 110, 80].map((w, j) => (
              <Table.Td key={j}>
                <Skeleton height={14} width={w} ml={j > 0 && j < 5 ? 'auto' : undefined} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
