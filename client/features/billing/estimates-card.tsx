import { Button, Card, Group, NumberInput, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isIsoDate, todayIso } from '../../../domain/dates';
import { errorMessage } from '../../lib/api';
import { formatDate, formatMoney } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { LoadError } from '../../lib/ui/load-error';
import { billingQueries } from './billing-queries';
import { MONEY, num } from './billing-ui';
import { useReviseEstimate } from './use-billing-mutations';

/**
 * A job's estimated total cost as dated revisions (issue 37): earned revenue and the WIP of a day use the estimate in
 * force that day, so a revision made today, or recorded for the day it was made, never rewrites an earlier month.
 */
export function EstimatesCard({ projectId }: { projectId: number }) {
  const history = useQuery(billingQueries.estimates(projectId));
  const revise = useReviseEstimate(projectId);
  const [effectiveDate, setEffectiveDate] = useState(todayIso());
  const [amount, setAmount] = useState<string | number>('');
  const [note, setNote] = useState('');
  const validDate = isIsoDate(effectiveDate) && effectiveDate <= todayIso();
  const submit = () =>
    revise.mutate(
      { effectiveDate, estimatedTotalCost: num(amount), note: note.trim() === '' ? null : note.trim() },
      {
        onSuccess: () => {
          setAmount('');
          setNote('');
          notifySuccess('Estimate revision recorded');
        },
        onError: (e) => notifyError(errorMessage(e, 'Could not record the estimate revision')),
      },
    );
  return (
    <Card>
      <Title order={2} size="h4" id={`estimates-${projectId}`}>
        Estimated total cost
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Earned revenue and the WIP use the estimate in force on each day. Record a revision on the day it was made: earlier days keep the
        estimate they had.
      </Text>
      {history.isError ? (
        <LoadError title="Could not load the estimate history" error={history.error} onRetry={() => history.refetch()} />
      ) : !history.data ? (
        <Skeleton height={60} />
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            In force today:{' '}
            <Text span fw={600}>
              {history.data.current === null ? 'no estimate (revenue earned equals cost to date)' : formatMoney(history.data.current)}
            </Text>
          </Text>
          {history.data.revisions.length === 0 ? (
            <Text size="sm" c="dimmed">
              No revisions yet.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table aria-labelledby={`estimates-${projectId}`} striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Effective from</Table.Th>
                    <Table.Th ta="right">Estimated total cost</Table.Th>
                    <Table.Th>Note</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {history.data.revisions.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>{formatDate(r.effectiveDate)}</Table.Td>
                      <Table.Td ta="right">{r.estimatedTotalCost === null ? 'cleared' : formatMoney(r.estimatedTotalCost)}</Table.Td>
                      <Table.Td>{r.note ?? ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
      <Group align="flex-end" mt="sm" wrap="wrap">
        <TextInput
          label="Effective from"
          type="date"
          max={todayIso()}
          value={effectiveDate}
          onChange={(e) => setEffectiveDate(e.currentTarget.value)}
          error={validDate ? undefined : 'A day on or before today'}
          w={180}
        />
        <NumberInput label="New estimated total cost" {...MONEY} allowNegative={false} value={amount} onChange={setAmount} w={200} />
        <TextInput
          label="Note"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={500}
          style={{ flex: 1, minWidth: 160 }}
        />
        <Button onClick={submit} loading={revise.isPending} disabled={!validDate || num(amount) === null}>
          Record revision
        </Button>
      </Group>
    </Card>
  );
}
