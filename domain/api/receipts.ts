import { analyzeReceiptResponseSchema, createReceiptExpenseResponseSchema, createReceiptExpenseSchema } from '../receipts';
import { defineEndpoint } from './endpoint';

/**
 * Receipts (spec part 1 §2.12, §7.2): a receipt image (multipart field `receipt`, with field `projectId`) read by
 * OCR, then the checked analysis turned into an expense. A receipt that cannot be read answers 200 with
 * success false and stores nothing.
 */
export const receiptsApi = {
  analyze: defineEndpoint({ method: 'POST', path: '/api/receipts/analyze', multipart: true, response: analyzeReceiptResponseSchema }),
  createExpense: defineEndpoint({
    method: 'POST',
    path: '/api/receipts/create-expense',
    body: createReceiptExpenseSchema,
    response: createReceiptExpenseResponseSchema,
    status: 201,
  }),
};
