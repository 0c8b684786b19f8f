import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expensesApi } from '../../../domain/api/expenses';
import { workRecordsApi } from '../../../domain/api/work-records';
import type { DailyCostItem } from '../../../domain/cost-tracking';
import { invalidateAfterWrite } from '../../app/data-changes';
import { callApi } from '../../lib/call-api';

/** Deletes one line of the Daily Expenses dialog: DELETE /api/expenses/{id} or /api/time-entries/{id}. */
export function useDeleteDailyItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: Pick<DailyCostItem, 'kind' | 'id'>) =>
      item.kind === 'expense'
        ? callApi(expensesApi.remove, { params: { id: item.id } })
        : callApi(workRecordsApi.remove, { params: { id: item.id } }),
    onSuccess: (_, item) => invalidateAfterWrite(queryClient, item.kind === 'expense' ? 'expenses' : 'time_entries'),
  });
}
