import { Alert, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconScale } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { payrollApi } from '../../../domain/api/payroll';
import { systemApi } from '../../../domain/api/system';
import { type Reconciliation, reconciliationGap, reconciliationKindLabel, reconciliationSummary } from '../../../domain/reconciliation';
import type { WagesPayable } from '../../../domain/wages-payable';
import { callApi } from '../../lib/call-api';
import { formatMoney } from '../../lib/format';
import { LoadError } from '../../lib/ui/load-error';

function DifferencesTable({ result }: { result: Reconciliation }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label="Differences found">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Figure</Table.Th>
            <Table.Th>Of</Table.Th>
            <Table.Th ta="right">Stored</Table.Th>
            <Table.Th ta="right">Recomputed</Table.Th>
            <Table.Th ta="right">Difference</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.differences.map((d) => (
            <Table.Tr key={`${d.kind}:${d.id}`}>
              <Table.Td>{reconciliationKindLabel(d.kind)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{d.label}</Table.Td>
              <Table.Td ta="right">{formatMoney(d.stored)}</Table.Td>
              <Table.Td ta="right">{formatMoney(d.expected)}</Table.Td>
              <Table.Td ta="right">{formatMoney(reconciliationGap(d))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Result({ result }: { result: Reconciliation }) {
  const checked = new Date(result.checkedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  const weeks = `${result.payrollWeeks} paid payroll ${result.payrollWeeks === 1 ? 'week' : 'weeks'} checked too. Checked ${checked}.`;
  if (result.differences.length === 0) {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck />} title={reconciliationSummary(result)} role="status">
        Every stored total equals its recomputation from the expenses, work records, payments and advances. {weeks}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={reconciliationSummary(result)} role="status">
        These stored figures differ from a recomputation from the detail rows. {weeks}
      </Alert>
      <DifferencesTable result={result} />
    </Stack>
  );
}

/** Wages payable today (GET /api/payroll/wages-payable): what is owed to employees, net of advances not yet recovered. */
function WagesPayableLine({ wages }: { wages: WagesPayable }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        Wages payable today: {formatMoney(wages.wagesPayable)}
      </Text>{' '}
      = work in unpaid weeks {formatMoney(wages.unpaidWork)} + corrections of paid weeks {formatMoney(wages.adjustments)} − advances not yet
      recovered {formatMoney(wages.advancesOutstanding)}.
    </Text>
  );
}

/** Settings → Check the books: runs GET /api/system/reconciliation (and wages payable) on demand and shows what it found. */
export function BooksCheckCard() {
  const check = useMutation({
    mutationFn: async () => {
      const [result, wages] = await Promise.all([callApi(systemApi.reconciliation), callApi(payrollApi.wagesPayable, { query: {} })]);
      return { result, wages };
    },
  });
  return (
    <Card component="section" aria-labelledby="books-check-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h4" id="books-check-title">
              Check the books
            </Title>
            <Text size="sm" c="dimmed">
              Recomputes every project's expense and labor totals, archived final costs and paid payroll weeks from the detail rows, and
              lists any stored figure that differs.
            </Text>
          </div>
          <Button leftSection={<IconScale size={18} />} onClick={() => check.mutate()} loading={check.isPending}>
            Check the books
          </Button>
        </Group>
        {check.isError && <LoadError title="Could not check the books" error={check.error} onRetry={() => check.mutate()} />}
        {check.data && !check.isPending && (
          <>
            <Result result={check.data.result} />
            <WagesPayableLine wages={check.data.wages} />
          </>
        )}
      </Stack>
    </Card>
  );
}
