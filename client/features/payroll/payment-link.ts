import { notifications } from '@mantine/notifications';

/**
 * Opens a blank tab inside the click (so pop-up blockers allow it); call `show` once the payment link is
 * known: the tab goes to the payment app, or closes and the manual instructions are shown instead.
 */
export function openPaymentTab() {
  const tab = window.open('', '_blank');
  return {
    show(result: { paymentLink?: string | null; instructions?: string | null }) {
      if (result.paymentLink) {
        if (tab) {
          tab.opener = null;
          tab.location.href = result.paymentLink;
        } else {
          window.open(result.paymentLink, '_blank', 'noopener');
        }
      } else {
        tab?.close();
        notifications.show({
          title: 'Payment instructions',
          message: result.instructions || 'Manual payment required',
          color: 'blue',
          autoClose: 10_000,
        });
      }
    },
    close() {
      tab?.close();
    },
  };
}
