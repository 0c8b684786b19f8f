import { queryOptions } from '@tanstack/react-query';
import { teamApi } from '../../../domain/api/team';
import { callApi } from '../../lib/call-api';
import { teamKeys } from './team-keys';

/** Each key with the call that fills it (contracts: domain/api/team.ts). */
export const teamQueries = {
  /** GET /api/projects/{id}/employees: the project's team assignments. */
  project: (projectId: number) =>
    queryOptions({ queryKey: teamKeys.project(projectId), queryFn: () => callApi(teamApi.list, { params: { id: projectId } }) }),
};
