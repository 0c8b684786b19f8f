import { queryOptions } from '@tanstack/react-query';
import { projectsApi } from '../../../domain/api/projects';
import { callApi } from '../../lib/call-api';
import { type ProjectListParams, projectKeys } from './project-keys';

/** Each key with the call that fills it (contracts: domain/api/projects.ts); answers typed and checked by them. */
export const projectQueries = {
  /** GET /api/projects?…: every project (or the active/inactive ones) with its totals. */
  list: (params: ProjectListParams = {}) =>
    queryOptions({ queryKey: projectKeys.list(params), queryFn: () => callApi(projectsApi.list, { query: params }) }),
  /** GET /api/projects/{id}: one project with its figures, photo flags and nested rows. */
  detail: (id: number) =>
    queryOptions({ queryKey: projectKeys.detail(id), queryFn: () => callApi(projectsApi.detail, { params: { id } }) }),
};
