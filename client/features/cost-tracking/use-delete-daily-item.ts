import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DailyCostItem } from '../../../domain/cost-tracking';
import { invalidateAfterWrite } from '../../app/data-changes';
import { apiRequest } from '../../lib/api';

/** Deletes one line of the Daily Expenses dialog: DELETE /api/expenses/{id} or /api/time-entries/{id}. */
export function useDeleteDailyItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: Pick<DailyCostItem, 'kind' | 'id'>) =>
      apiRequest<void>('DELETE', item.kind === 'expense' ? `/api/expenses/${item.id}` : `/api/time-entries/${item.id}`),
    onSuccess: (_, item) => invalidateAfterWrite(queryClient, item.kind === 'expense' ? 'expenses' : 'time_entries'),
  });
}
