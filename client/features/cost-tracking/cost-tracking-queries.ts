import { queryOptions } from '@tanstack/react-query';
import { costTrackingApi } from '../../../domain/api/cost-tracking';
import { callApi } from '../../lib/call-api';
import { costTrackingKeys } from './cost-tracking-keys';

/** Each key with the call that fills it (contracts: domain/api/cost-tracking.ts); answers typed and checked by them. */
export const costTrackingQueries = {
  /** GET /api/projects/{id}/cost-summary */
  summary: (projectId: number) =>
    queryOptions({
      queryKey: costTrackingKeys.summary(projectId),
      queryFn: () => callApi(costTrackingApi.summary, { params: { id: projectId } }),
    }),
  /** GET /api/projects/{id}/status-analysis */
  statusAnalysis: (projectId: number) =>
    queryOptions({
      queryKey: costTrackingKeys.statusAnalysis(projectId),
      queryFn: () => callApi(costTrackingApi.statusAnalysis, { params: { id: projectId } }),
    }),
  /** GET /api/projects/{id}/daily-expenses?date=YYYY-MM-DD */
  dailyExpenses: (projectId: number, date: string) =>
    queryOptions({
      queryKey: costTrackingKeys.dailyExpenses(projectId, date),
      queryFn: () => callApi(costTrackingApi.dailyExpenses, { params: { id: projectId }, query: { date } }),
    }),
};
