import type { RequestOf } from '../../../domain/api/endpoint';
import type { projectsApi } from '../../../domain/api/projects';

/** GET /api/projects filters as its contract takes them: active='true'|'false'; the dashboard asks for the latest few (order=recent, limit). */
export type ProjectListParams = NonNullable<RequestOf<typeof projectsApi.list>['query']>;

/** Query keys of project lists and details; every key starts with 'projects'. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (params: ProjectListParams = {}) => [...projectKeys.lists(), params] as const,
  details: () => [...projectKeys.all, 'detail'] as const,
  detail: (id: number) => [...projectKeys.details(), id] as const,
  /** The trash, under the lists so any write to projects refreshes it. */
  trash: () => [...projectKeys.lists(), 'trash'] as const,
};
