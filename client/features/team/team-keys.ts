import { queryOptions } from '@tanstack/react-query';
import type { Assignment } from '../../../domain/work-records';
import { apiGet } from '../../lib/api';

/** Query keys of project teams; every key starts with 'team'. */
export const teamKeys = {
  all: ['team'] as const,
  project: (projectId: number) => [...teamKeys.all, projectId] as const,
};

export const teamQueries = {
  /** GET /api/projects/{id}/employees: the project's team assignments. */
  project: (projectId: number) =>
    queryOptions({ queryKey: teamKeys.project(projectId), queryFn: () => apiGet<Assignment[]>(`/api/projects/${projectId}/employees`) }),
};
