import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type CommitmentListItem, jobCostApi } from '../../../domain/api/job-cost';
import { errorMessage } from '../../lib/api';
import { endpointUrl } from '../../lib/call-api';
import { formatDate, formatMoney } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { MONEY_UNSIGNED, SCROLL } from '../../lib/ui/input-props';
import { LoadError } from '../../lib/ui/load-error';
import { subcontractorQueries } from '../subcontractors/subcontractor-queries';
import { supplierQueries } from '../suppliers/supplier-queries';
import { CommitmentChangeOrderForm } from './commitment-change-order';
import { jobCostQueries, useCommitmentStatus, useCreateCommitment } from './job-cost-queries';
import { LinesFooter, RemoveLineButton } from './line-editor';
import { RecordBillForm } from './record-bill-form';

const STATUS_COLOR = { draft: 'gray', issued: 'blue', closed: 'green' } as const;
const STATUS_LABEL = { draft: 'Draft', issued: 'Issued', closed: 'Closed' } as const;
const TYPE_LABEL = { purchase_order: 'Purchase order', subcontract: 'Subcontract' } as const;

type LineRow = { costCode: string | null; description: string; amount: string | number };

/** A new purchase order or subcontract: the payee, number, lines by cost code; saved issued or as a draft. */
function CommitmentForm({ projectId, onDone }: { projectId: number; onDone: () => void }) {
  const create = useCreateCommitment(projectId);
  const codes = useQuery(jobCostQueries.costCodes());
  const suppliers = useQuery(supplierQueries.list());
  const subs = useQuery(subcontractorQueries.list());
  const [type, setType] = useState<'purchase_order' | 'subcontract'>('purchase_order');
  const [payee, setPayee] = useState<string | null>(null);
  const [number, setNumber] = useState('');
  const [title, setTitle] = useState('');
  const [retainage, setRetainage] = useState<string | number>(10);
  const [lines, setLines] = useState<LineRow[]>([{ costCode: null, description: '', amount: '' }]);
  const [error, setError] = useState<string | null>(null);
  const codeOptions = (codes.data ?? []).filter((c) => c.active).map((c) => ({ value: c.code, label: `${c.code} ${c.name}` }));
  const payees =
    type === 'purchase_order'
      ? (suppliers.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))
      : (subs.data ?? []).map((s) => ({ value: String(s.id), label: s.company ? `${s.company} (${s.name})` : s.name }));
  const total = lines.reduce((s, l) => s + Math.round(Number(l.amount || 0) * 100), 0) / 100;
  const setLine = (i: number, patch: Partial<LineRow>) => setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const submit = (status: 'draft' | 'issued') =>
    create.mutate(
      {
        projectId,
        type,
        ...(type === 'purchase_order'
          ? { supplierId: payee === null ? null : Number(payee) }
          : { subcontractorId: payee === null ? null : Number(payee) }),
        number,
        title,
        status,
        retainage: type === 'subcontract' ? Number(retainage || 0) : 0,
        lines: lines.map((l) => ({
          costCode: l.costCode ?? '',
          description: l.description,
          amount: l.amount === '' ? '' : Number(l.amount),
        })),
      },
      {
        onSuccess: (c) => {
          notifySuccess(
            `${TYPE_LABEL[c.type]} ${c.number} saved`,
            status === 'draft' ? 'It commits nothing until issued' : `${formatMoney(c.amount)} committed`,
          );
          onDone();
        },
        onError: (e) => setError(errorMessage(e, 'Could not save the commitment')),
      },
    );
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      <SegmentedControl
        value={type}
        onChange={(v) => {
          setType(v as typeof type);
          setPayee(null);
        }}
        data={[
          { value: 'purchase_order', label: 'Purchase order' },
          { value: 'subcontract', label: 'Subcontract' },
        ]}
        aria-label="Kind of commitment"
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Select
          label={type === 'purchase_order' ? 'Supplier' : 'Subcontractor'}
          withAsterisk
          data={payees}
          value={payee}
          onChange={setPayee}
          searchable
        />
        <TextInput label="Number" withAsterisk placeholder="PO-1042" value={number} onChange={(e) => setNumber(e.currentTarget.value)} />
        <TextInput label="Title" placeholder="Framing lumber package" value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        {type === 'subcontract' && (
          <NumberInput label="Retainage (%)" decimalScale={2} min={0} max={100} hideControls value={retainage} onChange={setRetainage} />
        )}
      </SimpleGrid>
      <Title order={3} size="h5">
        Lines
      </Title>
      {lines.map((l, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: new lines have no id; their order is the user's.
        <SimpleGrid key={i} cols={{ base: 1, xs: 4 }} spacing="xs" verticalSpacing={4}>
          <Select
            label={`Cost code, line ${i + 1}`}
            data={codeOptions}
            value={l.costCode}
            onChange={(v) => setLine(i, { costCode: v })}
            searchable
          />
          <TextInput label="Description" value={l.description} onChange={(e) => setLine(i, { description: e.currentTarget.value })} />
          <NumberInput label="Amount" {...MONEY_UNSIGNED} value={l.amount} onChange={(v) => setLine(i, { amount: v })} />
          <RemoveLineButton index={i} disabled={lines.length === 1} onRemove={() => setLines((ls) => ls.filter((_, j) => j !== i))} />
        </SimpleGrid>
      ))}
      <LinesFooter onAdd={() => setLines((ls) => [...ls, { costCode: null, description: '', amount: '' }])} label="Total" total={total} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button variant="default" onClick={() => submit('draft')} loading={create.isPending}>
          Save as draft
        </Button>
        <Button onClick={() => submit('issued')} loading={create.isPending}>
          Issue
        </Button>
      </Group>
    </Stack>
  );
}

