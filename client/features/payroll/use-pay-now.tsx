import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { Advance } from '../../../domain/payroll';
import { formatDate, formatMoney } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { openPaymentTab } from './payment-link';
import { methodLabel } from './payroll-helpers';
import { generateInstructions, useUpdateAdvance } from './use-payroll';

/**
 * 'Pay Now' of a pending advance (spec part 2 §4): says first what will happen (issue 39 scope 6: the money goes
 * now and comes back from the next payroll), then gets the payment link, opens it in a new tab (or shows the manual
 * instructions), and marks the advance paid. The tab opens from the confirm click, so no popup blocker stops it.
 */
export function usePayNow() {
  const update = useUpdateAdvance();
  const [busyId, setBusyId] = useState<number | null>(null);

  const payNow = async (advance: Advance) => {
    const tab = openPaymentTab();
    setBusyId(advance.id);
    try {
      try {
        tab.show(await generateInstructions({ advanceId: advance.id }));
      } catch {
        tab.close();
        notifyError('Failed to generate payment instructions');
        return;
      }
      try {
        await update.mutateAsync({
          params: { id: advance.id },
          body: { status: 'paid', notes: `Paid via ${methodLabel(advance.paymentMethod)}` },
        });
        notifySuccess('Status Updated', `Advance to ${advance.employee.name} marked as paid`);
      } catch {
        notifyError('Failed to update advance status');
      }
    } finally {
      setBusyId(null);
    }
  };

  const askPayNow = (a: Advance) =>
    modals.openConfirmModal({
      title: `Pay ${formatMoney(a.amount)} to ${a.employee.name} now?`,
      centered: true,
      children: (
        <Text size="sm">
          The advance goes by {methodLabel(a.paymentMethod)} and is marked paid. {formatMoney(a.amount)} is then recovered from{' '}
          {a.employee.name}'s next payroll: the first week paid that ends on or after {formatDate(a.advanceDate)}.
        </Text>
      ),
      labels: { confirm: 'Pay Now', cancel: 'Cancel' },
      onConfirm: () => void payNow(a),
    });

  return { payNow: askPayNow, busyId };
}
