import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { todayIso } from '../../../domain/dates';
import type { PayrollRow } from '../../../domain/payroll';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { DateField } from '../../lib/ui/date-field';
import { DATE_PROPS } from '../expenses/expense-form-fields';
import { useUpdatePaymentDate } from './use-payroll';

/**
 * The day the money left, in the Pay Week dialog (issue 37): today by default, never after today. The dialog is a
 * confirm modal drawn once, so the field keeps its own state and reports each change.
 */
export function PayDateField({ initial, onChange }: { initial: string; onChange: (date: string) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <DateField
      label="Payment date"
      description="The day the money leaves (not after today)"
      {...DATE_PROPS}
      withAsterisk
      maxDate={todayIso()}
      value={value}
      onChange={(v) => {
        setValue(v);
        if (v) onChange(v);
      }}
      error={value ? undefined : 'Payment date is required'}
    />
  );
}

/** "Paid Oct 10, 2026" under a paid row, and a dialog to correct that day (PUT /api/payments/{id}/date). */
export function PaymentDateButton({ row }: { row: PayrollRow }) {
  const [open, setOpen] = useState(false);
  const payment = row.payment;
  if (!payment) return null;
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconCalendar size={12} />}
        aria-label={`Payment date for ${row.employeeName}: ${formatDate(payment.paymentDate)}, change`}
        onClick={() => setOpen(true)}
      >
        {formatDate(payment.paymentDate)}
      </Button>
      {open && (
        <PaymentDateModal paymentId={payment.id} name={row.employeeName} date={payment.paymentDate} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

function PaymentDateModal({ paymentId, name, date, onClose }: { paymentId: number; name: string; date: string; onClose: () => void }) {
  const update = useUpdatePaymentDate();
  const [value, setValue] = useState<string | null>(date);
  const save = () => {
    if (!value) return;
    update.mutate(
      { params: { id: paymentId }, body: { paymentDate: value } },
      {
        onSuccess: () => {
          notifySuccess('Payment date changed', `${name}'s payment is dated ${formatDate(value)}`);
          onClose();
        },
        onError: (e) => notifyError(errorMessage(e, 'Failed to change the payment date')),
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={`Payment date for ${name}`} centered>
      <Stack gap="sm">
        <Text size="sm">The day the money left. A closed period cannot be changed.</Text>
        <DateField label="Payment date" {...DATE_PROPS} withAsterisk maxDate={todayIso()} value={value} onChange={setValue} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={update.isPending} disabled={!value}>
            Save date
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
