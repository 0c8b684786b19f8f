import { Button, Group, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCash, IconMessage } from '@tabler/icons-react';
import { todayIso } from '../../../domain/dates';
import type { PayrollMethod, PayrollRow } from '../../../domain/payroll';
import { errorMessage } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { PayDateField } from './payment-date';
import { methodLabel, methodsFor, payableRows, payrollTotals, rowMethod, sendSummary, weekLabel } from './payroll-helpers';
import { usePayWeek, useSendWeekly } from './use-payroll';

type PayrollActionsProps = {
  week: string;
  rows: PayrollRow[];
  methods: Readonly<Record<number, PayrollMethod>>;
};

/** 'Send All Pay Stubs' and 'Pay Week' (after a confirmation that lists who is paid and the total). */
export function PayrollActions({ week, rows, methods }: PayrollActionsProps) {
  const sendWeekly = useSendWeekly();
  const payWeek = usePayWeek();
  const request = () => ({ body: { week, paymentMethods: methodsFor(rows, methods) } });

  const sendAll = () =>
    sendWeekly.mutate(request(), {
      onSuccess: (r) => {
        const { title, message } = sendSummary(r);
        if (r.failed > 0 && r.sent === 0) notifyError(message, title);
        else notifySuccess(title, message);
      },
      onError: () => notifyError('Failed to send pay stubs'),
    });

  const confirmSendAll = () =>
    modals.openConfirmModal({
      title: 'Send All Pay Stubs',
      centered: true,
      children: (
        <Text size="sm">
          Text the pay stub for {weekLabel(week)} to {rows.length} {rows.length === 1 ? 'employee' : 'employees'}? Anyone without a phone
          number on file is skipped.
        </Text>
      ),
      labels: { confirm: 'Send pay stubs', cancel: 'Cancel' },
      onConfirm: sendAll,
    });

  const pay = (paymentDate: string) =>
    payWeek.mutate(
      { body: { ...request().body, paymentDate } },
      {
        onSuccess: (r) => {
          const paid = r.payments.length;
          const skipped = r.skipped.length;
          notifySuccess(
            'Payment Processed',
            `${paid} ${paid === 1 ? 'payment' : 'payments'} recorded${skipped ? `, ${skipped} skipped` : ''}`,
          );
        },
        onError: (error) => notifyError(errorMessage(error, 'Failed to process payment')),
      },
    );

  const payable = payableRows(rows);
  const confirmPay = () => {
    const total = payrollTotals(payable).net;
    // The day the money leaves: today unless the user picks another (the field reports each change).
    let paidOn = todayIso();
    modals.openConfirmModal({
      title: 'Pay Week',
      centered: true,
      children: (
        <Stack gap="sm">
          <Text size="sm">Record payroll payments for {weekLabel(week)}:</Text>
          {payable.length > 0 ? (
            <List size="sm" spacing={2}>
              {payable.map((r) => (
                <List.Item key={r.employeeId}>
                  {r.employeeName}: {formatMoney(r.netPay)} by {methodLabel(rowMethod(r, methods))}
                </List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm" c="dimmed">
              Nobody has unpaid net pay this week.
            </Text>
          )}
          <Text fw={700}>Total: {formatMoney(total)}</Text>
          {payable.some((r) => r.unsentAdvances > 0) && (
            <Text size="sm" c="red">
              Includes advances never sent with Pay Now: send or cancel them first if they were not handed over.
            </Text>
          )}
          <PayDateField
            initial={paidOn}
            onChange={(d) => {
              paidOn = d;
            }}
          />
        </Stack>
      ),
      labels: { confirm: `Pay ${formatMoney(total)}`, cancel: 'Cancel' },
      confirmProps: { disabled: payable.length === 0 },
      onConfirm: () => pay(paidOn),
    });
  };

  return (
    <Group gap="sm">
      <Button
        variant="default"
        leftSection={<IconMessage size={18} />}
        onClick={confirmSendAll}
        loading={sendWeekly.isPending}
        disabled={rows.length === 0}
      >
        Send All Pay Stubs
      </Button>
      <Button leftSection={<IconCash size={18} />} onClick={confirmPay} loading={payWeek.isPending} disabled={payable.length === 0}>
        Pay Week
      </Button>
    </Group>
  );
}
