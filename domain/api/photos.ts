import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { photoFlagsSchema, photoSchema, photoStatusBodySchema, photoUploadResultSchema } from '../photos';
import { idParamsSchema } from '../validation';
import { defineEndpoint } from './endpoint';

/**
 * Project photos (spec part 1 §2.11, §7.2): list, upload, delete, and the before/completion request flags. The
 * upload is multipart: the file in field `photo`, and the text fields of photoUploadFieldsSchema (domain/photos.ts).
 */
export const photosApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:id/photos',
    params: idParamsSchema,
    response: lazySchema(() => z.array(photoSchema)),
  }),
  /** 201 for a new photo, 200 when the same file was already stored (nothing new stored). */
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/projects/:id/photos',
    params: idParamsSchema,
    multipart: true,
    response: photoUploadResultSchema,
    status: 201,
    alsoStatus: [200],
  }),
  recordRequest: defineEndpoint({
    method: 'PUT',
    path: '/api/projects/:id/photos/status',
    params: idParamsSchema,
    body: photoStatusBodySchema,
    response: photoFlagsSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/photos/:id',
    params: idParamsSchema,
    response: lazySchema(() => z.null()),
    status: 204,
  }),
};
