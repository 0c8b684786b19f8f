import { z } from 'zod';
import {
  datesInOrder,
  expenseExportQuerySchema,
  expenseFilterSchema,
  expenseInputSchema,
  expenseListItemSchema,
  expenseListQuerySchema,
  expenseSummarySchema,
} from '../expenses';
import { lazySchema } from '../lazy-schema';
import { idParamsSchema } from '../validation';
import { defineEndpoint } from './endpoint';

/** Expenses (spec part 1 §2.13): a filtered page newest first, the summary tiles over the same filter, and writes. */
export const expensesApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/expenses',
    query: lazySchema(() => datesInOrder(expenseListQuerySchema)),
    response: lazySchema(() => z.array(expenseListItemSchema)),
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/expenses/summary',
    query: lazySchema(() => datesInOrder(expenseFilterSchema)),
    response: expenseSummarySchema,
  }),
  /** Every expense matching the list's filters, in its sort, as CSV (columns of docs/csv-exports.md's expenses file). */
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/api/expenses/export.csv',
    query: lazySchema(() => datesInOrder(expenseExportQuerySchema)),
    produces: 'text/csv',
  }),
  get: defineEndpoint({ method: 'GET', path: '/api/expenses/:id', params: idParamsSchema, response: expenseListItemSchema }),
  create: defineEndpoint({ method: 'POST', path: '/api/expenses', body: expenseInputSchema, response: expenseListItemSchema, status: 201 }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/expenses/:id',
    params: idParamsSchema,
    body: expenseInputSchema,
    response: expenseListItemSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/expenses/:id',
    params: idParamsSchema,
    response: lazySchema(() => z.null()),
    status: 204,
  }),
};
