import { Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CostCode } from '../../../domain/api/job-cost';
import { EmptyState } from '../../lib/ui/empty-state';
import { SCROLL } from '../../lib/ui/input-props';
import { LoadError } from '../../lib/ui/load-error';
import { CostCodeDialog } from './cost-code-dialog';
import { categoriesText } from './cost-code-form-values';
import { jobCostQueries } from './job-cost-queries';

/**
 * Settings → Cost codes (owner and office, issue 42): the company's numbered codes with the trade words and expense
 * categories that default to each, active or not; add one, or edit one in a dialog. A code in use is kept, never
 * deleted: deactivate it instead.
 */
export function CostCodesCard() {
  const codes = useQuery(jobCostQueries.costCodes());
  const [editing, setEditing] = useState<CostCode | 'new' | null>(null);

  return (
    <Card component="section" aria-labelledby="cost-codes-title">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <div>
            <Title order={2} size="h4" id="cost-codes-title">
              Cost codes
            </Title>
            <Text size="sm" c="dimmed">
              How budgets, expenses and work are grouped on each job's cost. A cost with no code chosen takes the code of its category or of
              the person's trade.
            </Text>
          </div>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            Add cost code
          </Button>
        </Group>
        {codes.isPending ? (
          <Stack gap="xs" role="status" aria-label="Loading cost codes">
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        ) : codes.isError ? (
          <LoadError title="Could not load the cost codes" error={codes.error} onRetry={() => codes.refetch()} />
        ) : codes.data.length === 0 ? (
          <EmptyState message="No cost codes yet" />
        ) : (
          <Table.ScrollContainer minWidth={640} scrollAreaProps={SCROLL}>
            <Table verticalSpacing="xs" striped aria-label="Cost codes">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Code</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Trades</Table.Th>
                  <Table.Th>Categories</Table.Th>
                  <Table.Th>Active</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {codes.data.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      <Text size="sm" fw={600} ff="monospace">
                        {c.code}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={c.active ? undefined : 'dimmed'}>
                        {c.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {c.trades.length === 0 ? '—' : c.trades.join(', ')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{categoriesText(c.categories)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={c.active ? 'teal' : 'gray'} variant="light">
                        {c.active ? 'Active' : 'Inactive'}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button variant="default" size="xs" onClick={() => setEditing(c)} aria-label={`Edit cost code ${c.code} ${c.name}`}>
                        Edit
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {editing && (
        <CostCodeDialog
          key={editing === 'new' ? 'new' : editing.id}
          costCode={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
