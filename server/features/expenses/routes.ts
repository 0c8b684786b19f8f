import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { expenseListItemSchema, expenseListQuerySchema } from '../../../domain/expenses';
import type { Db } from '../../db/client';
import { listExpenses } from './service';

export const expenseRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/api/expenses', { schema: { querystring: expenseListQuerySchema, response: { 200: z.array(expenseListItemSchema) } } }, (req) =>
    listExpenses(db, req.query),
  );
};
