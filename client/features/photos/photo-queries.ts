import { queryOptions } from '@tanstack/react-query';
import { photosApi } from '../../../domain/api/photos';
import { callApi } from '../../lib/call-api';
import { photoKeys } from './photo-keys';

/** Each key with the call that fills it (contracts: domain/api/photos.ts). */
export const photoQueries = {
  /** GET /api/projects/{id}/photos: newest first. */
  project: (projectId: number) =>
    queryOptions({ queryKey: photoKeys.project(projectId), queryFn: () => callApi(photosApi.list, { params: { id: projectId } }) }),
};
