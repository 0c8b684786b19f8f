import { Card, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { formatMoney } from '../../lib/format';
import { TwoColumns } from '../../lib/ui/two-columns';
import { CompletePaymentButton } from './complete-payment-button';
import { PaymentDateButton } from './payment-date';
import { advancesLabel, rowMethod, workedLabel } from './payroll-helpers';
import {
  AdjustmentNote,
  MethodSelect,
  PaidBadge,
  type PayrollRowProps,
  ProjectSplit,
  StubButton,
  UnsentAdvanceNote,
} from './payroll-row-parts';
import type { PayrollListProps } from './payroll-table';

function Figure({ label, value, strong, color }: { label: string; value: string; strong?: boolean; color?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} c={color} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </div>
  );
}

/**
 * One employee's card. Memoized: the page draws again when the rest of the week is added, when the advances
 * arrive or a method changes, and only the cards whose row or method changed are drawn again.
 */
const PayrollCard = memo(function PayrollCard({ row, method, onMethod, onStub }: PayrollRowProps) {
  return (
    <Card withBorder>
      <Stack gap="xs">
        <div>
          <Text fw={600}>{row.employeeName}</Text>
          <Text size="xs" c="dimmed">
            {row.position}
          </Text>
        </div>
        {row.payment && (
          <Group gap="xs">
            <PaidBadge payment={row.payment} />
            <PaymentDateButton row={row} />
            <CompletePaymentButton row={row} />
          </Group>
        )}
        <TwoColumns rowGap={4}>
          <Figure label="Days" value={workedLabel(row.totalDays, row.totalHours)} />
          <Figure label="Gross Pay" value={formatMoney(row.totalPay)} />
          <Figure label="Advances" value={advancesLabel(row.totalAdvances)} color={row.totalAdvances ? 'red' : undefined} />
          <Figure label="Net Pay" value={formatMoney(row.netPay)} strong />
        </TwoColumns>
        <AdjustmentNote row={row} />
        <UnsentAdvanceNote row={row} />
        <ProjectSplit projects={row.projects} />
        <Group justify="space-between" gap="xs">
          <MethodSelect row={row} method={method} onMethod={onMethod} />
          <StubButton row={row} onStub={onStub} />
        </Group>
      </Stack>
    </Card>
  );
});

/** Phone payroll: a card per employee, then a totals card. */
export function PayrollCards({ rows, employees, totals, methods, onMethod, onStub }: PayrollListProps) {
  return (
    <Stack gap="sm" aria-label="Pay by employee">
      {rows.map((r) => (
        <PayrollCard key={r.employeeId} row={r} method={rowMethod(r, methods)} onMethod={onMethod} onStub={onStub} />
      ))}
      <Card withBorder bg="var(--mantine-color-default-hover)">
        <Text fw={700} mb="xs">
          Total ({employees} {employees === 1 ? 'employee' : 'employees'})
        </Text>
        <Divider mb="xs" />
        <TwoColumns rowGap={4}>
          <Figure label="Days" value={workedLabel(totals.days, totals.hours)} />
          <Figure label="Gross Pay" value={formatMoney(totals.gross)} />
          <Figure label="Advances" value={advancesLabel(totals.advances)} />
          <Figure label="Net Pay" value={formatMoney(totals.net)} strong />
        </TwoColumns>
      </Card>
    </Stack>
  );
}

/** Skeleton cards while the week loads on a phone. */
export function PayrollCardsSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading payroll">
      {[0, 1, 2].map((i) => (
        <Card key={i} withBorder>
          <Skeleton height={16} width="50%" mb="xs" />
          <Skeleton height={12} width="30%" mb="sm" />
          <Skeleton height={12} width="80%" />
        </Card>
      ))}
    </Stack>
  );
}
