import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CommitmentListItem } from '../../../domain/api/job-cost';
import { errorMessage } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { MONEY_UNSIGNED, SCROLL } from '../../lib/ui/input-props';
import { LoadError } from '../../lib/ui/load-error';
import { jobCostQueries, useUpdateCommitment } from './job-cost-queries';

/**
 * A change order to an issued purchase order or subcontract (issue 42 scope 3): a line of its own, marked as a
 * change, added to the commitment's lines (the others kept as they are, with their bills). It commits its amount
 * at once and shows on the PDF and the job cost under its cost code.
 */
export function CommitmentChangeOrderForm({ commitment, onDone }: { commitment: CommitmentListItem; onDone: () => void }) {
  const detail = useQuery(jobCostQueries.commitment(commitment.id));
  const codes = useQuery(jobCostQueries.costCodes());
  const update = useUpdateCommitment(commitment.projectId);
  const [costCode, setCostCode] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState<string | number>('');
  const [error, setError] = useState<string | null>(null);
  if (detail.isError) return <LoadError title="Could not load the commitment" error={detail.error} onRetry={() => detail.refetch()} />;
  const c = detail.data;
  const changes = c?.lines.filter((l) => l.changeOrder) ?? [];
  const codeOptions = (codes.data ?? []).filter((k) => k.active).map((k) => ({ value: k.code, label: `${k.code} ${k.name}` }));
  const submit = () => {
    if (!c) return;
    setError(null);
    update.mutate(
      {
        id: c.id,
        body: {
          number: c.number,
          title: c.title,
          date: c.date,
          retainage: c.retainage,
          notes: c.notes,
          lines: [
            ...c.lines.map((l) => ({
              id: l.id,
              costCode: l.costCode,
              description: l.description,
              amount: l.amount,
              changeOrder: l.changeOrder,
            })),
            { costCode: costCode ?? '', description, amount: amount === '' ? 0 : Number(amount), changeOrder: true },
          ],
        },
      },
      {
        onSuccess: (saved) => {
          notifySuccess('Change order added', `${c.number} is now ${formatMoney(saved.amount)}`);
          onDone();
        },
        onError: (e) => setError(errorMessage(e, 'Could not add the change order')),
      },
    );
  };
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Text size="sm">
        {commitment.payeeName} · {c ? `${formatMoney(c.amount)} committed` : 'loading…'}
      </Text>
      {changes.length > 0 && (
        <Table.ScrollContainer minWidth={360} scrollAreaProps={SCROLL}>
          <Table aria-label="Change orders so far">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Change order</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td>
                    {l.costCode} {l.description}
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(l.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Select label="Cost code" withAsterisk searchable data={codeOptions} value={costCode} onChange={setCostCode} />
        <NumberInput label="Amount" withAsterisk {...MONEY_UNSIGNED} value={amount} onChange={setAmount} />
      </SimpleGrid>
      <TextInput
        label="What changed"
        withAsterisk
        placeholder="Added a second bathroom rough-in"
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} loading={update.isPending} disabled={!c}>
          Add change order
        </Button>
      </Group>
    </Stack>
  );
}
