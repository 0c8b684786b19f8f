import { queryOptions } from '@tanstack/react-query';
import { photosApi } from '../../../domain/api/photos';
import { callApi } from '../../lib/call-api';

/** Query keys of project photos; every key starts with 'photos'. */
export const photoKeys = {
  all: ['photos'] as const,
  project: (projectId: number) => [...photoKeys.all, projectId] as const,
};

/** Each key with the call that fills it (contracts: domain/api/photos.ts). */
export const photoQueries = {
  /** GET /api/projects/{id}/photos: newest first. */
  project: (projectId: number) =>
    queryOptions({ queryKey: photoKeys.project(projectId), queryFn: () => callApi(photosApi.list, { params: { id: projectId } }) }),
};
