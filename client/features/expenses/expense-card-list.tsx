import { Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ExpenseListItem } from '../../../domain/expenses';
import { formatDate, formatMoney } from '../../lib/format';
import { categoryColor, categoryLabel } from './expense-category';
import { ExpenseRowActions } from './expense-row-actions';
import { expensePayee } from './expense-who';
import { WithheldNote } from './withheld-note';

type ExpenseCardListProps = { expenses: ExpenseListItem[]; onEdit: (expense: ExpenseListItem) => void };

/** Phone list of expenses: one stacked card each, amount top right, actions bottom right. */
export function ExpenseCardList({ expenses, onEdit }: ExpenseCardListProps) {
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Expenses">
      {expenses.map((e) => {
        const payee = expensePayee(e);
        return (
          <Paper key={e.id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Text fw={600} size="sm" lineClamp={2} style={{ minWidth: 0 }}>
                {e.description}
              </Text>
              <Text fw={700} size="sm" style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(e.amount)}
              </Text>
            </Group>
            <WithheldNote expense={e} />
            <Text size="xs" c="dimmed" mt={2} truncate="end">
              {e.projectName}
              {payee ? ` · ${payee}` : ''}
            </Text>
            <Group justify="space-between" wrap="nowrap" mt={6} gap="xs">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Badge color={categoryColor(e.category)} variant="light" size="sm">
                  {categoryLabel(e.category)}
                </Badge>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(e.date)}
                </Text>
              </Group>
              <ExpenseRowActions expense={e} onEdit={onEdit} />
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** Skeleton cards while the first page loads on a phone. */
export function ExpenseCardListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading expenses">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={92} radius="md" />
      ))}
    </Stack>
  );
}
