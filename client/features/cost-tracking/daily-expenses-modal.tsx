import { ActionIcon, Alert, Badge, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { DailyCostItem } from '../../../domain/cost-tracking';
import { errorMessage } from '../../lib/api';
import { formatDate, formatMoney } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { categoryColor, categoryLabel } from '../expenses/expense-category';
import { confirmDelete } from './confirm-delete';
import { dayTotal } from './cost-display';
import { costTrackingQueries } from './cost-tracking-queries';
import { hasDialogAbove } from './dialog-on-top';
import { useDeleteDailyItem } from './use-delete-daily-item';

type DailyExpensesModalProps = {
  projectId: number;
  /** The day shown; null closes the dialog. */
  date: string | null;
  onClose: () => void;
};

function DailyItem({ item, onDelete, deleting }: { item: DailyCostItem; onDelete: () => void; deleting: boolean }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {item.description}
          </Text>
          <Group gap={6} mt={4}>
            <Badge size="sm" variant="light" color={categoryColor(item.category)}>
              {categoryLabel(item.category)}
            </Badge>
            {item.kind === 'work_record' && (
              <Badge size="sm" variant="outline" color="gray">
                Work record
              </Badge>
            )}
          </Group>
          {item.employeeName && (
            <Text size="xs" c="dimmed" mt={4}>
              Employee: {item.employeeName}
            </Text>
          )}
          {item.supplierName && (
            <Text size="xs" c="dimmed" mt={2}>
              Supplier: {item.supplierName}
            </Text>
          )}
        </div>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={600}>
            {formatMoney(item.amount)}
          </Text>
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${item.description}`} onClick={onDelete} loading={deleting}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

/** Daily Expenses dialog: every expense and work record of one day, each deletable after a confirmation. */
export function DailyExpensesModal({ projectId, date, onClose }: DailyExpensesModalProps) {
  // Keep the last day while the dialog animates closed, so its title does not blank out.
  const lastDate = useRef(date);
  if (date) lastDate.current = date;
  const shownDate = date ?? lastDate.current;

  const items = useQuery({
    ...costTrackingQueries.dailyExpenses(projectId, shownDate ?? ''),
    enabled: date !== null,
  });
  const remove = useDeleteDailyItem();
  // Escape reaches every open dialog: with a delete confirmation on top, only the confirmation closes.
  const rootRef = useRef<HTMLDivElement>(null);
  const closeUnlessCovered = () => {
    if (!hasDialogAbove(rootRef.current)) onClose();
  };

  const askDelete = (item: DailyCostItem) => {
    const isExpense = item.kind === 'expense';
    confirmDelete({
      title: isExpense ? 'Delete expense' : 'Delete work entry',
      message: isExpense
        ? `Delete "${item.description}" (${formatMoney(item.amount)})? This cannot be undone.`
        : `Delete the work entry of ${item.employeeName ?? 'this employee'} (${formatMoney(item.amount)})? Its labor cost leaves the project.`,
      onConfirm: () =>
        remove.mutate(item, {
          onSuccess: () =>
            isExpense ? notifySuccess('Success', 'Expense deleted successfully') : notifySuccess('Success', 'Work entry deleted'),
          onError: () => notifyError(isExpense ? 'Failed to delete expense' : 'Failed to delete work entry'),
        }),
    });
  };

  const list = items.data ?? [];
  return (
    <Modal ref={rootRef} opened={date !== null} onClose={closeUnlessCovered} title={`Daily Expenses — ${formatDate(shownDate)}`} size="lg">
      {items.isError ? (
        <Alert color="red" variant="light" title="Could not load this day">
          {errorMessage(items.error, 'The server did not answer. Close the dialog and try again.')}
        </Alert>
      ) : items.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading expenses">
          <Skeleton height={64} radius="md" />
          <Skeleton height={64} radius="md" />
        </Stack>
      ) : list.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          No expenses found for this date.
        </Text>
      ) : (
        <Stack gap="xs">
          {list.map((item) => (
            <DailyItem
              key={`${item.kind}-${item.id}`}
              item={item}
              onDelete={() => askDelete(item)}
              deleting={remove.isPending && remove.variables?.id === item.id && remove.variables.kind === item.kind}
            />
          ))}
          <Group justify="space-between" px="sm" pt="xs">
            <Text size="sm" fw={600}>
              Day total
            </Text>
            <Text size="sm" fw={700}>
              {formatMoney(dayTotal(list))}
            </Text>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
