import { Card, EmptyState, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ExpenseListItem } from '../../../domain/expenses';
import { formatDate, formatMoney } from '../../lib/format';
import { expenseQueries } from '../expenses/expense-queries';
import { QueryError } from './query-error';

const RECENT_EXPENSES = 5;

function ExpenseItem({ expense }: { expense: ExpenseListItem }) {
  return (
    <Paper
      component={Link}
      to="/expenses"
      withBorder
      p="sm"
      radius="md"
      style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={600} size="sm" truncate="end">
            {expense.description}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {expense.projectName} · {formatDate(expense.date)}
          </Text>
        </Stack>
        <Text fw={700} size="sm" style={{ flexShrink: 0 }}>
          {formatMoney(expense.amount)}
        </Text>
      </Group>
    </Paper>
  );
}

/** GET /api/expenses?limit=5 */
export const recentExpensesQuery = () => expenseQueries.list({ limit: RECENT_EXPENSES });

/** The 5 latest expenses, newest first. */
export function RecentExpenses() {
  const { data, isPending, isError, error, refetch } = useQuery(recentExpensesQuery());

  let body: ReactNode;
  if (isPending)
    body = (
      <Stack gap="sm" data-testid="recent-expenses-loading" aria-busy>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={56} radius="md" />
        ))}
      </Stack>
    );
  else if (isError) body = <QueryError title="Could not load expenses" error={error} onRetry={() => void refetch()} />;
  else if (data.length === 0)
    body = (
      <EmptyState
        size="sm"
        icon={<IconReceipt size={22} />}
        withIndicatorBackground
        title="No expenses yet"
        description="Expenses you record or scan from receipts will show up here."
      />
    );
  else
    body = (
      <Stack gap="sm">
        {data.slice(0, RECENT_EXPENSES).map((e) => (
          <ExpenseItem key={e.id} expense={e} />
        ))}
      </Stack>
    );

  return (
    <Card component="section" aria-labelledby="recent-expenses-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="recent-expenses-title">
          Recent Expenses
        </Title>
      </Group>
      {body}
    </Card>
  );
}
