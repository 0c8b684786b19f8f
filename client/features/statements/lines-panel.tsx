import { Badge, Button, Card, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { statementsApi } from '../../../domain/api/statements';
import { BOOK_ITEM_KIND_LABELS, type StatementAccount, type StatementLine } from '../../../domain/statements/schemas';
import { invalidateAfterWrite } from '../../app/data-changes';
import { errorMessage } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { formatDate, formatMoney } from '../../lib/format';
import { notifyError } from '../../lib/notify';
import { EmptyState } from '../../lib/ui/empty-state';
import { LoadError } from '../../lib/ui/load-error';
import { LineActions } from './line-actions';
import { type LineStatus, statementQueries } from './statement-queries';

/** One statement line: date, description, amount, and its match with Accept / Undo, or what it can become. */
function LineCard({ line, onAccept, onUndo, busy }: { line: StatementLine; onAccept: () => void; onUndo: () => void; busy: boolean }) {
  const m = line.match;
  return (
    <Card withBorder padding="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {line.description}
            </Text>
            <Text size="sm" c="dimmed">
              {formatDate(line.date)}
            </Text>
          </div>
          <Text fw={600} c={line.amount < 0 ? undefined : 'teal.8'} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(line.amount)}
          </Text>
        </Group>
        {m ? (
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              <Badge variant="light" color={m.status === 'accepted' ? 'teal' : 'blue'}>
                {m.status === 'accepted' ? 'Matched' : 'Matched automatically'}
              </Badge>
              <Text size="sm">
                {BOOK_ITEM_KIND_LABELS[m.item.kind]}: {m.item.payee} · {formatDate(m.item.date)}
              </Text>
            </Group>
            <Group gap="xs">
              {m.status === 'auto' && (
                <Button size="compact-sm" variant="light" onClick={onAccept} disabled={busy}>
                  Accept
                </Button>
              )}
              <Button size="compact-sm" variant="subtle" color="red" onClick={onUndo} disabled={busy}>
                Undo
              </Button>
            </Group>
          </Group>
        ) : (
          <LineActions line={line} />
        )}
      </Stack>
    </Card>
  );
}

/** The matching inbox: the unmatched lines first; matched ones with one-click accept and undo. */
export function LinesPanel({ account }: { account: StatementAccount }) {
  const [status, setStatus] = useState<LineStatus>('unmatched');
  const lines = useQuery(statementQueries.lines(account.id, status));
  const queryClient = useQueryClient();
  const refresh = () => invalidateAfterWrite(queryClient, 'statement_matches');
  const accept = useMutation({ mutationFn: (id: number) => callApi(statementsApi.accept, { params: { id } }), onSuccess: refresh });
  const undo = useMutation({ mutationFn: (id: number) => callApi(statementsApi.undo, { params: { id } }), onSuccess: refresh });
  const again = useMutation({ mutationFn: () => callApi(statementsApi.autoMatch, { params: { id: account.id } }), onSuccess: refresh });
  const onError = (e: unknown) => notifyError(errorMessage(e, 'The match could not be changed'));

  return (
    <Stack>
      <Group justify="space-between">
        <SegmentedControl
          value={status}
          onChange={(v) => setStatus(v as LineStatus)}
          data={[
            { value: 'unmatched', label: `Inbox (${account.unmatchedCount})` },
            { value: 'matched', label: 'Matched' },
            { value: 'all', label: 'All' },
          ]}
          aria-label="Which lines"
        />
        <Button variant="default" loading={again.isPending} onClick={() => again.mutate()}>
          Match again
        </Button>
      </Group>
      {lines.isPending && <Skeleton height={80} radius="md" aria-label="Loading lines" />}
      {lines.isError && <LoadError title="The lines could not be loaded" error={lines.error} onRetry={() => lines.refetch()} />}
      {lines.data?.length === 0 && (
        <EmptyState
          message={status === 'unmatched' ? 'Every line is matched to the books' : 'No statement lines yet: import a statement'}
        />
      )}
      {lines.data?.map((line) => (
        <LineCard
          key={line.id}
          line={line}
          busy={accept.isPending || undo.isPending}
          onAccept={() => line.match && accept.mutate(line.match.id, { onError })}
          onUndo={() => line.match && undo.mutate(line.match.id, { onError })}
        />
      ))}
    </Stack>
  );
}
