import { queryOptions } from '@tanstack/react-query';
import { healthApi } from '../../../domain/api/health';
import { callApi } from '../../lib/call-api';
import { healthKeys } from './health-keys';

/** Each key with the call that fills it (contracts: domain/api/health.ts). */
export const healthQueries = {
  /** GET /api/projects/health-metrics */
  metrics: () => queryOptions({ queryKey: healthKeys.metrics(), queryFn: () => callApi(healthApi.metrics) }),
  /** GET /api/dashboard/health-summary[?projectId=] */
  summary: (focus: number | 'all', refresh: number) =>
    queryOptions({
      queryKey: healthKeys.summary(focus, refresh),
      queryFn: () => callApi(healthApi.summary, { query: focus === 'all' ? {} : { projectId: focus } }),
    }),
  /** GET /api/projects/{id}/health */
  project: (projectId: number) =>
    queryOptions({ queryKey: healthKeys.project(projectId), queryFn: () => callApi(healthApi.project, { params: { id: projectId } }) }),
};
