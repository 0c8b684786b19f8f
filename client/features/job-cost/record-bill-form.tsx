import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { expensesApi } from '../../../domain/api/expenses';
import type { CommitmentListItem } from '../../../domain/api/job-cost';
import { todayIso } from '../../../domain/dates';
import { retainageOfBill } from '../../../domain/job-cost';
import { centsToDollars, dollarsToCents } from '../../../domain/money';
import { invalidateAfterWrite } from '../../app/data-changes';
import { ApiError, errorMessage } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { formatMoney } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { MONEY_UNSIGNED } from '../../lib/ui/input-props';
import { jobCostQueries } from './job-cost-queries';

/** The retainage of a bill in dollars (retainageOfBill, the rate in percent with at most 2 decimals). */
const retainageDollars = (amount: number, percent: number) =>
  centsToDollars(retainageOfBill(dollarsToCents(amount), Math.round(percent * 100)));

/**
 * A bill against a commitment (issue 42): an expense on one of its lines, for its payee. A bill above what the line
 * still owes comes back 409 with what is left; the form then asks for the reason and sends it with the bill.
 */
export function RecordBillForm({ commitment, onDone }: { commitment: CommitmentListItem; onDone: () => void }) {
  const detail = useQuery(jobCostQueries.commitment(commitment.id));
  const queryClient = useQueryClient();
  const [lineId, setLineId] = useState<string | null>(null);
  const [amount, setAmount] = useState<string | number>('');
  const [date, setDate] = useState(todayIso());
  const [description, setDescription] = useState(`Bill on ${commitment.number}`);
  const [reason, setReason] = useState('');
  const [askReason, setAskReason] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const lines = detail.data?.lines ?? [];
  const chosen = lines.find((l) => String(l.id) === lineId) ?? (lines.length === 1 ? lines[0] : undefined);
  const save = useMutation({
    mutationFn: () =>
      callApi(expensesApi.create, {
        body: {
          projectId: commitment.projectId,
          category: commitment.type === 'purchase_order' ? 'material' : 'subcontractor',
          description,
          amount: amount === '' ? 0 : Number(amount),
          date,
          commitmentLineId: chosen?.id ?? null,
          overCommitmentReason: askReason ? reason : null,
        },
      }),
    onSuccess: async (e) => {
      await invalidateAfterWrite(queryClient, { table: 'expenses', projectIds: [commitment.projectId] }, 'commitments');
      notifySuccess('Bill recorded', `${formatMoney(e.amount)} on ${commitment.number}`);
      onDone();
    },
    onError: (e) => {
      if (e instanceof ApiError && e.status === 409 && e.fieldErrors.some((f) => f.path === 'overCommitmentReason')) {
        setError(null);
        setAskReason(e.serverMessage);
        return;
      }
      setError(errorMessage(e, 'Could not record the bill'));
    },
  });
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      <Text size="sm">
        {commitment.payeeName} · {formatMoney(commitment.open)} still open on {commitment.number}
      </Text>
      <Select
        label="Line"
        withAsterisk
        data={lines.map((l) => ({ value: String(l.id), label: `${l.costCode} ${l.description} (${formatMoney(l.open)} open)` }))}
        value={chosen ? String(chosen.id) : lineId}
        onChange={setLineId}
        disabled={detail.isPending}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberInput label="Amount" withAsterisk {...MONEY_UNSIGNED} value={amount} onChange={setAmount} />
        <TextInput label="Date" type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
      </SimpleGrid>
      {commitment.type === 'subcontract' && commitment.retainage > 0 && Number(amount) > 0 && (
        <Text size="sm" c="dimmed" data-testid="bill-retainage">
          {commitment.retainage} % retainage held: {formatMoney(retainageDollars(Number(amount), commitment.retainage))} · pay{' '}
          {formatMoney(Number(amount) - retainageDollars(Number(amount), commitment.retainage))} now; the bill's full amount is the cost.
        </Text>
      )}
      <TextInput label="Description" value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
      {askReason && (
        <Alert color="yellow" variant="light" title="Above the line">
          <Stack gap="xs">
            <Text size="sm">{askReason}</Text>
            <Textarea label="Reason" withAsterisk value={reason} onChange={(e) => setReason(e.currentTarget.value)} autosize minRows={2} />
          </Stack>
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => save.mutate()} loading={save.isPending} disabled={askReason !== null && reason.trim() === ''}>
          {askReason ? 'Record anyway' : 'Record bill'}
        </Button>
      </Group>
    </Stack>
  );
}
