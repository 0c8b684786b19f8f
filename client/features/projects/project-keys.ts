import { queryOptions } from '@tanstack/react-query';
import type { RequestOf } from '../../../domain/api/endpoint';
import { projectsApi } from '../../../domain/api/projects';
import { callApi } from '../../lib/call-api';

/** GET /api/projects filters as its contract takes them: active='true'|'false'; the dashboard asks for the latest few (order=recent, limit). */
export type ProjectListParams = NonNullable<RequestOf<typeof projectsApi.list>['query']>;

/** Query keys of project lists and details; every key starts with 'projects'. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (params: ProjectListParams = {}) => [...projectKeys.lists(), params] as const,
  details: () => [...projectKeys.all, 'detail'] as const,
  detail: (id: number) => [...projectKeys.details(), id] as const,
};

/** Each key with the call that fills it (contracts: domain/api/projects.ts); answers typed and checked by them. */
export const projectQueries = {
  /** GET /api/projects?…: every project (or the active/inactive ones) with its totals. */
  list: (params: ProjectListParams = {}) =>
    queryOptions({ queryKey: projectKeys.list(params), queryFn: () => callApi(projectsApi.list, { query: params }) }),
  /** GET /api/projects/{id}: one project with its figures, photo flags and nested rows. */
  detail: (id: number) =>
    queryOptions({ queryKey: projectKeys.detail(id), queryFn: () => callApi(projectsApi.detail, { params: { id } }) }),
};