/** A project's purchase orders and subcontracts: committed, billed and open; the PDF to send; issue and close. */
export function CommitmentsCard({ projectId }: { projectId: number }) {
  const list = useQuery(jobCostQueries.commitments(projectId));
  const status = useCommitmentStatus(projectId);
  const [adding, setAdding] = useState(false);
  const [billing, setBilling] = useState<CommitmentListItem | null>(null);
  const [changing, setChanging] = useState<CommitmentListItem | null>(null);
  const isMobile = useMediaQuery('(max-width: 48em)');
  const setStatus = (c: CommitmentListItem, to: 'issued' | 'closed') =>
    status.mutate(
      { id: c.id, status: to },
      {
        onSuccess: () => notifySuccess(`${TYPE_LABEL[c.type]} ${c.number} ${to === 'issued' ? 'issued' : 'closed'}`),
        onError: (e) => notifyError(errorMessage(e, 'Could not change the commitment')),
      },
    );
  const actions = (c: CommitmentListItem) => (
    <Group gap={4} wrap="nowrap">
      <Button
        component="a"
        size="compact-xs"
        variant="default"
        href={endpointUrl(jobCostApi.commitmentPdf as { path: string }, { params: { id: c.id } })}
        download
        leftSection={<IconDownload size={12} />}
        aria-label={`Download ${TYPE_LABEL[c.type].toLowerCase()} ${c.number} PDF`}
      >
        PDF
      </Button>
      {c.status === 'draft' && (
        <Button size="compact-xs" onClick={() => setStatus(c, 'issued')} aria-label={`Issue ${c.number}`}>
          Issue
        </Button>
      )}
      {c.status === 'issued' && (
        <Button size="compact-xs" onClick={() => setBilling(c)} aria-label={`Record bill on ${c.number}`}>
          Record bill
        </Button>
      )}
      {c.status === 'issued' && (
        <Button size="compact-xs" variant="default" onClick={() => setChanging(c)} aria-label={`Add a change order to ${c.number}`}>
          Change order
        </Button>
      )}
      {c.status === 'issued' && (
        <Button size="compact-xs" variant="default" onClick={() => setStatus(c, 'closed')} aria-label={`Close ${c.number}`}>
          Close
        </Button>
      )}
    </Group>
  );
  return (
    <Card>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Purchase orders and subcontracts
        </Title>
        <Button size="compact-sm" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
          New commitment
        </Button>
      </Group>
      {list.isError && <LoadError title="Could not load the commitments" error={list.error} onRetry={() => list.refetch()} />}
      {list.data && list.data.length === 0 && (
        <Text size="sm" c="dimmed">
          No purchase orders or subcontracts yet. Record one to see the cost committed before its bill arrives.
        </Text>
      )}
      {list.data && list.data.length > 0 && isMobile && (
        <Stack gap="sm" component="ul" p={0} m={0} aria-label="Commitments">
          {list.data.map((c) => (
            <Paper key={c.id} withBorder p="sm" radius="md" component="li" style={{ listStyle: 'none' }}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {c.number} · {c.payeeName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {TYPE_LABEL[c.type]} · {formatDate(c.date)}
                  </Text>
                  <Text size="sm">
                    {formatMoney(c.amount)} · billed {formatMoney(c.billed)} · open {formatMoney(c.open)}
                    {c.retainageHeld > 0 && ` · retainage held ${formatMoney(c.retainageHeld)}`}
                  </Text>
                </div>
                <Badge color={STATUS_COLOR[c.status]} variant="light" miw="max-content">
                  {STATUS_LABEL[c.status]}
                </Badge>
              </Group>
              <Group mt="xs">{actions(c)}</Group>
            </Paper>
          ))}
        </Stack>
      )}
      {list.data && list.data.length > 0 && !isMobile && (
        <Table.ScrollContainer minWidth={760} scrollAreaProps={SCROLL}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Number</Table.Th>
                <Table.Th>Payee</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th ta="right">Billed</Table.Th>
                <Table.Th ta="right">Open</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {c.number}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {TYPE_LABEL[c.type]}
                      {c.title ? ` · ${c.title}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>{c.payeeName}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[c.status]} variant="light" miw="max-content">
                      {STATUS_LABEL[c.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(c.amount)}</Table.Td>
                  <Table.Td ta="right">
                    {formatMoney(c.billed)}
                    {c.retainageHeld > 0 && (
                      <Text size="xs" c="dimmed">
                        {formatMoney(c.retainageHeld)} retainage held
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(c.open)}</Table.Td>
                  <Table.Td>{actions(c)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={billing !== null}
        onClose={() => setBilling(null)}
        title={`Record a bill on ${billing?.number ?? ''}`}
        size="lg"
        fullScreen={isMobile}
      >
        {billing && <RecordBillForm commitment={billing} onDone={() => setBilling(null)} />}
      </Modal>
      <Modal
        opened={changing !== null}
        onClose={() => setChanging(null)}
        title={`Change order to ${changing?.number ?? ''}`}
        size="lg"
        fullScreen={isMobile}
      >
        {changing && <CommitmentChangeOrderForm commitment={changing} onDone={() => setChanging(null)} />}
      </Modal>
      <Modal opened={adding} onClose={() => setAdding(false)} title="New commitment" size="xl" fullScreen={isMobile}>
        {adding && <CommitmentForm projectId={projectId} onDone={() => setAdding(false)} />}
      </Modal>
    </Card>
  );
}
