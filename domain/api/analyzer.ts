import { dashboardInsightsSchema, projectAnalysisSchema } from '../analyzer/schemas';
import { idParamsSchema } from '../validation';
import { defineEndpoint } from './endpoint';

/**
 * AI Project Analyzer (spec part 2 §2, §3, §7): the dashboard insights over the active projects and one
 * project's analysis, both computed by the built-in engine from the stored figures and refined by a model when
 * one is configured. Pricing and labor costs are domain formulas the screen applies to these figures.
 */
export const analyzerApi = {
  dashboardInsights: defineEndpoint({ method: 'GET', path: '/api/ai/dashboard-insights', response: dashboardInsightsSchema }),
  projectAnalysis: defineEndpoint({
    method: 'GET',
    path: '/api/ai/project-analysis/:id',
    params: idParamsSchema,
    response: projectAnalysisSchema,
  }),
};
