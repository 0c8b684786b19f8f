import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhotoFlags, PhotoUploadResult } from '../../../domain/photos';
import { invalidateAfterWrite } from '../../app/data-changes';
import { ApiError, apiRequest } from '../../lib/api';
import { photoQueries } from './photo-keys';

/** Stacking layers (Mantine's modal is 200, popovers 300, the shared confirmation 350): see dialog-on-top.ts. */
export const PHOTO_DETAIL_Z_INDEX = 240;
export const REQUIRED_PHOTOS_Z_INDEX = 250;
export const CAMERA_Z_INDEX = 270;

/** The photos of a project, newest first. */
export function usePhotos(projectId: number) {
  return useQuery(photoQueries.project(projectId));
}

/** Photos and the project's photo flags move together (the flags live on the project row). */
export function invalidatePhotoData(queryClient: QueryClient): Promise<unknown> {
  return invalidateAfterWrite(queryClient, 'project_photos', 'projects');
}

export type UploadFields = { category: string; caption: string; location: string; takenBy: string };

/**
 * POST /api/projects/{id}/photos with one file (multipart field `photo`). XMLHttpRequest rather than fetch so the
 * upload reports its progress (0..1); errors are ApiError like every other call.
 */
export function uploadPhoto(
  projectId: number,
  file: File,
  fields: UploadFields,
  onProgress: (fraction: number) => void,
): Promise<PhotoUploadResult> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v.trim()) form.append(k, v.trim());
  form.append('photo', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/projects/${projectId}/photos`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as PhotoUploadResult);
      else reject(new ApiError(xhr.status, `${xhr.status}: ${xhr.responseText || xhr.statusText}`, body));
    };
    xhr.onerror = () => reject(new ApiError(0, 'The server could not be reached', null));
    xhr.send(form);
  });
}

/** DELETE /api/photos/{id}. */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) => apiRequest<void>('DELETE', `/api/photos/${photoId}`),
    onSuccess: () => invalidatePhotoData(queryClient),
  });
}

/** PUT /api/projects/{id}/photos/status: records that before or completion photos were requested. */
export function useRecordPhotoRequest(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: 'before' | 'completion') => apiRequest<PhotoFlags>('PUT', `/api/projects/${projectId}/photos/status`, { type }),
    onSuccess: () => invalidatePhotoData(queryClient),
  });
}
