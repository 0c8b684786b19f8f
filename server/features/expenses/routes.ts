import { z } from 'zod';
import {
  expenseFilterSchema,
  expenseInputSchema,
  expenseListItemSchema,
  expenseListQuerySchema,
  expenseSummarySchema,
} from '../../../domain/expenses';
import { idParamsSchema } from '../../../domain/validation';
import type { Feature } from '../../context';
import { createExpense, deleteExpense, expenseSummary, getExpense, listExpenses, updateExpense } from './service';

const expenseListSchema = z.array(expenseListItemSchema);

export const expenseRoutes: Feature =
  ({ db, cache }) =>
  async (app) => {
    // Pages and tiles are cached per query (bounded), dropped on every write; see server/http/response-cache.ts.
    app.get(
      '/api/expenses',
      { schema: { querystring: expenseListQuerySchema, response: { 200: expenseListSchema } } },
      async (req, reply) =>
        cache.respond(reply, `expenses:${JSON.stringify(req.query)}`, expenseListSchema, () => listExpenses(db, req.query)),
    );

    // Registered before /api/expenses/:id so 'summary' is never read as an id.
    app.get(
      '/api/expenses/summary',
      { schema: { querystring: expenseFilterSchema, response: { 200: expenseSummarySchema } } },
      async (req, reply) =>
        cache.respond(reply, `expense-summary:${JSON.stringify(req.query)}`, expenseSummarySchema, () => expenseSummary(db, req.query)),
    );

    app.get('/api/expenses/:id', { schema: { params: idParamsSchema, response: { 200: expenseListItemSchema } } }, (req) =>
      getExpense(db, req.params.id),
    );

    app.post('/api/expenses', { schema: { body: expenseInputSchema, response: { 201: expenseListItemSchema } } }, async (req, reply) =>
      reply.status(201).send(await createExpense(db, req.body)),
    );

    app.put(
      '/api/expenses/:id',
      { schema: { params: idParamsSchema, body: expenseInputSchema, response: { 200: expenseListItemSchema } } },
      (req) => updateExpense(db, req.params.id, req.body),
    );

    app.delete('/api/expenses/:id', { schema: { params: idParamsSchema, response: { 204: z.null() } } }, async (req, reply) => {
      await deleteExpense(db, req.params.id);
      return reply.status(204).send(null);
    });
  };
