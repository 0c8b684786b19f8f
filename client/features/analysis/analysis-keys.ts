import { queryOptions } from '@tanstack/react-query';
import type { StoredPhotoAnalysis } from '../../../domain/analysis/photo-analysis';
import type { ProfitAnalysisResponse } from '../../../domain/analysis/profit-analysis';
import type { ProgressAnalysisResponse } from '../../../domain/analysis/progress-analysis';
import { apiGet } from '../../lib/api';

/** Query keys of a project's analyses; every key starts with 'analysis', then the project id. */
export const analysisKeys = {
  all: ['analysis'] as const,
  project: (projectId: number) => [...analysisKeys.all, projectId] as const,
  profit: (projectId: number) => [...analysisKeys.project(projectId), 'profit'] as const,
  progress: (projectId: number) => [...analysisKeys.project(projectId), 'progress'] as const,
  photoAnalyses: (projectId: number) => [...analysisKeys.project(projectId), 'photo-analyses'] as const,
};

export const analysisQueries = {
  /** GET /api/projects/{id}/profit-analysis */
  profit: (projectId: number) =>
    queryOptions({
      queryKey: analysisKeys.profit(projectId),
      queryFn: () => apiGet<ProfitAnalysisResponse>(`/api/projects/${projectId}/profit-analysis`),
    }),
  /** GET /api/projects/{id}/photo-analysis: the progress analysis drawn from the photos. */
  progress: (projectId: number) =>
    queryOptions({
      queryKey: analysisKeys.progress(projectId),
      queryFn: () => apiGet<ProgressAnalysisResponse>(`/api/projects/${projectId}/photo-analysis`),
    }),
  /** GET /api/projects/{id}/photo-analyses: the stored analyses of single photos. */
  photoAnalyses: (projectId: number) =>
    queryOptions({
      queryKey: analysisKeys.photoAnalyses(projectId),
      queryFn: () => apiGet<StoredPhotoAnalysis[]>(`/api/projects/${projectId}/photo-analyses`),
    }),
};
