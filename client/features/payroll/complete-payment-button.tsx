import { Button, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { isPaymentMethod, type PaymentMethod, paidQuestion, paidRecord } from '../../../domain/payment-methods';
import type { PayrollRow } from '../../../domain/payroll';
import { formatMoney } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { openPaymentTab } from './payment-link';
import { METHOD_OPTIONS, methodLabel } from './payroll-helpers';
import { generateInstructions, useUpdatePayment } from './use-payroll';

type Pending = { id: number; amount: number; method: PaymentMethod; instructions: string };

/**
 * 'Send Payment' of a pending payroll payment (spec part 2 §4): opens Cash App with the amount when there is a
 * handle, shows how to pay otherwise, then asks "Paid $240.00 in cash?". Only a confirmation records the payment as
 * completed, by the method the user confirms (docs/product/rules.md: nothing is marked paid unless the user confirms it).
 */
export function CompletePaymentButton({ row }: { row: PayrollRow }) {
  const update = useUpdatePayment();
  const [asking, setAsking] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const payment = row.payment;
  if (!payment || payment.status === 'completed') return null;
  const method: PaymentMethod = isPaymentMethod(payment.paymentMethod) ? payment.paymentMethod : 'cash';

  const send = async () => {
    // Only Cash App has a link to open; the blank tab must be opened inside the click for pop-up blockers.
    const tab = method === 'cashapp' ? openPaymentTab() : null;
    setBusy(true);
    try {
      const result = await generateInstructions({ paymentId: payment.id });
      if (result.paymentLink) tab?.show(result);
      else tab?.close();
      setAsking({ id: payment.id, amount: payment.amount, method, instructions: result.instructions });
    } catch {
      tab?.close();
      notifyError('Failed to get the payment instructions');
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (chosen: PaymentMethod) => {
    if (!asking) return;
    try {
      await update.mutateAsync({
        params: { id: asking.id },
        body: { status: 'completed', paymentMethod: chosen, notes: `Paid by ${methodLabel(chosen)}` },
      });
      setAsking(null);
      notifySuccess('Payment recorded', paidRecord(formatMoney(asking.amount), row.employeeName, chosen));
    } catch {
      notifyError('Failed to record the payment');
    }
  };

  return (
    <>
      <Button
        size="compact-xs"
        variant="light"
        leftSection={<IconSend size={12} />}
        loading={busy}
        aria-label={`Send payment to ${row.employeeName}`}
        onClick={() => void send()}
      >
        Send Payment
      </Button>
      {asking && (
        <ConfirmPaidModal
          key={asking.id}
          pending={asking}
          name={row.employeeName}
          saving={update.isPending}
          onConfirm={(m) => void confirm(m)}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}

type ConfirmProps = {
  pending: Pending;
  name: string;
  saving: boolean;
  onConfirm: (method: PaymentMethod) => void;
  onClose: () => void;
};

/** "Paid $240.00 in cash?" with the instructions and the method actually used; Not yet leaves the payment pending. */
function ConfirmPaidModal({ pending, name, saving, onConfirm, onClose }: ConfirmProps) {
  const [method, setMethod] = useState<PaymentMethod>(pending.method);
  const amount = formatMoney(pending.amount);
  return (
    <Modal opened onClose={onClose} title={`Pay ${name}`} centered>
      <Stack gap="sm">
        <Text size="sm">{pending.instructions}</Text>
        <NativeSelect
          label="Paid by"
          data={METHOD_OPTIONS}
          value={method}
          onChange={(e) => {
            const v = e.currentTarget.value;
            if (isPaymentMethod(v)) setMethod(v);
          }}
        />
        <Text fw={600}>{paidQuestion(amount, method)}</Text>
        <Stack gap="xs">
          <Button onClick={() => onConfirm(method)} loading={saving}>
            Yes, record {amount} as paid
          </Button>
          <Button variant="default" onClick={onClose}>
            Not yet
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
