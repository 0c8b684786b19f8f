import { z } from 'zod';
import { healthMetricsEntrySchema, healthSummaryQuerySchema, healthSummarySchema, projectHealthSchema } from '../health-schemas';
import { idParamsSchema } from '../validation';
import { defineEndpoint } from './endpoint';

/** Project health (spec part 2 §3, §7; DESIGN.md fixes the health-metrics shape). */
export const healthApi = {
  /** Every active project's snapshot metrics. */
  metrics: defineEndpoint({ method: 'GET', path: '/api/projects/health-metrics', response: z.array(healthMetricsEntrySchema) }),
  /** The Health Dashboard's summary, for all active projects or the focus project; trends from stored history. */
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/dashboard/health-summary',
    query: healthSummaryQuerySchema,
    response: healthSummarySchema,
  }),
  /** One project's key metrics, trend analysis, predicted issues and recommendations. */
  project: defineEndpoint({ method: 'GET', path: '/api/projects/:id/health', params: idParamsSchema, response: projectHealthSchema }),
};
