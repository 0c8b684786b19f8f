import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import type { Advance } from '../../../domain/payroll';
import { notifyError, notifySuccess } from '../../lib/notify';
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
    // Open the tab inside the click so pop-up blockers allow it; it is pointed at the link once it is known.
    const tab = window.open('', '_blank');
    setBusyId(advance.id);
    try {
      let result;
      try {
        result = await generateInstructions(advance.id);
      } catch {
        tab?.close();
        notifyError('Failed to generate payment instructions');
        return;
      }
      if (result.paymentLink) {
        if (tab) {
          tab.opener = null;
          tab.location.href = result.paymentLink;
        } else {
          window.open(result.paymentLink, '_blank', 'noopener');
        }
      } else {
        tab?.close();
        notifications.show({ title: 'Payment instructions', message: result.instructions || 'Manual payment required', color: 'blue', autoClose: 10_000 });
      }
      try {
        await update.mutateAsync({ id: advance.id, status: 'paid', notes: `Paid via ${methodLabel(advance.paymentMethod)}` });
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
