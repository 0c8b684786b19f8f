import { queryOptions } from '@tanstack/react-query';
import { analyzerApi } from '../../../domain/api/analyzer';
import { callApi } from '../../lib/call-api';
import { analyzerKeys } from './analyzer-keys';

/** Each key with the call that fills it (contracts: domain/api/analyzer.ts). */
export const analyzerQueries = {
  /** GET /api/ai/dashboard-insights */
  insights: () => queryOptions({ queryKey: analyzerKeys.insights(), queryFn: () => callApi(analyzerApi.dashboardInsights) }),
  /** GET /api/ai/project-analysis/{id}: only when a project is chosen (docs/product/calls.md §7). */
  project: (id: number) =>
    queryOptions({ queryKey: analyzerKeys.project(id), queryFn: () => callApi(analyzerApi.projectAnalysis, { params: { id } }) }),
};
