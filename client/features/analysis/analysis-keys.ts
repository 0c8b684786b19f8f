import { queryOptions } from '@tanstack/react-query';
import { analysisApi } from '../../../domain/api/analysis';
import { callApi } from '../../lib/call-api';

/** Query keys of a project's analyses; every key starts with 'analysis', then the project id. */
export const analysisKeys = {
  all: ['analysis'] as const,
  project: (projectId: number) => [...analysisKeys.all, projectId] as const,
  profit: (projectId: number) => [...analysisKeys.project(projectId), 'profit'] as const,
  progress: (projectId: number) => [...analysisKeys.project(projectId), 'progress'] as const,
  photoAnalyses: (projectId: number) => [...analysisKeys.project(projectId), 'photo-analyses'] as const,
};

/** Each key with the call that fills it (contracts: domain/api/analysis.ts). */
export const analysisQueries = {
  /** GET /api/projects/{id}/profit-analysis */
  profit: (projectId: number) =>
    queryOptions({ queryKey: analysisKeys.profit(projectId), queryFn: () => callApi(analysisApi.profit, { params: { id: projectId } }) }),
  /** GET /api/projects/{id}/photo-analysis: the progress analysis drawn from the photos. */
  progress: (projectId: number) =>
    queryOptions({
      queryKey: analysisKeys.progress(projectId),
      queryFn: () => callApi(analysisApi.progress, { params: { id: projectId } }),
    }),
  /** GET /api/projects/{id}/photo-analyses: the stored analyses of single photos. */
  photoAnalyses: (projectId: number) =>
    queryOptions({
      queryKey: analysisKeys.photoAnalyses(projectId),
      queryFn: () => callApi(analysisApi.photoAnalyses, { params: { id: projectId } }),
    }),
};
