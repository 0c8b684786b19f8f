import { z } from 'zod';
import { costSummarySchema, dailyCostItemSchema, dailyExpensesQuerySchema, statusAnalysisResponseSchema } from '../cost-tracking';
import { lazySchema } from '../lazy-schema';
import { idParamsSchema } from '../validation';
import { defineEndpoint } from './endpoint';

/** The Cost Tracking panel of a project: totals per bucket, status against budget and schedule, one day's lines. */
export const costTrackingApi = {
  summary: defineEndpoint({ method: 'GET', path: '/api/projects/:id/cost-summary', params: idParamsSchema, response: costSummarySchema }),
  statusAnalysis: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:id/status-analysis',
    params: idParamsSchema,
    response: statusAnalysisResponseSchema,
  }),
  /** ?date= defaults to today. */
  dailyExpenses: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:id/daily-expenses',
    params: idParamsSchema,
    query: dailyExpensesQuerySchema,
    response: lazySchema(() => z.array(dailyCostItemSchema)),
  }),
};
