import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExpenseListItem } from '../../../domain/expenses';
import { apiRequest } from '../../lib/api';
import type { ExpensePayload } from './expense-form-values';

/**
 * Refreshes everything an expense change can move: the expense list and summary tiles, project totals and
 * cost summaries (every key under /api/projects), dashboard stats and work-record views.
 */
export function invalidateExpenseData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [['/api/expenses'], ['/api/projects'], ['/api/dashboard/stats'], ['/api/time-entries']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** POST /api/expenses, or PUT /api/expenses/{id} when an id is given. */
export function useSaveExpense(expenseId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ExpensePayload) =>
      expenseId === null
        ? apiRequest<ExpenseListItem>('POST', '/api/expenses', payload)
        : apiRequest<ExpenseListItem>('PUT', `/api/expenses/${expenseId}`, payload),
    onSuccess: () => invalidateExpenseData(queryClient),
  });
}

/** DELETE /api/expenses/{id}. */
export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expenseId: number) => apiRequest<void>('DELETE', `/api/expenses/${expenseId}`),
    onSuccess: () => invalidateExpenseData(queryClient),
  });
}
