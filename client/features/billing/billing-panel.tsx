import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconMail, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { billingApi } from '../../../domain/api/billing';
import { payApplication, percentToBp } from '../../../domain/billing/arithmetic';
import {
  CHANGE_ORDER_STATUS_LABELS,
  type ChangeOrder,
  INVOICE_STATUS_LABELS,
  type InvoiceStatus,
  type InvoiceSummary,
  PAYMENT_METHOD_RECEIVED_LABELS,
  PAYMENT_METHODS_RECEIVED,
  type Sov,
} from '../../../domain/billing/schemas';
import { todayIso } from '../../../domain/dates';
import { cents, dollarsToCents } from '../../../domain/money';
import { errorMessage } from '../../lib/api';
import { endpointUrl } from '../../lib/call-api';
import { formatDate, formatMoney, formatPercent } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { LoadError } from '../../lib/ui/load-error';
import { billingQueries } from './billing-queries';

/** A table wider than the screen scrolls sideways in a focusable region (axe scrollable-region-focusable). */
const SCROLL = { viewportProps: { tabIndex: 0 } };

import {
  useCreateChangeOrder,
  useCreateInvoice,
  useInvoiceStatus,
  useRecordPayment,
  useSendInvoice,
  useUpdateChangeOrder,
  useUpdateSov,
  useUpdateTerms,
} from './use-billing-mutations';

const MONEY = { prefix: '$', decimalScale: 2, thousandSeparator: ',', hideControls: true } as const;
const STATUS_COLOR: Record<InvoiceStatus, string> = { draft: 'gray', sent: 'blue', partially_paid: 'yellow', paid: 'green', void: 'red' };
const CO_COLOR: Record<ChangeOrder['status'], string> = { draft: 'gray', sent: 'blue', approved: 'green', rejected: 'red' };
const num = (v: string | number) => (v === '' ? null : Number(v));

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

// ------------------------------------------------------------------------------------------------ change orders

function ChangeOrderForm({ projectId, onDone }: { projectId: number; onDone: () => void }) {
  const create = useCreateChangeOrder(projectId);
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState<string | number>('');
  const [costImpact, setCostImpact] = useState<string | number>('');
  const [date, setDate] = useState(todayIso());
  const [error, setError] = useState<string | null>(null);
  const submit = () =>
    create.mutate(
      { description, amount: num(amount) as number, costImpact: num(costImpact), date, status: 'draft' },
      {
        onSuccess: (co) => {
          notifySuccess('Change order added', `Change order #${co.number} is a draft`);
          onDone();
        },
        onError: (e) => setError(errorMessage(e, 'Could not add the change order')),
      },
    );
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      <Textarea
        label="Description"
        withAsterisk
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        autosize
        minRows={2}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <NumberInput label="Amount (negative removes scope)" withAsterisk {...MONEY} value={amount} onChange={setAmount} />
        <NumberInput label="Cost impact estimate" {...MONEY} allowNegative={false} value={costImpact} onChange={setCostImpact} />
        <TextInput label="Date" type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} loading={create.isPending}>
          Save change order
        </Button>
      </Group>
    </Stack>
  );
}

