import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ResponseOf } from '../../../domain/api/endpoint';
import { photosApi } from '../../../domain/api/photos';
import type { photoUploadFieldsSchema } from '../../../domain/photos';
import { invalidateAfterWrite } from '../../app/data-changes';
import { ApiError } from '../../lib/api';
import { callApi, endpointUrl, parseAnswer } from '../../lib/call-api';
import { photoQueries } from './photo-queries';

/** Stacking layers (Mantine's modal is 200, popovers 300, the shared confirmation 350): see dialog-on-top.ts. */
export const PHOTO_DETAIL_Z_INDEX = 240;
export const REQUIRED_PHOTOS_Z_INDEX = 250;
export const CAMERA_Z_INDEX = 270;

/** The photos of a project, newest first; fetched only while `enabled` (a closed dialog asks for nothing). */
export function usePhotos(projectId: number, enabled = true) {
  return useQuery({ ...photoQueries.project(projectId), enabled });
}

/** Photos and the project's photo flags move together (the flags live on the project row). */
export function invalidatePhotoData(queryClient: QueryClient): Promise<unknown> {
  return invalidateAfterWrite(queryClient, 'project_photos', 'projects');
}

/** The text fields sent with a photo (domain/photos.ts photoUploadFieldsSchema), as the form holds them. */
export type UploadFields = Record<keyof z.input<typeof photoUploadFieldsSchema>, string>;

/** Answer of the upload: the stored photo, and whether the same file was already there. */
type UploadResult = ResponseOf<typeof photosApi.upload>;

/**
 * POST /api/projects/{id}/photos with one file (multipart field `photo`). XMLHttpRequest rather than fetch so the
 * upload reports its progress (0..1); errors are ApiError like every other call, and the answer is parsed by the
 * contract's response schema (domain/api/photos.ts) as callApi does.
 */
export function uploadPhoto(
  projectId: number,
  file: File,
  fields: UploadFields,
  onProgress: (fraction: number) => void,
): Promise<UploadResult> {
  const endpoint = photosApi.upload;
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v.trim()) form.append(k, v.trim());
  form.append('photo', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, endpointUrl(endpoint, { params: { id: projectId } }));
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
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, `${xhr.status}: ${xhr.responseText || xhr.statusText}`, body));
        return;
      }
      try {
        resolve(parseAnswer(endpoint, xhr.status, body));
      } catch (e) {
        reject(e);
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'The server could not be reached', null));
    xhr.send(form);
  });
}

/** DELETE /api/photos/{id}. */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (photoId: number): Promise<void> => {
      await callApi(photosApi.remove, { params: { id: photoId } });
    },
    onSuccess: () => invalidatePhotoData(queryClient),
  });
}

/** PUT /api/projects/{id}/photos/status: records that before or completion photos were requested. */
export function useRecordPhotoRequest(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: 'before' | 'completion') => callApi(photosApi.recordRequest, { params: { id: projectId }, body: { type } }),
    onSuccess: () => invalidatePhotoData(queryClient),
  });
}
