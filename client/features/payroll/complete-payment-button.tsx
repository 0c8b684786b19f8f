import { Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { PayrollRow } from '../../../domain/payroll';
import { notifyError, notifySuccess } from '../../lib/notify';
import { openPaymentTab } from './payment-link';
import { methodLabel } from './payroll-helpers';
import { generateInstructions, useUpdatePayment } from './use-payroll';

/**
 * 'Send Payment' of a pending payroll payment (spec part 2 §4): open the payment app with the amount (or show
 * the manual instructions), then record the payment as completed.
 */
export function CompletePaymentButton({ row }: { row: PayrollRow }) {
  const update = useUpdatePayment();
  const payment = row.payment;
  if (!payment || payment.status === 'completed') return null;

  const send = async () => {
    const tab = openPaymentTab();
    try {
      tab.show(await generateInstructions({ paymentId: payment.id }));
    } catch {
      tab.close();
      notifyError('Failed to generate CashApp payment link');
      return;
    }
    try {
      await update.mutateAsync({
        params: { id: payment.id },
        body: { status: 'completed', notes: `Sent via ${methodLabel(payment.paymentMethod)}` },
      });
      notifySuccess('Payment Processed', `${row.employeeName}'s pay for the week is recorded as sent`);
    } catch {
      notifyError('Failed to update payment status');
    }
  };

  return (
    <Button
      size="compact-xs"
      variant="light"
      leftSection={<IconSend size={12} />}
      loading={update.isPending}
      aria-label={`Send payment to ${row.employeeName}`}
      onClick={() => void send()}
    >
      Send Payment
    </Button>
  );
}
