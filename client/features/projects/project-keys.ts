import { queryOptions } from '@tanstack/react-query';
import type { Project } from '../../../domain/projects';
import { apiGet } from '../../lib/api';

/** GET /api/projects filters: active=true|false; the dashboard asks for the latest few (order=recent, limit). */
export type ProjectListParams = { active?: boolean; order?: 'recent'; limit?: number };

/** Query keys of project lists and details; every key starts with 'projects'. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (params: ProjectListParams = {}) => [...projectKeys.lists(), params] as const,
  details: () => [...projectKeys.all, 'detail'] as const,
  detail: (id: number) => [...projectKeys.details(), id] as const,
};

/** The project queries: key, URL and answer type together. */
export const projectQueries = {
  /** GET /api/projects?…: every project (or the active/inactive ones) with its totals. */
  list: (params: ProjectListParams = {}) =>
    queryOptions({ queryKey: projectKeys.list(params), queryFn: () => apiGet<Project[]>('/api/projects', params) }),
  /** GET /api/projects/{id}: one project with its figures and photo flags. */
  detail: (id: number) => queryOptions({ queryKey: projectKeys.detail(id), queryFn: () => apiGet<Project>(`/api/projects/${id}`) }),
};
