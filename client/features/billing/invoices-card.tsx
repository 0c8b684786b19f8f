import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconMail, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { billingApi } from '../../../domain/api/billing';
import {
  INVOICE_STATUS_LABELS,
  type InvoiceSummary,
  PAYMENT_METHOD_RECEIVED_LABELS,
  PAYMENT_METHODS_RECEIVED,
  type Sov,
} from '../../../domain/billing/schemas';
import { addDays, todayIso } from '../../../domain/dates';
import { errorMessage } from '../../lib/api';
import { endpointUrl } from '../../lib/call-api';
import { formatDate, formatMoney, formatPercent } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { LoadError } from '../../lib/ui/load-error';
import { PeriodWaivers } from '../lien-waivers/period-waivers';
import { billingQueries } from './billing-queries';
import { MONEY, SCROLL, STATUS_COLOR } from './billing-ui';
import { G703Table } from './g703-table';
import { InvoiceEmailDialog } from './invoice-email-dialog';
import { NewInvoiceForm } from './new-invoice-form';
import { useInvoiceStatus, useRecordPayment } from './use-billing-mutations';

function PaymentForm({ projectId, invoice, onDone }: { projectId: number; invoice: InvoiceSummary; onDone: () => void }) {
  const record = useRecordPayment(projectId);
  const [amount, setAmount] = useState<string | number>(invoice.balance);
  const [date, setDate] = useState(todayIso());
  const [method, setMethod] = useState<string | null>('check');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () =>
    record.mutate(
      { id: invoice.id, body: { amount: Number(amount), date, method: method as (typeof PAYMENT_METHODS_RECEIVED)[number], reference } },
      {
        onSuccess: (inv) => {
          notifySuccess('Payment recorded', `Invoice ${inv.number}: ${formatMoney(inv.balance)} still due`);
          onDone();
        },
        onError: (e) => setError(errorMessage(e, 'Could not record the payment')),
      },
    );
  return (
    <Stack gap="sm">
      <Text size="sm">
        Invoice {invoice.number}: {formatMoney(invoice.balance)} still due of {formatMoney(invoice.amountDue)}.
      </Text>
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberInput label="Amount received" withAsterisk {...MONEY} allowNegative={false} value={amount} onChange={setAmount} />
        <TextInput
          label="Date received"
          type="date"
          value={date}
          min={invoice.invoiceDate}
          max={todayIso()}
          description={`From ${formatDate(invoice.invoiceDate)} (the invoice) to today`}
          onChange={(e) => setDate(e.currentTarget.value)}
        />
        <Select
          label="Method"
          data={PAYMENT_METHODS_RECEIVED.map((m) => ({ value: m, label: PAYMENT_METHOD_RECEIVED_LABELS[m] }))}
          value={method}
          onChange={setMethod}
          allowDeselect={false}
        />
        <TextInput label="Reference (check number…)" value={reference} onChange={(e) => setReference(e.currentTarget.value)} />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} loading={record.isPending}>
          Record payment
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * One invoice's G703 lines as stored (D, E, F, G, H, I per schedule-of-values line), and the lien waivers of its
 * period (through dates after the previous application's period, to its own).
 */
function InvoiceSheet({ id, projectId, periodFrom }: { id: number; projectId: number; periodFrom: string | null }) {
  const inv = useQuery(billingQueries.invoice(id));
  if (inv.isError) return <LoadError title="Could not load the invoice" error={inv.error} onRetry={() => inv.refetch()} />;
  if (!inv.data) return <Skeleton height={160} />;
  return (
    <Stack gap="sm">
      <Text size="sm">
        Completed and stored to date {formatMoney(inv.data.completedToDate)} · retainage {formatMoney(inv.data.retainage)} · current payment
        due {formatMoney(inv.data.amountDue)}
      </Text>
      <G703Table caption={`Invoice ${inv.data.number}, period to ${formatDate(inv.data.periodTo)}`} lines={inv.data.lines} />
      <PeriodWaivers projectId={projectId} from={periodFrom} to={inv.data.periodTo} />
    </Stack>
  );
}

/** The day after the period of the application before this one (not void), or null for the first. */
function previousPeriodEnd(list: readonly InvoiceSummary[], inv: InvoiceSummary): string | null {
  const before = list.filter((i) => i.status !== 'void' && i.number < inv.number).sort((a, b) => b.number - a.number)[0];
  return before ? addDays(before.periodTo, 1) : null;
}

/** A project's invoices with their PDF, G703 sheet, sending, payments and voiding. */
export function InvoicesCard({ projectId, sov }: { projectId: number; sov: Sov }) {
  const invoices = useQuery(billingQueries.invoices(projectId));
  const status = useInvoiceStatus(projectId);
  const [creating, setCreating] = useState(false);
  const [paying, setPaying] = useState<InvoiceSummary | null>(null);
  const [sheet, setSheet] = useState<InvoiceSummary | null>(null);
  const [emailing, setEmailing] = useState<InvoiceSummary | null>(null);
  const act = (inv: InvoiceSummary, next: 'sent' | 'void') =>
    status.mutate(
      { id: inv.id, status: next },
      {
        onSuccess: () => notifySuccess(`Invoice ${inv.number} ${next === 'sent' ? 'marked sent' : 'voided'}`),
        onError: (e) => notifyError(errorMessage(e, 'Could not change the invoice')),
      },
    );
  const latestOpen = invoices.data?.find((i) => i.status !== 'void');
  const isMobile = useMediaQuery('(max-width: 48em)');
  const actions = (inv: InvoiceSummary) => (
    <Group gap={4} wrap={isMobile ? 'wrap' : 'nowrap'}>
      <Button
        component="a"
        size="compact-xs"
        variant="default"
        href={endpointUrl(billingApi.invoicePdf as { path: string }, { params: { id: inv.id } })}
        download={`invoice-${inv.number}.pdf`}
        leftSection={<IconDownload size={12} />}
        aria-label={`Download invoice ${inv.number} PDF`}
      >
        PDF
      </Button>
      <Button
        size="compact-xs"
        variant="default"
        onClick={() => setSheet(inv)}
        aria-label={`G703 continuation sheet of invoice ${inv.number}`}
      >
        G703
      </Button>
      {inv.status === 'draft' && (
        <Button size="compact-xs" variant="default" onClick={() => act(inv, 'sent')}>
          Mark sent
        </Button>
      )}
      {inv.status !== 'void' && (
        <Button
          size="compact-xs"
          variant="default"
          leftSection={<IconMail size={12} />}
          onClick={() => setEmailing(inv)}
          aria-label={`E-mail invoice ${inv.number}`}
        >
          E-mail
        </Button>
      )}
      {inv.status !== 'void' && inv.balance > 0 && (
        <Button size="compact-xs" onClick={() => setPaying(inv)} aria-label={`Record payment on invoice ${inv.number}`}>
          Record payment
        </Button>
      )}
      {inv.id === latestOpen?.id && inv.paidTotal === 0 && (
        <Button size="compact-xs" variant="subtle" color="red" onClick={() => act(inv, 'void')} aria-label={`Void invoice ${inv.number}`}>
          Void
        </Button>
      )}
    </Group>
  );
  return (
    <Card>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Invoices
        </Title>
        <Button size="compact-sm" leftSection={<IconPlus size={14} />} onClick={() => setCreating(true)} disabled={!sov.balanced}>
          New invoice
        </Button>
      </Group>
      {invoices.isError && <LoadError title="Could not load invoices" error={invoices.error} onRetry={() => invoices.refetch()} />}
      {invoices.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No invoices yet.
        </Text>
      )}
      {invoices.data && invoices.data.length > 0 && isMobile && (
        // A phone gets one card per invoice: every amount on screen, no sideways scroll (issue 39 scope 6).
        <Stack gap="sm" component="ul" p={0} m={0} aria-label="Invoices">
          {invoices.data.map((inv) => (
            <Paper
              key={inv.id}
              withBorder
              p="sm"
              radius="md"
              component="li"
              style={{ listStyle: 'none' }}
              data-testid={`invoice-${inv.number}`}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text size="sm" fw={600}>
                    {inv.number}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(inv.invoiceDate)} · due {formatDate(inv.dueDate)}
                  </Text>
                </div>
                <Badge color={STATUS_COLOR[inv.status]} variant="light" miw="max-content">
                  {INVOICE_STATUS_LABELS[inv.status]}
                </Badge>
              </Group>
              <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} mt="xs">
                <Text size="xs" c="dimmed">
                  Completed to date
                </Text>
                <Text size="sm" ta="right">
                  {formatMoney(inv.completedToDate)}
                </Text>
                <Text size="xs" c="dimmed">
                  Retainage {inv.isRelease ? '(released)' : formatPercent(inv.retainagePercent, 2)}
                </Text>
                <Text size="sm" ta="right">
                  {formatMoney(inv.retainage)}
                </Text>
                <Text size="xs" c="dimmed">
                  Amount due
                </Text>
                <Text size="sm" ta="right" fw={600}>
                  {formatMoney(inv.amountDue)}
                </Text>
                <Text size="xs" c="dimmed">
                  Paid
                </Text>
                <Text size="sm" ta="right">
                  {formatMoney(inv.paidTotal)}
                </Text>
                <Text size="xs" c="dimmed">
                  Balance
                </Text>
                <Text size="sm" ta="right" fw={600}>
                  {formatMoney(inv.balance)}
                </Text>
              </SimpleGrid>
              <Box mt="xs">{actions(inv)}</Box>
            </Paper>
          ))}
        </Stack>
      )}
      {invoices.data && invoices.data.length > 0 && !isMobile && (
        <Table.ScrollContainer minWidth={900} scrollAreaProps={SCROLL}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Invoice</Table.Th>
                <Table.Th ta="right">Completed to date</Table.Th>
                <Table.Th ta="right">Retainage</Table.Th>
                <Table.Th ta="right">Amount due</Table.Th>
                <Table.Th ta="right">Paid</Table.Th>
                <Table.Th ta="right">Balance</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.data.map((inv) => (
                <Table.Tr key={inv.id} data-testid={`invoice-${inv.number}`}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {inv.number}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDate(inv.invoiceDate)} · due {formatDate(inv.dueDate)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(inv.completedToDate)}</Table.Td>
                  <Table.Td ta="right">
                    {formatMoney(inv.retainage)}
                    <Text size="xs" c="dimmed">
                      {inv.isRelease ? 'released' : formatPercent(inv.retainagePercent, 2)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(inv.amountDue)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(inv.paidTotal)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(inv.balance)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Badge color={STATUS_COLOR[inv.status]} variant="light" miw="max-content">
                      {INVOICE_STATUS_LABELS[inv.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{actions(inv)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={creating} onClose={() => setCreating(false)} title="New invoice (pay application)" size="xl" fullScreen={isMobile}>
        {creating && <NewInvoiceForm projectId={projectId} sov={sov} onDone={() => setCreating(false)} />}
      </Modal>
      <Modal
        opened={sheet !== null}
        onClose={() => setSheet(null)}
        title={sheet ? `Invoice ${sheet.number}: continuation sheet (G703)` : ''}
        size="xl"
        fullScreen={isMobile}
      >
        {sheet && <InvoiceSheet id={sheet.id} projectId={projectId} periodFrom={previousPeriodEnd(invoices.data ?? [], sheet)} />}
      </Modal>
      <InvoiceEmailDialog projectId={projectId} invoice={emailing} onClose={() => setEmailing(null)} />
      <Modal opened={paying !== null} onClose={() => setPaying(null)} title="Record a payment received">
        {paying && <PaymentForm projectId={projectId} invoice={paying} onDone={() => setPaying(null)} />}
      </Modal>
    </Card>
  );
}
