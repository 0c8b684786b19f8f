import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconReceipt, IconTrash } from '@tabler/icons-react';
import type { ExpenseListItem } from '../../../domain/expenses';
import { formatDate, formatMoney } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useMayChange } from '../auth/auth-queries';
import { failureText } from './expense-form';
import { useDeleteExpense } from './use-expense-mutations';

type ExpenseRowActionsProps = { expense: ExpenseListItem; onEdit: (expense: ExpenseListItem) => void };

/**
 * View receipt (when the expense came from a scanned receipt), Edit and Delete buttons of one expense; Delete asks
 * first. A foreman gets Edit and Delete on his own entries only; the office's say so instead.
 */
export function ExpenseRowActions({ expense, onEdit }: ExpenseRowActionsProps) {
  const remove = useDeleteExpense();
  const mayChange = useMayChange()(expense);

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete expense',
      centered: true,
      children: (
        <Text size="sm">
          Delete “{expense.description}” ({formatMoney(expense.amount)} on {formatDate(expense.date)}, {expense.projectName})? The project’s
          totals are updated. This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(expense.id, {
          onSuccess: () => notifySuccess('Success', 'Expense deleted successfully'),
          onError: (error) => notifyError(failureText(error, 'Failed to delete expense')),
        }),
    });

  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {expense.receiptImageUrl && (
        <Tooltip label="View receipt">
          <ActionIcon
            component="a"
            href={expense.receiptImageUrl}
            target="_blank"
            rel="noopener"
            variant="subtle"
            color="gray"
            aria-label={`View receipt for ${expense.description}`}
          >
            <IconReceipt size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {mayChange ? (
        <>
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${expense.description}`} onClick={() => onEdit(expense)}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${expense.description}`}
              onClick={confirmDelete}
              loading={remove.isPending}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </>
      ) : (
        <Text size="xs" c="dimmed">
          Entered by the office
        </Text>
      )}
    </Group>
  );
}
