import { queryOptions } from '@tanstack/react-query';
import { teamApi } from '../../../domain/api/team';
import { callApi } from '../../lib/call-api';

/** Query keys of project teams; every key starts with 'team'. */
export const teamKeys = {
  all: ['team'] as const,
  project: (projectId: number) => [...teamKeys.all, projectId] as const,
};

/** Each key with the call that fills it (contracts: domain/api/team.ts). */
export const teamQueries = {
  /** GET /api/projects/{id}/employees: the project's team assignments. */
  project: (projectId: number) =>
    queryOptions({ queryKey: teamKeys.project(projectId), queryFn: () => callApi(teamApi.list, { params: { id: projectId } }) }),
};
