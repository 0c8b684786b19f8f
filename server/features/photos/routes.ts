import { photosApi } from '../../../domain/api/photos';
import { photoUploadFieldsSchema } from '../../../domain/photos';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { assertEnteredBy, assertProjectInScope, assertRowInScope } from '../../http/scope';
import { IMAGE_MIME_TYPES, IMAGE_TYPE_MESSAGE, readUpload } from '../../http/upload';
import { createPhoto, deletePhoto, listPhotos, recordPhotoRequest } from './service';

/** Project photos (contracts: domain/api/photos.ts): list, upload (multipart field `photo`), delete, and the photo request flags. */
export const photoRoutes: Feature =
  ({ db, storage }) =>
  async (app) => {
    route(app, photosApi.list, async (req) => {
      await assertProjectInScope(db, req.actor, req.params.id);
      return listPhotos(db, req.params.id);
    });

    route(app, photosApi.upload, async (req, reply) => {
      await assertProjectInScope(db, req.actor, req.params.id);
      const file = await readUpload(req, {
        field: 'photo',
        accept: IMAGE_MIME_TYPES,
        typeMessage: IMAGE_TYPE_MESSAGE,
        missingMessage: 'Please select at least one file',
      });
      const fields = photoUploadFieldsSchema.parse(file.fields);
      const result = await createPhoto(db, storage, req.params.id, file, fields, req.actor?.id ?? null);
      // A file already stored for the project answers 200 (nothing new stored).
      if (result.duplicate) reply.code(200);
      return result;
    });

    route(app, photosApi.recordRequest, async (req) => {
      await assertProjectInScope(db, req.actor, req.params.id);
      return recordPhotoRequest(db, req.params.id, req.body);
    });
    route(app, photosApi.remove, async (req) => {
      await assertRowInScope(db, req.actor, 'project_photos', req.params.id);
      await assertEnteredBy(db, req.actor, 'project_photos', req.params.id);
      return deletePhoto(db, storage, req.params.id);
    });
  };
