import { Anchor, Button, Group, Skeleton, Stack, Table, Tabs, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ledgerApi } from '../../../domain/api/ledger';
import type { AccountKey } from '../../../domain/ledger/accounts';
import { errorMessage } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { formatMoney } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { LoadError } from '../../lib/ui/load-error';
import { AccountLinesDrawer, type OpenAccount } from './account-lines-drawer';
import { BalanceSheetTab } from './balance-sheet-tab';
import { ledgerKeys, ledgerQueries } from './ledger-queries';
import { NewEntriesExport } from './new-entries-export';
import { type LedgerPeriod, PeriodInputs, today, useLedgerPeriod } from './period-inputs';
import { ProfitAndLossTab } from './profit-and-loss-tab';
import { ScrollableTable } from './scrollable-table';

function TrialBalanceTab({ period }: { period: LedgerPeriod }) {
  const { from, to, valid } = period;
  const [open, setOpen] = useState<OpenAccount | null>(null);
  const q = useQuery({ ...ledgerQueries.trialBalance(from, to), enabled: valid });
  return (
    <Stack>
      <PeriodInputs period={period}>
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
      </PeriodInputs>
      {!valid ? null : q.isPending ? (
        <Skeleton height={320} />
      ) : q.isError ? (
        <LoadError title="Could not load the ledger" error={q.error} onRetry={() => q.refetch()} />
      ) : (
        <>
          <Text size="sm">Revenue on the {q.data.basis} basis. Select an account to see its entries.</Text>
          <ScrollableTable label="Trial balance" minWidth={340}>
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
                        <Anchor
                          component="button"
                          type="button"
                          ta="left"
                          onClick={() => setOpen({ key: r.key, name: `${r.number} ${r.name}` })}
                        >
                          {r.number} {r.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {r.debit ? formatMoney(r.debit) : ''}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {r.credit ? formatMoney(r.credit) : ''}
                      </Table.Td>
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
          </ScrollableTable>
          {q.data.rows.every((r) => r.balance === 0) && <Text c="dimmed">Nothing is booked in this period yet.</Text>}
        </>
      )}
      <AccountLinesDrawer account={open} from={from} to={to} onClose={() => setOpen(null)} />
    </Stack>
  );
}

type ChartAccount = { key: AccountKey; number: string; name: string; type: string };

/** An account's number and name as typed, and their save (one PUT; the server's 409 shown on the name). */
function useAccountEdit(a: ChartAccount) {
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
  const numberInput = (
    <TextInput aria-label={`Number of ${a.name}`} value={number} onChange={(e) => setNumber(e.currentTarget.value)} w={96} />
  );
  const nameInput = (
    <TextInput
      aria-label={`Name of account ${a.number}`}
      value={name}
      style={{ flex: 1, minWidth: 0 }}
      onChange={(e) => setName(e.currentTarget.value)}
      error={save.isError ? errorMessage(save.error, 'The account was not saved') : undefined}
    />
  );
  const saveButton = (
    <Button size="xs" disabled={!changed} loading={save.isPending} onClick={() => save.mutate()}>
      Save
    </Button>
  );
  return { numberInput, nameInput, saveButton };
}

function AccountRow({ a }: { a: ChartAccount }) {
  const { numberInput, nameInput, saveButton } = useAccountEdit(a);
  return (
    <Table.Tr>
      <Table.Td>{numberInput}</Table.Td>
      <Table.Td>{nameInput}</Table.Td>
      <Table.Td>{a.type}</Table.Td>
      <Table.Td>{saveButton}</Table.Td>
    </Table.Tr>
  );
}

/** On a phone: one account per line, number and name side by side, its type and Save under them. */
function AccountItem({ a }: { a: ChartAccount }) {
  const { numberInput, nameInput, saveButton } = useAccountEdit(a);
  return (
    <Stack component="li" gap={4} py="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {numberInput}
        {nameInput}
      </Group>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {a.type}
        </Text>
        {saveButton}
      </Group>
    </Stack>
  );
}

function ChartTab() {
  const q = useQuery(ledgerQueries.accounts());
  const isMobile = useMediaQuery('(max-width: 48em)');
  if (q.isPending) return <Skeleton height={320} />;
  if (q.isError) return <LoadError title="Could not load the ledger" error={q.error} onRetry={() => q.refetch()} />;
  if (isMobile)
    return (
      <Stack component="ul" gap={0} aria-label="Chart of accounts" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {q.data.map((a) => (
          <AccountItem key={`${a.key}-${a.number}-${a.name}`} a={a} />
        ))}
      </Stack>
    );
  return (
    <ScrollableTable label="Chart of accounts" minWidth={560}>
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
    </ScrollableTable>
  );
}

/** The general ledger (issue 41): the trial balance, profit and loss and balance sheet with drill-down, and the chart of accounts. */
export default function LedgerPage() {
  // Only the chosen tab is mounted (each report is a query of its own); the period and the day outlive a tab switch.
  const period = useLedgerPeriod();
  const [asOf, setAsOf] = useState(today());
  return (
    <Stack>
      <Title order={1}>General Ledger</Title>
      <Tabs defaultValue="trial-balance" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="trial-balance">Trial balance</Tabs.Tab>
          <Tabs.Tab value="profit-and-loss">Profit and loss</Tabs.Tab>
          <Tabs.Tab value="balance-sheet">Balance sheet</Tabs.Tab>
          <Tabs.Tab value="chart">Chart of accounts</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="trial-balance" pt="md">
          <TrialBalanceTab period={period} />
        </Tabs.Panel>
        <Tabs.Panel value="profit-and-loss" pt="md">
          <ProfitAndLossTab period={period} />
        </Tabs.Panel>
        <Tabs.Panel value="balance-sheet" pt="md">
          <BalanceSheetTab asOf={asOf} onAsOfChange={setAsOf} />
        </Tabs.Panel>
        <Tabs.Panel value="chart" pt="md">
          <ChartTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
