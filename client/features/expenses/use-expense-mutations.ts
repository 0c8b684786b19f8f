import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expensesApi } from '../../../domain/api/expenses';
import { invalidateAfterWrite } from '../../app/data-changes';
import { callApi } from '../../lib/call-api';
import type { ExpensePayload } from './expense-form-values';

/** POST /api/expenses, or PUT /api/expenses/{id} when an id is given. */
export function useSaveExpense(expenseId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExpensePayload) =>
      expenseId === null ? callApi(expensesApi.create, { body }) : callApi(expensesApi.update, { params: { id: expenseId }, body }),
    onSuccess: () => invalidateAfterWrite(queryClient, 'expenses'),
  });
}

/** DELETE /api/expenses/{id}. */
export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(expensesApi.remove, { params: { id } }),
    onSuccess: () => invalidateAfterWrite(queryClient, 'expenses'),
  });
}
