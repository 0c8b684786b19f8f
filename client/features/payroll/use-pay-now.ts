import { useState } from 'react';
import type { Advance } from '../../../domain/payroll';
import { notifyError, notifySuccess } from '../../lib/notify';
import { openPaymentTab } from './payment-link';
import { methodLabel } from './payroll-helpers';
import { generateInstructions, useUpdateAdvance } from './use-payroll';

/**
 * 'Pay Now' of a pending advance (spec part 2 §4): get the payment link, open it in a new tab (or show the
 * manual instructions), then mark the advance paid.
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

  return { payNow: (a: Advance) => void payNow(a), busyId };
}
