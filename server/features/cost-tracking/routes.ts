import { z } from 'zod';
import { costSummarySchema, dailyCostItemSchema, dailyExpensesQuerySchema, statusAnalysisSchema } from '../../../domain/cost-tracking';
import { todayIso } from '../../../domain/dates';
import { idParamsSchema } from '../../../domain/validation';
import type { Feature } from '../../context';
import { costSummary, dailyExpenses, statusAnalysis } from './service';

/** The Cost Tracking panel of an existing project. */
export const costTrackingRoutes: Feature =
  ({ db, cache }) =>
  async (app) => {
    // Cached per project (and day, for the schedule), dropped on every write; see server/http/response-cache.ts.
    app.get(
      '/api/projects/:id/cost-summary',
      { schema: { params: idParamsSchema, response: { 200: costSummarySchema } } },
      async (req, reply) => cache.respond(reply, `cost-summary:${req.params.id}`, costSummarySchema, () => costSummary(db, req.params.id)),
    );

    app.get(
      '/api/projects/:id/status-analysis',
      { schema: { params: idParamsSchema, response: { 200: statusAnalysisSchema } } },
      async (req, reply) => {
        const today = todayIso();
        return cache.respond(reply, `status:${req.params.id}:${today}`, statusAnalysisSchema, () =>
          statusAnalysis(db, req.params.id, today),
        );
      },
    );

    app.get(
      '/api/projects/:id/daily-expenses',
      { schema: { params: idParamsSchema, querystring: dailyExpensesQuerySchema, response: { 200: z.array(dailyCostItemSchema) } } },
      (req) => dailyExpenses(db, req.params.id, req.query.date ?? todayIso()),
    );
  };
