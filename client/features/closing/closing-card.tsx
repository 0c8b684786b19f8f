import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { closingApi } from '../../../domain/api/closing';
import type { Periods } from '../../../domain/closing';
import { invalidateAfterWrite } from '../../app/data-changes';
import { errorMessage } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { formatDate } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { DateField } from '../../lib/ui/date-field';
import { LoadError } from '../../lib/ui/load-error';
import { useRole } from '../auth/auth-queries';
import { DATE_PROPS } from '../expenses/expense-form-fields';
import { closingQueries } from './closing-queries';
import { closedStateText, suggestedCloseDate } from './closing-values';

function History({ history }: { history: Periods['history'] }) {
  if (history.length === 0) return null;
  return (
    // A region that scrolls sideways must be reachable from the keyboard (axe scrollable-region-focusable).
    <Table.ScrollContainer
      minWidth={520}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': 'Closes and reopens, scrollable' } }}
    >
      <Table striped aria-label="Closes and reopens">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Closed through</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th>Reason</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.map((h) => (
            <Table.Tr key={h.id}>
              <Table.Td>{new Date(h.at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}</Table.Td>
              <Table.Td>{h.action === 'close' ? 'Closed' : 'Reopened'}</Table.Td>
              <Table.Td>{h.through ? formatDate(h.through) : 'Nothing closed'}</Table.Td>
              <Table.Td>{h.actorName}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{h.reason ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The owner's close and reopen forms; each shows the server's message when it refuses. */
function OwnerForms({ closedThrough }: { closedThrough: string | null }) {
  const queryClient = useQueryClient();
  const [through, setThrough] = useState<string | null>(suggestedCloseDate());
  const [reopenTo, setReopenTo] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const done = (data: Periods) => {
    queryClient.setQueryData(closingQueries.periods().queryKey, data);
    invalidateAfterWrite(queryClient, 'closed_periods');
  };
  const close = useMutation({
    mutationFn: (day: string) => callApi(closingApi.close, { body: { through: day } }),
    onSuccess: (data) => {
      done(data);
      notifySuccess('Books closed', `Closed through ${formatDate(data.closedThrough)}.`);
    },
  });
  const reopen = useMutation({
    mutationFn: (body: { through: string | null; reason: string }) => callApi(closingApi.reopen, { body }),
    onSuccess: (data) => {
      done(data);
      setReason('');
      notifySuccess(
        'Books reopened',
        data.closedThrough ? `Now closed through ${formatDate(data.closedThrough)}.` : 'No period is closed.',
      );
    },
  });

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <form
        aria-label="Close the books"
        onSubmit={(e) => {
          e.preventDefault();
          if (through) close.mutate(through);
        }}
        noValidate
      >
        <Stack gap="sm">
          <DateField
            label="Close the books through"
            description="Usually the last day of a month or of the year"
            {...DATE_PROPS}
            value={through}
            onChange={setThrough}
            withAsterisk
            error={!through ? 'Choose the last day to close' : undefined}
          />
          {close.isError && (
            <Alert color="red" variant="light" title="The books were not closed">
              {errorMessage(close.error, 'The server did not answer. Try again.')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconLock size={18} />} loading={close.isPending} disabled={!through}>
              Close the books
            </Button>
          </Group>
        </Stack>
      </form>
      {closedThrough !== null && (
        <form
          aria-label="Reopen the books"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) {
              setReasonError('Say why the period is reopened');
              return;
            }
            setReasonError(null);
            reopen.mutate({ through: reopenTo, reason: reason.trim() });
          }}
          noValidate
        >
          <Stack gap="sm">
            <DateField
              label="Keep closed through"
              description="Leave empty to reopen everything"
              {...DATE_PROPS}
              clearable
              value={reopenTo}
              onChange={setReopenTo}
            />
            <Textarea
              label="Reason for reopening"
              withAsterisk
              autosize
              minRows={2}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={reasonError}
            />
            {reopen.isError && (
              <Alert color="red" variant="light" title="The books were not reopened">
                {errorMessage(reopen.error, 'The server did not answer. Try again.')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" variant="default" leftSection={<IconLockOpen size={18} />} loading={reopen.isPending}>
                Reopen
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </SimpleGrid>
  );
}

/**
 * Settings → Accounting → Closing the books (issue 37): the close date, the owner's close and reopen (with a
 * reason), and the history. The office sees the close date and the history.
 */
export function ClosingCard() {
  const periods = useQuery(closingQueries.periods());
  const role = useRole();
  return (
    <Card component="section" aria-labelledby="closing-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="closing-title">
            Closing the books
          </Title>
          <Text size="sm" c="dimmed">
            Accounting: once a month or a year is closed, its expenses, work records, payroll payments, advances, invoices, payments
            received and change orders stay as they were reported. Corrections are recorded in an open period.
          </Text>
        </div>
        {periods.isPending ? (
          <Skeleton height={60} aria-label="Loading the close date" />
        ) : periods.isError ? (
          <LoadError title="Could not load the close date" error={periods.error} onRetry={() => periods.refetch()} />
        ) : (
          <>
            <Alert
              color={periods.data.closedThrough ? 'blue' : 'gray'}
              variant="light"
              icon={periods.data.closedThrough ? <IconLock /> : <IconLockOpen />}
              role="status"
            >
              {closedStateText(periods.data.closedThrough, formatDate)}
            </Alert>
            {role === 'owner' && <OwnerForms closedThrough={periods.data.closedThrough} />}
            <History history={periods.data.history} />
          </>
        )}
      </Stack>
    </Card>
  );
}