function ChangeOrdersCard({ projectId }: { projectId: number }) {
  const list = useQuery(billingQueries.changeOrders(projectId));
  const update = useUpdateChangeOrder(projectId);
  const [adding, setAdding] = useState(false);
  const decide = (co: ChangeOrder, status: ChangeOrder['status']) =>
    update.mutate(
      { id: co.id, body: { status } },
      {
        onSuccess: () => notifySuccess(`Change order #${co.number} ${CHANGE_ORDER_STATUS_LABELS[status].toLowerCase()}`),
        onError: (e) => notifyError(errorMessage(e, 'Could not update the change order')),
      },
    );
  return (
    <Card>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Change orders
        </Title>
        <Button size="compact-sm" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
          New change order
        </Button>
      </Group>
      {list.isError && <LoadError title="Could not load change orders" error={list.error} onRetry={() => list.refetch()} />}
      {list.data && list.data.changeOrders.length === 0 && (
        <Text size="sm" c="dimmed">
          No change orders yet.
        </Text>
      )}
      {list.data && list.data.changeOrders.length > 0 && (
        <Table.ScrollContainer minWidth={560} scrollAreaProps={SCROLL}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.changeOrders.map((co) => (
                <Table.Tr key={co.id}>
                  <Table.Td>{co.number}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{co.description}</Text>
                    <Text size="xs" c="dimmed">
                      {formatDate(co.date)}
                      {co.costImpact !== null && ` · cost impact ${formatMoney(co.costImpact)}`}
                      {co.approvedBy && ` · approved by ${co.approvedBy}`}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(co.amount)}</Table.Td>
                  <Table.Td>
                    <Badge color={CO_COLOR[co.status]} variant="light" miw="max-content">
                      {CHANGE_ORDER_STATUS_LABELS[co.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {(co.status === 'draft' || co.status === 'sent') && (
                      <Group gap={4} wrap="nowrap">
                        {co.status === 'draft' && (
                          <Button size="compact-xs" variant="default" onClick={() => decide(co, 'sent')}>
                            Mark sent
                          </Button>
                        )}
                        <Button
                          size="compact-xs"
                          color="green"
                          onClick={() => decide(co, 'approved')}
                          aria-label={`Approve change order ${co.number}`}
                        >
                          Approve
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="default"
                          color="red"
                          onClick={() => decide(co, 'rejected')}
                          aria-label={`Reject change order ${co.number}`}
                        >
                          Reject
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={adding} onClose={() => setAdding(false)} title="New change order" size="lg">
        {adding && <ChangeOrderForm projectId={projectId} onDone={() => setAdding(false)} />}
      </Modal>
    </Card>
  );
}

// ------------------------------------------------------------------------------------------------ billing terms

function TermsCard({ projectId }: { projectId: number }) {
  const terms = useQuery(billingQueries.terms(projectId));
  const save = useUpdateTerms(projectId);
  const [draft, setDraft] = useState<Record<string, string | number> | null>(null);
  if (terms.isError) return <LoadError title="Could not load the billing terms" error={terms.error} onRetry={() => terms.refetch()} />;
  if (!terms.data) return null;
  const t = terms.data;
  const v = draft ?? {
    clientName: t.clientName ?? '',
    clientEmail: t.clientEmail ?? '',
    retainagePercent: t.retainagePercent,
    stepDownAtPercent: t.stepDownAtPercent ?? '',
    stepDownPercent: t.stepDownPercent ?? '',
    estimatedTotalCost: t.estimatedTotalCost ?? '',
    paymentTermsDays: t.paymentTermsDays,
  };
  const set = (k: string) => (value: string | number) => setDraft({ ...v, [k]: value });
  const submit = () =>
    save.mutate(
      {
        clientName: String(v.clientName),
        clientEmail: String(v.clientEmail),
        retainagePercent: num(v.retainagePercent) ?? 0,
        stepDownAtPercent: num(v.stepDownAtPercent),
        stepDownPercent: num(v.stepDownPercent),
        estimatedTotalCost: num(v.estimatedTotalCost),
        paymentTermsDays: num(v.paymentTermsDays) ?? 30,
      },
      {
        onSuccess: () => {
          setDraft(null);
          notifySuccess('Billing terms saved');
        },
        onError: (e) => notifyError(errorMessage(e, 'Could not save the billing terms')),
      },
    );
  return (
    <Card>
      <Title order={2} size="h4" mb="sm">
        Billing terms
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <TextInput label="Client name" value={String(v.clientName)} onChange={(e) => set('clientName')(e.currentTarget.value)} />
        <TextInput
          label="Client e-mail"
          type="email"
          value={String(v.clientEmail)}
          onChange={(e) => set('clientEmail')(e.currentTarget.value)}
        />
        <NumberInput
          label="Retainage %"
          decimalScale={2}
          min={0}
          max={100}
          hideControls
          value={v.retainagePercent}
          onChange={set('retainagePercent')}
        />
        <NumberInput
          label="Payment terms (days)"
          allowDecimal={false}
          min={0}
          max={365}
          hideControls
          value={v.paymentTermsDays}
          onChange={set('paymentTermsDays')}
        />
        <NumberInput
          label="Step down at % complete"
          decimalScale={2}
          min={0}
          max={100}
          hideControls
          value={v.stepDownAtPercent}
          onChange={set('stepDownAtPercent')}
        />
        <NumberInput
          label="Stepped-down retainage %"
          decimalScale={2}
          min={0}
          max={100}
          hideControls
          value={v.stepDownPercent}
          onChange={set('stepDownPercent')}
        />
        <NumberInput
          label="Estimated total cost (WIP)"
          {...MONEY}
          allowNegative={false}
          value={v.estimatedTotalCost}
          onChange={set('estimatedTotalCost')}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button onClick={submit} loading={save.isPending} disabled={draft === null}>
          Save terms
        </Button>
      </Group>
    </Card>
  );
}

// ------------------------------------------------------------------------------------------ schedule of values

function SovCard({ projectId, sov }: { projectId: number; sov: Sov }) {
  const save = useUpdateSov(projectId);
  const [lines, setLines] = useState<{ id?: number; description: string; scheduledValue: string | number }[] | null>(null);
  const editing = lines !== null;
  const total = editing ? lines.reduce((s, l) => s + dollarsToCents(Number(l.scheduledValue || 0)), 0) / 100 : sov.total;
  const submit = () =>
    lines &&
    save.mutate(
      {
        lines: lines.map((l) => ({
          ...(l.id ? { id: l.id } : {}),
          description: l.description,
          scheduledValue: Number(l.scheduledValue || 0),
        })),
      },
      {
        onSuccess: () => {
          setLines(null);
          notifySuccess('Schedule of values saved');
        },
        onError: (e) => notifyError(errorMessage(e, 'Could not save the schedule of values')),
      },
    );
  return (
    <Card>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Schedule of values
        </Title>
        {!editing && (
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => setLines(sov.lines.map((l) => ({ id: l.id, description: l.description, scheduledValue: l.scheduledValue })))}
          >
            Edit lines
          </Button>
        )}
      </Group>
      {!sov.balanced && !editing && (
        <Alert color="yellow" variant="light" mb="sm">
          The lines sum to {formatMoney(sov.total)}, not the contract value {formatMoney(sov.contractValue)}. Edit them before the next
          invoice.
        </Alert>
      )}
      {editing ? (
        <Stack gap="xs">
          {lines.map((l, i) => (
            <Group key={l.id ?? `new-${i}`} gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                label={`Line ${i + 1} description`}
                style={{ flex: 1, minWidth: 0 }}
                value={l.description}
                onChange={(e) => setLines(lines.map((x, j) => (j === i ? { ...x, description: e.currentTarget.value } : x)))}
              />
              <NumberInput
                label="Value"
                {...MONEY}
                w={140}
                value={l.scheduledValue}
                onChange={(value) => setLines(lines.map((x, j) => (j === i ? { ...x, scheduledValue: value } : x)))}
              />
            </Group>
          ))}
          <Text size="sm" c={dollarsToCents(total) === dollarsToCents(sov.contractValue) ? undefined : 'red'}>
            Total {formatMoney(total)} of contract value {formatMoney(sov.contractValue)}
          </Text>
          <Group justify="space-between">
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconPlus size={14} />}
              onClick={() => setLines([...lines, { description: '', scheduledValue: '' }])}
            >
              Add line
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={() => setLines(null)}>
                Cancel
              </Button>
              <Button onClick={submit} loading={save.isPending}>
                Save lines
              </Button>
            </Group>
          </Group>
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={420} scrollAreaProps={SCROLL}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Line</Table.Th>
                <Table.Th ta="right">Scheduled value</Table.Th>
                <Table.Th ta="right">Billed to date</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sov.lines.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td>{l.description}</Table.Td>
                  <Table.Td ta="right">{formatMoney(l.scheduledValue)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(l.billedToDate)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

// ------------------------------------------------------------------------------------------------------ invoices

type LineEntry = { mode: 'percent' | 'amount'; value: string | number; stored: string | number };

function NewInvoiceForm({ projectId, sov, onDone }: { projectId: number; sov: Sov; onDone: () => void }) {
  const terms = useQuery(billingQueries.terms(projectId));
  const invoices = useQuery(billingQueries.invoices(projectId));
  const create = useCreateInvoice(projectId);
  const [invoiceDate, setInvoiceDate] = useState(todayIso());
  const [periodTo, setPeriodTo] = useState(todayIso());
  const [override, setOverride] = useState<string | number>('');
  const [release, setRelease] = useState(false);
  const [entries, setEntries] = useState<Record<number, LineEntry>>({});
  const [error, setError] = useState<string | null>(null);
  const entry = (id: number): LineEntry => entries[id] ?? { mode: 'percent', value: '', stored: '' };
  const setEntry = (id: number, e: Partial<LineEntry>) => setEntries({ ...entries, [id]: { ...entry(id), ...e } });
  const lines = sov.lines
    .filter((l) => entries[l.id] && (Number(entries[l.id].value || 0) !== 0 || Number(entries[l.id].stored || 0) !== 0))
    .map((l) => ({
      sovLineId: l.id,
      mode: entry(l.id).mode,
      value: Number(entry(l.id).value || 0),
      materialsStored: Number(entry(l.id).stored || 0),
    }));

  // The preview is the server's own arithmetic (domain/billing/arithmetic.ts) on the same figures.
  const latest = invoices.data?.find((i) => i.status !== 'void');
  let preview: { due: number; retainage: number; completed: number; rate: number } | string | null = null;
  if (terms.data) {
    try {
      const app = payApplication({
        contractValue: dollarsToCents(sov.contractValue),
        lines: sov.lines.map((l) => {
          const e = entries[l.id];
          const value = Number(e?.value || 0);
          return {
            scheduledValue: dollarsToCents(l.scheduledValue),
            previousCompleted: dollarsToCents(l.billedToDate),
            thisPeriod: e?.mode === 'amount' ? { amount: dollarsToCents(value) } : { percentBp: percentToBp(value) },
            materialsStored: dollarsToCents(Number(e?.stored || 0)),
          };
        }),
        policy: {
          rateBp: percentToBp(terms.data.retainagePercent),
          stepDownAtBp: terms.data.stepDownAtPercent === null ? null : percentToBp(terms.data.stepDownAtPercent),
          stepDownRateBp: terms.data.stepDownPercent === null ? null : percentToBp(terms.data.stepDownPercent),
        },
        overrideBp: override === '' ? null : percentToBp(Number(override)),
        release,
        previouslyBilled: latest ? cents(dollarsToCents(latest.completedToDate) - dollarsToCents(latest.retainage)) : cents(0),
      });
      preview = {
        due: app.amountDue / 100,
        retainage: app.retainage / 100,
        completed: app.completedToDate / 100,
        rate: app.retainageBp / 100,
      };
    } catch (e) {
      preview = e instanceof Error ? e.message : 'Check the figures';
    }
  }

  const submit = () =>
    create.mutate(
      { invoiceDate, periodTo, lines, retainagePercent: override === '' ? null : Number(override), release, notes: null },
      {
        onSuccess: (inv) => {
          notifySuccess(`Invoice ${inv.number} created`, `Amount due ${formatMoney(inv.amountDue)}`);
          onDone();
        },
        onError: (e) => setError(errorMessage(e, 'Could not create the invoice')),
      },
    );

  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <TextInput label="Invoice date" type="date" value={invoiceDate} onChange={(e) => setInvoiceDate(e.currentTarget.value)} />
        <TextInput label="Period to" type="date" value={periodTo} onChange={(e) => setPeriodTo(e.currentTarget.value)} />
        <NumberInput
          label="Retainage % for this invoice"
          placeholder={terms.data ? `Project: ${terms.data.retainagePercent} %` : ''}
          decimalScale={2}
          min={0}
          max={100}
          hideControls
          value={override}
          onChange={setOverride}
          disabled={release}
        />
      </SimpleGrid>
      <Switch label="Release all retainage (final invoice)" checked={release} onChange={(e) => setRelease(e.currentTarget.checked)} />
      {sov.lines.map((l) => {
        const e = entry(l.id);
        return (
          <Card key={l.id} withBorder p="xs">
            <Text size="sm" fw={500}>
              {l.description}
            </Text>
            <Text size="xs" c="dimmed" mb={4}>
              Scheduled {formatMoney(l.scheduledValue)} · billed to date {formatMoney(l.billedToDate)}
            </Text>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <SegmentedControl
                size="xs"
                aria-label={`Bill ${l.description} by`}
                value={e.mode}
                onChange={(mode) => setEntry(l.id, { mode: mode as LineEntry['mode'] })}
                data={[
                  { value: 'percent', label: '% this period' },
                  { value: 'amount', label: '$ this period' },
                ]}
              />
              {e.mode === 'percent' ? (
                <NumberInput
                  label={`${l.description}: % this period`}
                  w={150}
                  decimalScale={2}
                  min={0}
                  max={100}
                  suffix=" %"
                  hideControls
                  value={e.value}
                  onChange={(value) => setEntry(l.id, { value })}
                />
              ) : (
                <NumberInput
                  label={`${l.description}: amount this period`}
                  w={150}
                  {...MONEY}
                  allowNegative={false}
                  value={e.value}
                  onChange={(value) => setEntry(l.id, { value })}
                />
              )}
              <NumberInput
                label="Materials stored"
                w={150}
                {...MONEY}
                allowNegative={false}
                value={e.stored}
                onChange={(stored) => setEntry(l.id, { stored })}
              />
            </Group>
          </Card>
        );
      })}
      {typeof preview === 'string' && (
        <Alert color="red" variant="light">
          {preview}
        </Alert>
      )}
      {preview !== null && typeof preview === 'object' && (
        <SimpleGrid cols={{ base: 2, xs: 4 }}>
          <Figure label="Completed to date" value={formatMoney(preview.completed)} />
          <Figure label={`Retainage (${formatPercent(preview.rate, 2)})`} value={formatMoney(preview.retainage)} />
          <Figure label="Amount due" value={formatMoney(preview.due)} />
        </SimpleGrid>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} loading={create.isPending} disabled={typeof preview === 'string'}>
          Create invoice
        </Button>
      </Group>
    </Stack>
  );
}

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
        <TextInput label="Date received" type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
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

function InvoicesCard({ projectId, sov }: { projectId: number; sov: Sov }) {
  const invoices = useQuery(billingQueries.invoices(projectId));
  const status = useInvoiceStatus(projectId);
  const send = useSendInvoice(projectId);
  const [creating, setCreating] = useState(false);
  const [paying, setPaying] = useState<InvoiceSummary | null>(null);
  const act = (inv: InvoiceSummary, next: 'sent' | 'void') =>
    status.mutate(
      { id: inv.id, status: next },
      {
        onSuccess: () => notifySuccess(`Invoice ${inv.number} ${next === 'sent' ? 'marked sent' : 'voided'}`),
        onError: (e) => notifyError(errorMessage(e, 'Could not change the invoice')),
      },
    );
  const email = (inv: InvoiceSummary) =>
    send.mutate(
      { id: inv.id, to: null },
      {
        onSuccess: (r) =>
          notifySuccess(`Invoice ${inv.number} e-mailed`, `To ${r.to} (${r.status === 'stored' ? 'kept in the outbox' : r.status})`),
        onError: (e) => notifyError(errorMessage(e, 'Could not send the invoice')),
      },
    );
  const latestOpen = invoices.data?.find((i) => i.status !== 'void');
  const isMobile = useMediaQuery('(max-width: 48em)');
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
      {invoices.data && invoices.data.length > 0 && (
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
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
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
                          onClick={() => email(inv)}
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
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          onClick={() => act(inv, 'void')}
                          aria-label={`Void invoice ${inv.number}`}
                        >
                          Void
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={creating} onClose={() => setCreating(false)} title="New invoice (pay application)" size="xl" fullScreen={isMobile}>
        {creating && <NewInvoiceForm projectId={projectId} sov={sov} onDone={() => setCreating(false)} />}
      </Modal>
      <Modal opened={paying !== null} onClose={() => setPaying(null)} title="Record a payment received">
        {paying && <PaymentForm projectId={projectId} invoice={paying} onDone={() => setPaying(null)} />}
      </Modal>
    </Card>
  );
}

/** The Billing tab of a project page (issue 20): contract, change orders, terms, schedule of values and invoices. */
export function BillingPanel({ projectId }: { projectId: number }) {
  const cos = useQuery(billingQueries.changeOrders(projectId));
  const sov = useQuery(billingQueries.sov(projectId));
  const invoices = useQuery(billingQueries.invoices(projectId));
  const open = (invoices.data ?? []).filter((i) => i.status !== 'void');
  const latest = open[0];
  const paid = open.reduce((s, i) => s + dollarsToCents(i.paidTotal), 0) / 100;
  const outstanding = open.reduce((s, i) => s + dollarsToCents(i.balance), 0) / 100;
  return (
    <Stack gap="md">
      <Card>
        {cos.data ? (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
            <Figure label="Original budget" value={formatMoney(cos.data.originalBudget)} />
            <Figure
              label="Approved change orders"
              value={formatMoney((dollarsToCents(cos.data.contractValue) - dollarsToCents(cos.data.originalBudget)) / 100)}
            />
            <Figure label="Contract value" value={formatMoney(cos.data.contractValue)} />
            <Figure label="Billed to date" value={formatMoney(latest?.completedToDate ?? 0)} />
            <Figure label="Retainage held" value={formatMoney(latest?.retainage ?? 0)} />
            <Figure label="Received / outstanding" value={`${formatMoney(paid)} / ${formatMoney(outstanding)}`} />
          </SimpleGrid>
        ) : (
          cos.isError && <LoadError title="Could not load the contract" error={cos.error} onRetry={() => cos.refetch()} />
        )}
      </Card>
      <ChangeOrdersCard projectId={projectId} />
      {sov.isError && <LoadError title="Could not load the schedule of values" error={sov.error} onRetry={() => sov.refetch()} />}
      {sov.data && <InvoicesCard projectId={projectId} sov={sov.data} />}
      {sov.data && <SovCard projectId={projectId} sov={sov.data} />}
      <TermsCard projectId={projectId} />
    </Stack>
  );
}
