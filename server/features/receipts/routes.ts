import { formatUsd } from '../../../domain/money';
import { analyzeReceiptResponseSchema, createReceiptExpenseResponseSchema, createReceiptExpenseSchema } from '../../../domain/receipts';
import { requiredIdSchema } from '../../../domain/validation';
import type { Feature } from '../../context';
import { IMAGE_MIME_TYPES, IMAGE_TYPE_MESSAGE, readUpload } from '../../http/upload';
import { analyzeReceipt, createExpenseFromReceipt } from './service';

const projectIdField = requiredIdSchema('Please select a project first', 'Please select a project first');

export const receiptRoutes: Feature =
  ({ db, storage, ai, ocr }) =>
  async (app) => {
    // multipart: receipt (image file), projectId. OCR runs in worker threads, so other requests keep being served.
    app.post('/api/receipts/analyze', { schema: { response: { 200: analyzeReceiptResponseSchema } } }, async (req) => {
      const file = await readUpload(req, {
        field: 'receipt',
        accept: IMAGE_MIME_TYPES,
        typeMessage: IMAGE_TYPE_MESSAGE,
        missingMessage: 'Please choose a receipt image',
      });
      const projectId = projectIdField.parse(file.fields.projectId);
      return analyzeReceipt({ db, storage, ai, ocr }, projectId, file);
    });

    app.post(
      '/api/receipts/create-expense',
      { schema: { body: createReceiptExpenseSchema, response: { 201: createReceiptExpenseResponseSchema } } },
      async (req, reply) => {
        const { expenseId, amount } = await createExpenseFromReceipt(db, req.body);
        return reply.status(201).send({ success: true, expenseId, message: `Expense of ${formatUsd(amount)} added to the project` });
      },
    );
  };
