import { z } from 'zod';
import {
  photoFlagsSchema,
  photoSchema,
  photoStatusBodySchema,
  photoUploadFieldsSchema,
  photoUploadResultSchema,
} from '../../../domain/photos';
import { idParamsSchema } from '../../../domain/validation';
import type { Feature } from '../../context';
import { IMAGE_MIME_TYPES, IMAGE_TYPE_MESSAGE, readUpload } from '../../http/upload';
import { createPhoto, deletePhoto, listPhotos, recordPhotoRequest } from './service';

/** Project photos (spec part 1 §7.2): list, upload (multipart field `photo`), delete, and the before/completion request flags. */
export const photoRoutes: Feature =
  ({ db, storage }) =>
  async (app) => {
    app.get('/api/projects/:id/photos', { schema: { params: idParamsSchema, response: { 200: z.array(photoSchema) } } }, (req) =>
      listPhotos(db, req.params.id),
    );

    app.post(
      '/api/projects/:id/photos',
      { schema: { params: idParamsSchema, response: { 200: photoUploadResultSchema, 201: photoUploadResultSchema } } },
      async (req, reply) => {
        const file = await readUpload(req, {
          field: 'photo',
          accept: IMAGE_MIME_TYPES,
          typeMessage: IMAGE_TYPE_MESSAGE,
          missingMessage: 'Please select at least one file',
        });
        const fields = photoUploadFieldsSchema.parse(file.fields);
        const result = await createPhoto(db, storage, req.params.id, file, fields);
        return reply.status(result.duplicate ? 200 : 201).send(result);
      },
    );

    app.put(
      '/api/projects/:id/photos/status',
      { schema: { params: idParamsSchema, body: photoStatusBodySchema, response: { 200: photoFlagsSchema } } },
      (req) => recordPhotoRequest(db, req.params.id, req.body),
    );

    app.delete('/api/photos/:id', { schema: { params: idParamsSchema, response: { 204: z.null() } } }, async (req, reply) => {
      await deletePhoto(db, storage, req.params.id);
      return reply.status(204).send(null);
    });
  };
