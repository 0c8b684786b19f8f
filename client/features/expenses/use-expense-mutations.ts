import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExpenseListItem } from '../../../domain/expenses';
import { invalidateAfterWrite } from '../../app/data-changes';
import { apiRequest } from '../../lib/api';
import type { ExpensePayload } from './expense-form-values';

/** POST /api/expenses, or PUT /api/expenses/{id} when an id is given. */
export function useSaveExpense(expenseId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ExpensePayload) =>
      expenseId === null
        ? apiRequest<ExpenseListItem>('POST', '/api/expenses', payload)
        : apiRequest<ExpenseListItem>('PUT', `/api/expenses/${expenseId}`, payload),
    onSuccess: () => invalidateAfterWrite(queryClient, 'expenses'),
  });
}

/** DELETE /api/expenses/{id}. */
export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expenseId: number) => apiRequest<void>('DELETE', `/api/expenses/${expenseId}`),
    onSuccess: () => invalidateAfterWrite(queryClient, 'expenses'),
  });
}
