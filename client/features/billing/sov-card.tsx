import { Alert, Button, Card, Group, NumberInput, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Sov } from '../../../domain/billing/schemas';
import { dollarsToCents } from '../../../domain/money';
import { errorMessage } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { MONEY, SCROLL } from './billing-ui';

import { useUpdateSov } from './use-billing-mutations';

/** The schedule of values: its lines and what has been billed on each; editable, and must sum to the contract value. */
export function SovCard({ projectId, sov }: { projectId: number; sov: Sov }) {
  const save = useUpdateSov(projectId);
  const isMobile = useMediaQuery('(max-width: 48em)');
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
        <Alert color="yellow" variant="light" mb="sm" title="The schedule of values does not match the contract">
          The lines sum to {formatMoney(sov.total)}, not the contract value {formatMoney(sov.contractValue)}.
          {sov.approvalItems &&
            ` They were filled from the ${sov.approvalItems.count} line items of the approval PDF, which sum to ${formatMoney(sov.approvalItems.total)}.`}{' '}
          Edit the lines so they sum to the contract value before the next invoice.
        </Alert>
      )}
      {sov.approvalItems && sov.balanced && !editing && (
        <Text size="sm" c="dimmed" mb="xs">
          Started from the {sov.approvalItems.count} line items of the approval PDF.
        </Text>
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
      ) : isMobile ? (
        // A phone gets one row of text per line: every amount on screen, no sideways scroll (issue 39).
        <Stack gap={0} component="ul" aria-label="Schedule of values lines" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {sov.lines.map((l) => (
            <Paper
              component="li"
              key={l.id}
              withBorder={false}
              py="xs"
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              <Text fw={500} size="sm">
                {l.description}
              </Text>
              <Group justify="space-between" gap="xs">
                <Text size="sm" c="dimmed">
                  Scheduled {formatMoney(l.scheduledValue)}
                </Text>
                <Text size="sm">Billed {formatMoney(l.billedToDate)}</Text>
              </Group>
            </Paper>
          ))}
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
