import { Alert, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BOOK_ITEM_KIND_LABELS, type StatementAccount } from '../../../domain/statements/schemas';
import { formatDate, formatMoney } from '../../lib/format';
import { FigureTile } from '../../lib/ui/figure-tile';
import { PHONE_QUERY } from '../../lib/ui/form-modal';
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

type ReconRow = { key: string; date: string; what: string; amount: number };

const AMOUNT = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * What makes up the difference, one side: a table from the sm breakpoint up, a list on phones (a 390 px screen
 * never scrolls sideways: descriptions wrap, amounts never do). Same rows, same figures in both.
 */
function ReconTable({ title, rows }: { title: string; rows: ReconRow[] }) {
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Card withBorder padding="sm">
      <Title order={3} size="h5" mb="xs">
        {title} ({rows.length})
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : isPhone ? (
        <Stack gap="xs" component="ul" aria-label={title} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((row) => (
            <li key={row.key}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
                  {row.what}
                </Text>
                <Text size="sm" fw={500} style={AMOUNT}>
                  {formatMoney(row.amount)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {formatDate(row.date)}
              </Text>
            </li>
          ))}
        </Stack>
      ) : (
        <Table fz="sm" aria-label={title}>
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
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.what}</Table.Td>
                <Table.Td ta="right" style={AMOUNT}>
                  {formatMoney(row.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
