import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expensesApi } from '../../../domain/api/expenses';
import type { DailyCostItem } from '../../../domain/cost-tracking';
import { invalidateAfterWrite } from '../../app/data-changes';
import { apiRequest } from '../../lib/api';
import { callApi } from '../../lib/call-api';

/** Deletes one line of the Daily Expenses dialog: DELETE /api/expenses/{id} or /api/time-entries/{id}. */
export function useDeleteDailyItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: Pick<DailyCostItem, 'kind' | 'id'>) =>
      item.kind === 'expense'
        ? callApi(expensesApi.remove, { params: { id: item.id } })
        : // Work records have no contract yet (issue 12): the raw call until domain/api has one.
          apiRequest<void>('DELETE', `/api/time-entries/${item.id}`),
    onSuccess: (_, item) => invalidateAfterWrite(queryClient, item.kind === 'expense' ? 'expenses' : 'time_entries'),
  });
}
