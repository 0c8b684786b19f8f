import { queryOptions } from '@tanstack/react-query';
import { analysisApi } from '../../../domain/api/analysis';
import { callApi } from '../../lib/call-api';
import { analysisKeys } from './analysis-keys';

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
