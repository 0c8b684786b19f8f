import { Anchor, Button, Drawer, Group, Skeleton, Stack, Table, Tabs, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ledgerApi } from '../../../domain/api/ledger';
import type { AccountKey } from '../../../domain/ledger/accounts';
import { errorMessage } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { formatMoney } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { LoadError } from '../../lib/ui/load-error';
import { ledgerKeys, ledgerQueries } from './ledger-queries';
import { NewEntriesExport } from './new-entries-export';

const today = () => new Date().toISOString().slice(0, 10);

/** A table that scrolls sideways at 390 px and is reachable from the keyboard (axe scrollable-region-focusable). */
function Scroll({ label, minWidth, children }: { label: string; minWidth: number; children: React.ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': `${label}, scrollable` } }}>
      {children}
    </Table.ScrollContainer>
  );
}

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
        Opening {formatMoney(d.opening)} · closing {formatMoney(d.closing)}
      </Text>
      {d.lines.length === 0 ? (
        <Text c="dimmed">No entries in this period.</Text>
      ) : (
        <Scroll label="Entries" minWidth={520}>
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
        </Scroll>
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

function TrialBalanceTab() {
  const [from, setFrom] = useState(`${today().slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today());
  const [open, setOpen] = useState<{ key: AccountKey; name: string } | null>(null);
  const valid = /^\d{4}-\d\d-\d\d$/.test(from) && /^\d{4}-\d\d-\d\d$/.test(to) && from <= to;
  const q = useQuery({ ...ledgerQueries.trialBalance(from, to), enabled: valid });
  return (
    <Stack>
      <Group align="end">
        <TextInput label="From" type="date" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput
          label="To"
          type="date"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          error={valid ? undefined : 'From must be on or before To'}
        />
        <Anchor href={`/api/accounting/journal.hledger?from=${from}&to=${to}`}>hledger journal</Anchor>
        <NewEntriesExport
          path="/api/ledger/exports/qbo-journal.csv"
          fileName={`qbo-journal-${from}-${to}.csv`}
          label="QuickBooks Online CSV (new entries)"
          from={from}
          to={to}
        />
        <NewEntriesExport
          path="/api/ledger/exports/journal.iif"
          fileName={`journal-${from}-${to}.iif`}
          label="QuickBooks Desktop IIF (new entries)"
          from={from}
          to={to}
        />
      </Group>
      {!valid ? null : q.isPending ? (
        <Skeleton height={320} />
      ) : q.isError ? (
        <LoadError title="Could not load the ledger" error={q.error} onRetry={() => q.refetch()} />
      ) : (
        <>
          <Text size="sm">Revenue on the {q.data.basis} basis. Select an account to see its entries.</Text>
          <Scroll label="Trial balance" minWidth={480}>
            <Table striped aria-label="Trial balance">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Account</Table.Th>
                  <Table.Th ta="right">Debit</Table.Th>
                  <Table.Th ta="right">Credit</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {q.data.rows
                  .filter((r) => r.balance !== 0)
                  .map((r) => (
                    <Table.Tr key={r.key}>
                      <Table.Td>
                        <Anchor component="button" type="button" onClick={() => setOpen({ key: r.key, name: `${r.number} ${r.name}` })}>
                          {r.number} {r.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td ta="right">{r.debit ? formatMoney(r.debit) : ''}</Table.Td>
                      <Table.Td ta="right">{r.credit ? formatMoney(r.credit) : ''}</Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>Total</Table.Th>
                  <Table.Th ta="right">{formatMoney(q.data.totalDebit)}</Table.Th>
                  <Table.Th ta="right">{formatMoney(q.data.totalCredit)}</Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Scroll>
          {q.data.rows.every((r) => r.balance === 0) && <Text c="dimmed">Nothing is booked in this period yet.</Text>}
        </>
      )}
      <Drawer opened={open !== null} onClose={() => setOpen(null)} title={open?.name} position="right" size="lg">
        {open && <AccountLines account={open.key} from={from} to={to} />}
      </Drawer>
    </Stack>
  );
}

function AccountRow({ a }: { a: { key: AccountKey; number: string; name: string; type: string } }) {
  const queryClient = useQueryClient();
  const [number, setNumber] = useState(a.number);
  const [name, setName] = useState(a.name);
  const save = useMutation({
    mutationFn: () => callApi(ledgerApi.updateAccount, { params: { key: a.key }, body: { number, name } }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: ledgerKeys.all });
      notifySuccess('Account saved', `${number} ${name}`);
    },
  });
  const changed = number !== a.number || name !== a.name;
  return (
    <Table.Tr>
      <Table.Td>
        <TextInput aria-label={`Number of ${a.name}`} value={number} onChange={(e) => setNumber(e.currentTarget.value)} w={110} />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={`Name of account ${a.number}`}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={save.isError ? errorMessage(save.error, 'The account was not saved') : undefined}
        />
      </Table.Td>
      <Table.Td>{a.type}</Table.Td>
      <Table.Td>
        <Button size="xs" disabled={!changed} loading={save.isPending} onClick={() => save.mutate()}>
          Save
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

function ChartTab() {
  const q = useQuery(ledgerQueries.accounts());
  if (q.isPending) return <Skeleton height={320} />;
  if (q.isError) return <LoadError title="Could not load the ledger" error={q.error} onRetry={() => q.refetch()} />;
  return (
    <Scroll label="Chart of accounts" minWidth={560}>
      <Table aria-label="Chart of accounts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Number</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>
              <VisuallyHidden>Save</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {q.data.map((a) => (
            <AccountRow key={`${a.key}-${a.number}-${a.name}`} a={a} />
          ))}
        </Table.Tbody>
      </Table>
    </Scroll>
  );
}

/** The general ledger (issue 41): the trial balance with drill-down and the chart of accounts. */
export default function LedgerPage() {
  return (
    <Stack>
      <Title order={1}>General Ledger</Title>
      <Tabs defaultValue="trial-balance">
        <Tabs.List>
          <Tabs.Tab value="trial-balance">Trial balance</Tabs.Tab>
          <Tabs.Tab value="chart">Chart of accounts</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="trial-balance" pt="md">
          <TrialBalanceTab />
        </Tabs.Panel>
        <Tabs.Panel value="chart" pt="md">
          <ChartTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
