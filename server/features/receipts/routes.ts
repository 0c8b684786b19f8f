import { receiptsApi } from '../../../domain/api/receipts';
import { formatUsd } from '../../../domain/money';
import { requiredIdSchema } from '../../../domain/validation';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { assertProjectInScope, assertRowInScope } from '../../http/scope';
import { IMAGE_MIME_TYPES, IMAGE_TYPE_MESSAGE, readUpload } from '../../http/upload';
import { asActor } from '../audit/actor';
import { analyzeReceipt, createExpenseFromReceipt } from './service';

const projectIdField = requiredIdSchema('Please select a project first', 'Please select a project first');

/** Receipts (contracts: domain/api/receipts.ts). */
export const receiptRoutes: Feature =
  ({ db, storage, ai, ocr }) =>
  async (app) => {
    // multipart: receipt (image file), projectId. OCR runs in worker threads, so other requests keep being served.
    route(app, receiptsApi.analyze, async (req) => {
      const file = await readUpload(req, {
        field: 'receipt',
        accept: IMAGE_MIME_TYPES,
        typeMessage: IMAGE_TYPE_MESSAGE,
        missingMessage: 'Please choose a receipt image',
      });
      const projectId = projectIdField.parse(file.fields.projectId);
      await assertProjectInScope(db, req.actor, projectId);
      return analyzeReceipt({ db, storage, ai, ocr }, req.actor, projectId, file);
    });

    route(app, receiptsApi.createExpense, async (req) => {
      await assertProjectInScope(db, req.actor, req.body.projectId);
      for (const part of req.body.splits ?? []) await assertProjectInScope(db, req.actor, part.projectId);
      const receiptId = req.body.receiptId ?? req.body.analysis.receiptId;
      if (receiptId) await assertRowInScope(db, req.actor, 'receipts', receiptId);
      const { expenseId, expenseIds, amount } = await asActor(db, req.actor, (tx) => createExpenseFromReceipt(tx, req.body), 'receipt');
      const message =
        expenseIds.length > 1
          ? `Receipt of ${formatUsd(amount)} split into ${expenseIds.length} expenses`
          : `Expense of ${formatUsd(amount)} added to the project`;
      return { success: true, expenseId, expenseIds, message };
    });
  };
