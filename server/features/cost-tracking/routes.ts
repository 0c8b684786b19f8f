import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { costSummarySchema, dailyCostItemSchema, dailyExpensesQuerySchema, statusAnalysisSchema } from '../../../domain/cost-tracking';
import { todayIso } from '../../../domain/dates';
import { idParamsSchema } from '../../../domain/validation';
import type { Db } from '../../db/client';
import { costSummary, dailyExpenses, statusAnalysis } from './service';

/** The Cost Tracking panel of an existing project. */
export const costTrackingRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/api/projects/:id/cost-summary', { schema: { params: idParamsSchema, response: { 200: costSummarySchema } } }, (req) =>
    costSummary(db, req.params.id),
  );

  app.get('/api/projects/:id/status-analysis', { schema: { params: idParamsSchema, response: { 200: statusAnalysisSchema } } }, (req) =>
    statusAnalysis(db, req.params.id, todayIso()),
  );

  app.get(
    '/api/projects/:id/daily-expenses',
    { schema: { params: idParamsSchema, querystring: dailyExpensesQuerySchema, response: { 200: z.array(dailyCostItemSchema) } } },
    (req) => dailyExpenses(db, req.params.id, req.query.date ?? todayIso()),
  );
};
