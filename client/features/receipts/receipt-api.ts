import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalyzeReceiptResponse, ReceiptAnalysis } from '../../../domain/receipts';
import { invalidateAfterWrite } from '../../app/data-changes';
import { apiRequest } from '../../lib/api';

/** POST /api/receipts/analyze: the receipt image and the project it belongs to. */
export function useAnalyzeReceipt() {
  return useMutation({
    mutationFn: ({ file, projectId }: { file: File; projectId: number }) => {
      const form = new FormData();
      form.append('projectId', String(projectId));
      form.append('receipt', file, file.name);
      return apiRequest<AnalyzeReceiptResponse>('POST', '/api/receipts/analyze', form);
    },
  });
}

type CreateExpenseResult = { success: boolean; expenseId: number; message: string };

/**
 * POST /api/receipts/create-expense. Refreshes the expense list and tiles, every project key (list, detail,
 * cost summary, daily expenses), work records and the dashboard stats.
 */
export function useCreateReceiptExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { analysis: ReceiptAnalysis; projectId: number; receiptId: number | null }) =>
      apiRequest<CreateExpenseResult>('POST', '/api/receipts/create-expense', body),
    onSuccess: () => invalidateAfterWrite(queryClient, 'expenses', 'receipts', 'suppliers'),
  });
}
