import { queryOptions } from '@tanstack/react-query';
import type { Photo } from '../../../domain/photos';
import { apiGet } from '../../lib/api';

/** Query keys of project photos; every key starts with 'photos'. */
export const photoKeys = {
  all: ['photos'] as const,
  project: (projectId: number) => [...photoKeys.all, projectId] as const,
};

export const photoQueries = {
  /** GET /api/projects/{id}/photos: newest first. */
  project: (projectId: number) =>
    queryOptions({ queryKey: photoKeys.project(projectId), queryFn: () => apiGet<Photo[]>(`/api/projects/${projectId}/photos`) }),
};
