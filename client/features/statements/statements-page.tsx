import { Button, Group, Select, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { STATEMENT_ACCOUNT_KIND_LABELS, type StatementAccount } from '../../../domain/statements/schemas';
import type { OpeningQueries } from '../../app/opening-data';
import { EmptyState } from '../../lib/ui/empty-state';
import { LoadError } from '../../lib/ui/load-error';
import { AccountForm } from './account-form';
import { ImportPanel } from './import-panel';
import { LinesPanel } from './lines-panel';
import { ReconciliationPanel } from './reconciliation-panel';
import { statementQueries } from './statement-queries';

/** The screen's opening data, fetched before its first render (client/app/opening-data.ts). */
export const openingQueries: OpeningQueries = () => [statementQueries.accounts()];

/** Bank Statements (issue 41): per account, import statements, match them to the books, reconcile each month. */
export default function StatementsPage() {
  const accounts = useQuery(statementQueries.accounts());
  const [chosen, setChosen] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  // The account being edited stays set while its dialog closes; `run` gives each opening fresh fields.
  const [editing, setEditing] = useState<{ account: StatementAccount; opened: boolean; run: number } | null>(null);
  const list = accounts.data ?? [];
  const account = list.find((a) => a.id === chosen) ?? list[0];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          Bank Statements
        </Title>
        <Button onClick={() => setAdding(true)}>Add account</Button>
      </Group>
      <AccountForm opened={adding} onClose={() => setAdding(false)} onSaved={(a) => setChosen(a.id)} />
      {editing && (
        <AccountForm
          key={editing.run}
          account={editing.account}
          opened={editing.opened}
          onClose={() => setEditing({ ...editing, opened: false })}
          onSaved={(a) => setChosen(a.id)}
        />
      )}
      {accounts.isPending && <Skeleton height={160} radius="md" aria-label="Loading the accounts" />}
      {accounts.isError && <LoadError title="The accounts could not be loaded" error={accounts.error} onRetry={() => accounts.refetch()} />}
      {accounts.isSuccess && list.length === 0 && (
        <EmptyState message="No bank, card or payment-app account yet: add one to import its statements" />
      )}
      {account && (
        <>
          <Group align="flex-end" wrap="wrap">
            <Select
              label="Account"
              data={list.map((a) => ({ value: String(a.id), label: `${a.name}${a.last4 ? ` ··${a.last4}` : ''}` }))}
              value={String(account.id)}
              onChange={(v) => v && setChosen(Number(v))}
              allowDeselect={false}
              miw={240}
            />
            <Text c="dimmed" size="sm">
              {STATEMENT_ACCOUNT_KIND_LABELS[account.kind]} · {account.lineCount} {account.lineCount === 1 ? 'line' : 'lines'} ·{' '}
              {account.unmatchedCount} unmatched
            </Text>
            <Button variant="default" onClick={() => setEditing({ account, opened: true, run: (editing?.run ?? 0) + 1 })}>
              Edit account
            </Button>
          </Group>
          <Tabs defaultValue={account.lineCount === 0 ? 'import' : 'inbox'} keepMounted={false} key={account.id}>
            <Tabs.List>
              <Tabs.Tab value="import">Import</Tabs.Tab>
              <Tabs.Tab value="inbox">Matching</Tabs.Tab>
              <Tabs.Tab value="reconcile">Reconciliation</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="import" pt="md">
              <ImportPanel account={account} />
            </Tabs.Panel>
            <Tabs.Panel value="inbox" pt="md">
              <LinesPanel account={account} />
            </Tabs.Panel>
            <Tabs.Panel value="reconcile" pt="md">
              <ReconciliationPanel account={account} />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Stack>
  );
}
