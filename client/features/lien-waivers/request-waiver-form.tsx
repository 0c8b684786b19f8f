import { Alert, Button, Group, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { WAIVER_KIND_TITLES, WAIVER_KINDS, type WaiverDirection, type WaiverKind } from '../../../domain/lien-waivers';
import { errorMessage } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { serverFieldErrors } from '../../lib/ui/form-errors';
import { MONEY_UNSIGNED } from '../../lib/ui/input-props';
import { LoadError } from '../../lib/ui/load-error';
import { billingQueries } from '../billing/billing-queries';
import { expenseQueries } from '../expenses/expense-queries';
import { useCreateWaiver } from './lien-waiver-queries';
import { collectPaymentOptions, givePaymentOptions, type PaymentOption } from './waiver-options';

const KIND_OPTIONS = WAIVER_KINDS.map((k) => ({ value: k, label: WAIVER_KIND_TITLES[k] }));

/** The payments made on the job (its expenses, one page of the 500 newest) a waiver may be collected for. */
function useCollectOptions(projectId: number, enabled: boolean) {
  const q = useQuery({ ...expenseQueries.list({ projectId, limit: 500 }), enabled });
  return { options: q.data ? collectPaymentOptions(q.data) : [], isPending: q.isPending && enabled, error: q.error, retry: q.refetch };
}

/**
 * The payments received on the job. There is no list of a job's payments received, so they are read from the
 * detail of each invoice that has any paid (the invoices list the Billing tab loads says which); those details are
 * the same queries the invoice screens use, so they are shared and refreshed with them.
 */
function useGiveOptions(projectId: number, enabled: boolean) {
  const invoices = useQuery({ ...billingQueries.invoices(projectId), enabled });
  const paid = (invoices.data ?? []).filter((i) => i.status !== 'void' && i.paidTotal > 0);
  const details = useQueries({ queries: paid.map((i) => ({ ...billingQueries.invoice(i.id), enabled })) });
  const failed = invoices.error ?? details.find((d) => d.error)?.error ?? null;
  const loaded = details.flatMap((d) => (d.data ? [d.data] : []));
  return {
    options: givePaymentOptions(loaded),
    isPending: enabled && (invoices.isPending || details.some((d) => d.isPending)),
    error: failed,
    retry: () => {
      invoices.refetch();
      for (const d of details) if (d.error) d.refetch();
    },
  };
}

/** Request a waiver from a payee for a payment made, or prepare one for the client for a payment received. */
export function RequestWaiverForm({
  projectId,
  initialDirection,
  onDone,
}: {
  projectId: number;
  initialDirection: WaiverDirection;
  onDone: () => void;
}) {
  const create = useCreateWaiver(projectId);
  const [direction, setDirection] = useState<WaiverDirection>(initialDirection);
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const [kind, setKind] = useState<WaiverKind | null>('conditional_progress');
  const [throughDate, setThroughDate] = useState('');
  const [amount, setAmount] = useState<string | number>('');
  const [state, setState] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const collect = useCollectOptions(projectId, direction === 'collect');
  const give = useGiveOptions(projectId, direction === 'give');
  const payments = direction === 'collect' ? collect : give;
  const chosen: PaymentOption | undefined = payments.options.find((o) => o.value === paymentId);
  const paymentField = direction === 'collect' ? 'expenseId' : 'invoicePaymentId';

  const choosePayment = (value: string | null) => {
    setPaymentId(value);
    const option = payments.options.find((o) => o.value === value);
    // The through date defaults to the payment's date: the last day of work it pays for.
    if (option) setThroughDate(option.date);
  };
  const submit = () => {
    setErrors({});
    setFormError(null);
    const id = paymentId === null ? undefined : Number(paymentId);
    create.mutate(
      {
        direction,
        kind: (kind ?? '') as WaiverKind,
        ...(direction === 'collect' ? { expenseId: id } : { invoicePaymentId: id }),
        throughDate: throughDate || undefined,
        amount: amount === '' ? undefined : Number(amount),
        state: state.trim() || null,
      },
      {
        onSuccess: (w) => {
          notifySuccess(
            direction === 'collect' ? 'Waiver requested' : 'Waiver prepared',
            `${w.title} from ${w.claimant} for ${formatMoney(w.amount)}: download its PDF to send`,
          );
          onDone();
        },
        onError: (e) => {
          const fields = serverFieldErrors(e);
          setErrors(fields);
          if (Object.keys(fields).length === 0) setFormError(errorMessage(e, 'Could not save the waiver'));
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      {formError && (
        <Alert color="red" variant="light">
          {formError}
        </Alert>
      )}
      <SegmentedControl
        value={direction}
        onChange={(v) => {
          setDirection(v as WaiverDirection);
          setPaymentId(null);
          setErrors({});
        }}
        data={[
          { value: 'collect', label: 'To collect' },
          { value: 'give', label: 'To give' },
        ]}
        aria-label="Direction"
        fullWidth
      />
      <Text size="sm" c="dimmed">
        {direction === 'collect'
          ? 'The supplier or subcontractor you paid signs it, giving up lien rights for what the payment covers.'
          : 'You sign it for the client, giving up your lien rights for what the client has paid.'}
      </Text>
      {payments.error ? (
        <LoadError title="Could not load the payments" error={payments.error} onRetry={payments.retry} />
      ) : (
        <Select
          label={direction === 'collect' ? 'Payment made' : 'Payment received'}
          withAsterisk
          placeholder={payments.isPending ? 'Loading payments…' : 'Choose a payment'}
          data={payments.options}
          value={paymentId}
          onChange={choosePayment}
          searchable
          nothingFoundMessage={
            direction === 'collect'
              ? 'No payments made on this job: record an expense with a payment method and a payee'
              : 'No payments received on this job’s invoices'
          }
          error={errors[paymentField]}
        />
      )}
      <Select
        label="Kind"
        withAsterisk
        data={KIND_OPTIONS}
        value={kind}
        onChange={(v) => setKind(v as WaiverKind | null)}
        allowDeselect={false}
        error={errors.kind}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput
          label="Through date"
          type="date"
          description="Last day of work it covers"
          value={throughDate}
          onChange={(e) => setThroughDate(e.currentTarget.value)}
          error={errors.throughDate}
        />
        <NumberInput
          label="Amount"
          description={chosen ? `The payment: ${formatMoney(chosen.amount)}` : 'The whole payment if blank'}
          {...MONEY_UNSIGNED}
          value={amount}
          onChange={setAmount}
          error={errors.amount}
        />
        <TextInput
          label="State"
          description="For its template, e.g. FL"
          maxLength={2}
          value={state}
          onChange={(e) => setState(e.currentTarget.value.toUpperCase())}
          error={errors.state}
          styles={{ input: { textTransform: 'uppercase' } }}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} loading={create.isPending}>
          {direction === 'collect' ? 'Request waiver' : 'Prepare waiver'}
        </Button>
      </Group>
    </Stack>
  );
}
