import { Anchor, Drawer, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccountKey } from '../../../domain/ledger/accounts';
import { formatDate, formatMoney } from '../../lib/format';
import { LoadError } from '../../lib/ui/load-error';
import { ledgerQueries } from './ledger-queries';
import { ScrollableTable } from './scrollable-table';

/** The account a report's line opens: its key and the "number name" the drawer is titled with. */
export type OpenAccount = { key: AccountKey; name: string };

/** One account's lines in the period; each entry number opens the entry, each entry links its document. */
function AccountLines({ account, from, to }: { account: AccountKey; from: string; to: string }) {
  const q = useQuery(ledgerQueries.lines(account, from, to));
  const [entryNo, setEntryNo] = useState<string | null>(null);
  const entry = useQuery({ ...ledgerQueries.entry(entryNo ?? 'EXP-0'), enabled: entryNo !== null });
  if (q.isPending) return <Skeleton height={200} />;
  if (q.isError) return <LoadError title="Could not load the ledger" error={q.error} onRetry={() => q.refetch()} />;
  const d = q.data;
  return (
    <Stack>
      <Text>
        {formatDate(d.from)} to {formatDate(d.to)}: opening {formatMoney(d.opening)} · closing {formatMoney(d.closing)}
      </Text>
      {d.lines.length === 0 ? (
        <Text c="dimmed">No entries in this period.</Text>
      ) : (
        <ScrollableTable label="Entries" minWidth={520}>
          <Table striped aria-label={`Entries of ${d.account.name}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Entry</Table.Th>
                <Table.Th>Memo</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.lines.map((l, i) => (
                <Table.Tr key={`${l.entryNo}-${i}`}>
                  <Table.Td>{l.date}</Table.Td>
                  <Table.Td>
                    <Anchor component="button" type="button" onClick={() => setEntryNo(l.entryNo)}>
                      {l.entryNo}
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{[l.memo, l.project].filter(Boolean).join(' · ')}</Table.Td>
                  <Table.Td ta="right">{formatMoney(l.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      )}
      {entryNo && (
        <Stack gap="xs" aria-live="polite">
          <Title order={3} size="h5">
            Entry {entryNo}
          </Title>
          {entry.isPending ? (
            <Skeleton height={80} />
          ) : entry.isError ? (
            <LoadError title="Could not load the entry" error={entry.error} onRetry={() => entry.refetch()} />
          ) : (
            <>
              {entry.data.lines.map((l, i) => (
                <Text key={`${l.account}-${i}`} size="sm">
                  {l.account}: {formatMoney(l.amount)} {l.amount >= 0 ? 'debit' : 'credit'}
                </Text>
              ))}
              {entry.data.link && (
                <Anchor href={entry.data.link} target={entry.data.link.startsWith('/api/') ? '_blank' : undefined}>
                  Open the document
                </Anchor>
              )}
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The drill-down of a report's figure (trial balance, profit and loss, balance sheet): the account's entries in
 * [from, to], in a drawer titled with the account; closed when `account` is null.
 */
export function AccountLinesDrawer({
  account,
  from,
  to,
  onClose,
}: {
  account: OpenAccount | null;
  from: string;
  to: string;
  onClose: () => void;
}) {
  return (
    <Drawer opened={account !== null} onClose={onClose} title={account?.name} position="right" size="lg">
      {account && <AccountLines account={account.key} from={from} to={to} />}
    </Drawer>
  );
}
