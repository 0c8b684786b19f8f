import { Alert, Card, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BOOK_ITEM_KIND_LABELS, type StatementAccount } from '../../../domain/statements/schemas';
import { formatDate, formatMoney } from '../../lib/format';
import { FigureTile } from '../../lib/ui/figure-tile';
import { LoadError } from '../../lib/ui/load-error';
import { statementQueries } from './statement-queries';

const thisMonth = (lastLine: string | null) => (lastLine ?? new Date().toISOString()).slice(0, 7);

/** The reconciliation of one account and month: statement vs books, the difference and what makes it up. */
export function ReconciliationPanel({ account }: { account: StatementAccount }) {
  const [month, setMonth] = useState(thisMonth(account.lastLineDate));
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const recon = useQuery({ ...statementQueries.reconciliation(account.id, month), enabled: valid });
  const r = recon.data;
  return (
    <Stack>
      <TextInput
        label="Month"
        type="month"
        value={month}
        onChange={(e) => setMonth(e.currentTarget.value)}
        maw={220}
        error={valid ? undefined : 'Choose a month'}
      />
      {recon.isPending && valid && <Skeleton height={120} radius="md" aria-label="Loading the reconciliation" />}
      {recon.isError && <LoadError title="The reconciliation could not be loaded" error={recon.error} onRetry={() => recon.refetch()} />}
      {r && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <FigureTile
              label={`Statement balance ${formatDate(r.monthEnd)}${r.statementBalanceStated ? '' : ' (computed)'}`}
              value={formatMoney(r.statementBalance)}
            />
            <FigureTile label="Book balance" value={formatMoney(r.bookBalance)} />
            <FigureTile label="Difference" value={formatMoney(r.difference)} />
          </SimpleGrid>
          {r.unexplained === 0 ? (
            <Alert color="teal" title="Reconciled">
              The difference is made up exactly of the lines and book items below.
            </Alert>
          ) : (
            <Alert color="yellow" title={`${formatMoney(r.unexplained)} not explained`}>
              A statement may be missing, or the opening balance ({formatMoney(r.openingBalance)} on {formatDate(r.openingDate)}) is wrong.
            </Alert>
          )}
          <ReconTable
            title="On the statement, not in the books"
            rows={r.unmatchedLines.map((l) => ({ key: `l${l.id}`, date: l.date, what: l.description, amount: l.amount }))}
          />
          <ReconTable
            title="In the books, not yet on the statement"
            rows={r.unclearedItems.map((i) => ({
              key: `${i.kind}${i.id}`,
              date: i.date,
              what: `${BOOK_ITEM_KIND_LABELS[i.kind]}: ${i.payee}`,
              amount: i.amount,
            }))}
          />
        </>
      )}
    </Stack>
  );
}

function ReconTable({ title, rows }: { title: string; rows: { key: string; date: string; what: string; amount: number }[] }) {
  return (
    <Card withBorder padding="sm">
      <Title order={3} size="h5" mb="xs">
        {title} ({rows.length})
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={340}>
          <Table fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.date)}</Table.Td>
                  <Table.Td>{row.what}</Table.Td>
                  <Table.Td ta="right">{formatMoney(row.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
