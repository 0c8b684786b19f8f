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
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CHANGE_ORDER_STATUS_LABELS, type ChangeOrder } from '../../../domain/billing/schemas';
import { todayIso } from '../../../domain/dates';
import { errorMessage } from '../../lib/api';
import { formatDate, formatMoney } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { LoadError } from '../../lib/ui/load-error';
import { jobCostQueries } from '../job-cost/job-cost-queries';
import { billingQueries } from './billing-queries';
import { CO_COLOR, MONEY, num, SCROLL } from './billing-ui';

import { useCreateChangeOrder, useUpdateChangeOrder } from './use-billing-mutations';

function ChangeOrderForm({ projectId, onDone }: { projectId: number; onDone: () => void }) {
  const create = useCreateChangeOrder(projectId);
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState<string | number>('');
  const [costImpact, setCostImpact] = useState<string | number>('');
  const [date, setDate] = useState(todayIso());
  const [costCode, setCostCode] = useState<string | null>(null);
  const codes = useQuery(jobCostQueries.costCodes());
  const codeOptions = (codes.data ?? []).filter((c) => c.active).map((c) => ({ value: c.code, label: `${c.code} ${c.name}` }));
  const [error, setError] = useState<string | null>(null);
  const submit = () =>
    create.mutate(
      { description, amount: num(amount) as number, costImpact: num(costImpact), date, status: 'draft', costCode },
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
      <Select
        label="Cost code"
        description="The budget line it moves on the Job cost tab once approved"
        placeholder="00 Unassigned"
        clearable
        searchable
        data={codeOptions}
        value={costCode}
        onChange={setCostCode}
      />
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

/** A project's change orders: add, send, approve or reject (approved ones move the contract value). */
export function ChangeOrdersCard({ projectId }: { projectId: number }) {
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
  // Approving moves the contract value and what can be billed: say so, with the figures, before it happens.
  const askApprove = (co: ChangeOrder, contractValue: number) =>
    modals.openConfirmModal({
      title: `Approve change order #${co.number}?`,
      centered: true,
      children: (
        <Text size="sm">
          “{co.description}” for {formatMoney(co.amount)}: the contract value goes from {formatMoney(contractValue)} to{' '}
          {formatMoney(contractValue + co.amount)}, and the change can be billed on the next pay application.
        </Text>
      ),
      labels: { confirm: 'Approve', cancel: 'Cancel' },
      confirmProps: { color: 'green' },
      onConfirm: () => decide(co, 'approved'),
    });
  const coActions = (co: ChangeOrder, contractValue: number) => (
    <>
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
            onClick={() => askApprove(co, contractValue)}
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
    </>
  );
  const isMobile = useMediaQuery('(max-width: 48em)');
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
      {list.data && list.data.changeOrders.length > 0 && isMobile && (
        // A phone gets one card per change order, its amount on screen (issue 39 scope 6).
        <Stack gap="sm" component="ul" p={0} m={0} aria-label="Change orders">
          {list.data.changeOrders.map((co) => (
            <Paper key={co.id} withBorder p="sm" radius="md" component="li" style={{ listStyle: 'none' }}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    #{co.number} · {formatMoney(co.amount)}
                  </Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {co.description}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(co.date)}
                    {co.costCode && ` · cost code ${co.costCode}`}
                    {co.costImpact !== null && ` · cost impact ${formatMoney(co.costImpact)}`}
                    {co.approvedBy && ` · approved by ${co.approvedBy}`}
                  </Text>
                </div>
                <Badge color={CO_COLOR[co.status]} variant="light" miw="max-content">
                  {CHANGE_ORDER_STATUS_LABELS[co.status]}
                </Badge>
              </Group>
              <Box mt="xs">{coActions(co, list.data.contractValue)}</Box>
            </Paper>
          ))}
        </Stack>
      )}
      {list.data && list.data.changeOrders.length > 0 && !isMobile && (
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
                      {co.costCode && ` · cost code ${co.costCode}`}
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
                  <Table.Td>{coActions(co, list.data.contractValue)}</Table.Td>
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
