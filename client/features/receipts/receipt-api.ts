import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '../../../domain/api/endpoint';
import { receiptsApi } from '../../../domain/api/receipts';
import { invalidateAfterWrite } from '../../app/data-changes';
import { callApi } from '../../lib/call-api';

/** POST /api/receipts/analyze: the receipt image and the project it belongs to. */
export function useAnalyzeReceipt() {
  return useMutation({
    mutationFn: ({ file, projectId }: { file: File; projectId: number }) => {
      const form = new FormData();
      form.append('projectId', String(projectId));
      form.append('receipt', file, file.name);
      return callApi(receiptsApi.analyze, { form });
    },
  });
}

/**
 * POST /api/receipts/create-expense. Refreshes the expense list and tiles, every project key (list, detail,
 * cost summary, daily expenses), work records and the dashboard stats.
 */
export function useCreateReceiptExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<typeof receiptsApi.createExpense>['body']) => callApi(receiptsApi.createExpense, { body }),
    onSuccess: () => invalidateAfterWrite(queryClient, 'expenses', 'receipts', 'suppliers'),
  });
}
