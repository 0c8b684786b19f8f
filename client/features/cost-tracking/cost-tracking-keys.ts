import { queryOptions } from '@tanstack/react-query';
import type { CostSummary, DailyCostItem, StatusAnalysis } from '../../../domain/cost-tracking';
import { apiGet } from '../../lib/api';

/** Query keys of job costing; every key starts with 'cost-tracking', then the project id. */
export const costTrackingKeys = {
  all: ['cost-tracking'] as const,
  project: (projectId: number) => [...costTrackingKeys.all, projectId] as const,
  summary: (projectId: number) => [...costTrackingKeys.project(projectId), 'summary'] as const,
  statusAnalysis: (projectId: number) => [...costTrackingKeys.project(projectId), 'status-analysis'] as const,
  dailyExpenses: (projectId: number, date: string) => [...costTrackingKeys.project(projectId), 'daily-expenses', date] as const,
};

export const costTrackingQueries = {
  /** GET /api/projects/{id}/cost-summary */
  summary: (projectId: number) =>
    queryOptions({
      queryKey: costTrackingKeys.summary(projectId),
      queryFn: () => apiGet<CostSummary>(`/api/projects/${projectId}/cost-summary`),
    }),
  /** GET /api/projects/{id}/status-analysis */
  statusAnalysis: (projectId: number) =>
    queryOptions({
      queryKey: costTrackingKeys.statusAnalysis(projectId),
      queryFn: () => apiGet<StatusAnalysis>(`/api/projects/${projectId}/status-analysis`),
    }),
  /** GET /api/projects/{id}/daily-expenses?date=YYYY-MM-DD */
  dailyExpenses: (projectId: number, date: string) =>
    queryOptions({
      queryKey: costTrackingKeys.dailyExpenses(projectId, date),
      queryFn: () => apiGet<DailyCostItem[]>(`/api/projects/${projectId}/daily-expenses`, { date }),
    }),
};
