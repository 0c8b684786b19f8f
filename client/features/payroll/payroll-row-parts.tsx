import { Badge, Button, NativeSelect, Stack, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import type { PayrollMethod, PayrollRow } from '../../../domain/payroll';
import { formatMoney } from '../../lib/format';
import { isPayrollMethod, METHOD_OPTIONS, methodLabel, workedLabel } from './payroll-helpers';

/** Props every row rendering (table row or phone card) receives. */
export type PayrollRowProps = {
  row: PayrollRow;
  method: PayrollMethod;
  onMethod: (employeeId: number, method: PayrollMethod) => void;
  onStub: (row: PayrollRow) => void;
};

/** The payment method choice of one employee: a native select, cheap enough for one per row. */
export function MethodSelect({ row, method, onMethod }: Omit<PayrollRowProps, 'onStub'>) {
  return (
    <NativeSelect
      aria-label={`Payment method for ${row.employeeName}`}
      data={METHOD_OPTIONS}
      value={method}
      onChange={(e) => {
        const v = e.currentTarget.value;
        if (isPayrollMethod(v)) onMethod(row.employeeId, v);
      }}
      // Once Pay Week recorded a payment its method is the recorded one; change it when confirming Send Payment.
      disabled={row.payment !== null}
      size="xs"
      w={120}
    />
  );
}

/** Opens the employee's pay stub dialog. */
export function StubButton({ row, onStub }: Pick<PayrollRowProps, 'row' | 'onStub'>) {
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconFileInvoice size={14} />}
      aria-label={`Pay stub for ${row.employeeName}`}
      onClick={() => onStub(row)}
    >
      Pay Stub
    </Button>
  );
}

/** 'Paid' once the week's payroll payment is recorded (completed), 'Payment pending' while the app link is open. */
export function PaidBadge({ payment }: { payment: PayrollRow['payment'] }) {
  if (!payment) return null;
  const done = payment.status === 'completed';
  return (
    <Badge
      color={done ? 'teal' : 'yellow'}
      variant="light"
      style={{ minWidth: 'max-content' }}
      title={`${formatMoney(payment.amount)} by ${methodLabel(payment.paymentMethod)}`}
    >
      {done ? 'Paid' : 'Payment pending'}
    </Badge>
  );
}

/**
 * Under the advances of an unpaid week: the part still pending, recorded but never sent with Pay Now, so the owner
 * can send or cancel it before paying the week (it is deducted either way: issue 37).
 */
export function UnsentAdvanceNote({ row }: { row: PayrollRow }) {
  if (row.payment || row.unsentAdvances <= 0) return null;
  return (
    <Text size="xs" c="red" title="Pending advances are deducted too; send them with Pay Now or cancel them before paying">
      {formatMoney(row.unsentAdvances)} not sent with Pay Now
    </Text>
  );
}

/** Under the gross pay: the adjustments in it (corrections of paid weeks), when any. */
export function AdjustmentNote({ row }: { row: PayrollRow }) {
  if (row.totalAdjustments === 0) return null;
  const n = row.totalAdjustments;
  return (
    <Text size="xs" c="dimmed">
      {row.payment ? 'changed after payment' : 'incl. adjustment'} {n < 0 ? `−${formatMoney(-n)}` : `+${formatMoney(n)}`}
    </Text>
  );
}

/** Days and pay per project, in small text under the row. */
export function ProjectSplit({ projects }: { projects: PayrollRow['projects'] }) {
  if (projects.length === 0) return null;
  return (
    <Stack gap={0}>
      {projects.map((p) => (
        <Text key={p.projectId} size="xs" c="dimmed">
          {p.projectName}: {workedLabel(p.days, p.hours)} · {formatMoney(p.pay)}
        </Text>
      ))}
    </Stack>
  );
}
