import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  COMPLETION_PHOTO_CATEGORIES,
  type Photo,
  type PhotoFlags,
  type PhotoStatusBody,
  type PhotoUploadFields,
  type PhotoUploadResult,
  thumbnailName,
} from '../../../domain/photos';
import { loadSharp } from '../../adapters/heavy-modules';
import type { FileStorage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { notFound } from '../../http/errors';
import type { UploadedFile } from '../../http/upload';

/** Thumbnail width in pixels: enough for a gallery tile on a high-density phone screen. */
const THUMBNAIL_WIDTH = 480;

// image_data holds the thumbnail's storage name (null when none could be made); see docs/decisions/.
const photoJson = sql`json_build_object(
  'id', ph.id, 'projectId', ph.project_id, 'fileName', ph.file_name, 'filename', ph.file_name,
  'originalName', ph.original_name, 'mimeType', ph.mime_type, 'size', ph.file_size,
  'caption', ph.caption, 'category', ph.category, 'location', ph.location, 'takenBy', ph.taken_by, 'enteredBy', ph.entered_by,
  'url', '/uploads/photos/' || ph.file_name,
  'thumbnailUrl', CASE WHEN ph.image_data IS NULL THEN NULL ELSE '/uploads/thumbnails/' || ph.image_data END,
  'createdAt', ${isoTimestamp(sql`ph.created_at`)}, 'uploadedAt', ${isoTimestamp(sql`ph.created_at`)})`;

const completionList = sql.raw(COMPLETION_PHOTO_CATEGORIES.map((c) => `'${c}'`).join(', '));

/** Sets hasBeforePhotos / hasCompletionPhotos from the photos the project holds now (same transaction as the change). */
async function refreshPhotoFlags(db: Db, projectId: number): Promise<void> {
  await db.execute(sql`UPDATE projects SET
      has_before_photos = EXISTS (SELECT 1 FROM project_photos WHERE project_id = ${projectId} AND category = 'before'),
      has_completion_photos = EXISTS (SELECT 1 FROM project_photos WHERE project_id = ${projectId} AND category IN (${completionList})),
      updated_at = now()
    WHERE id = ${projectId}`);
}

/** The photos of a project, newest first, in one statement; 404 'Project not found' for an unknown project. */
export async function listPhotos(db: Db, projectId: number): Promise<Photo[]> {
  const [row] = await rows<{ found: boolean; body: string }>(
    db.execute(sql`SELECT EXISTS (SELECT 1 FROM projects WHERE id = ${projectId}::bigint) AS found,
      (SELECT coalesce(json_agg(${photoJson} ORDER BY ph.created_at DESC, ph.id DESC), '[]')::text
         FROM project_photos ph WHERE ph.project_id = ${projectId}::bigint) AS body`),
  );
  if (!row.found) throw notFound('Project');
  return JSON.parse(row.body) as Photo[];
}

async function getPhoto(db: Db, id: number): Promise<Photo> {
  const [row] = await rows<{ body: Photo }>(
    db.execute(sql`SELECT ${photoJson} AS body FROM project_photos ph WHERE ph.id = ${id}::bigint`),
  );
  if (!row) throw notFound('Photo');
  return typeof row.body === 'string' ? (JSON.parse(row.body) as Photo) : row.body;
}

/**
 * A ~480 px wide WebP of the image, turned upright by its EXIF orientation; null when sharp cannot decode the
 * format (HEIC without a HEVC decoder, BMP): the photo is still stored and downloadable.
 */
export async function makeThumbnail(buffer: Buffer): Promise<Buffer | null> {
  const sharp = await loadSharp();
  try {
    return await sharp(buffer, { failOn: 'error' })
      .rotate()
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * Stores an uploaded photo for a project. The same file (original name and size) uploaded again to the same
 * project is not stored twice: the existing photo is answered with duplicate: true. The row and the project's
 * photo flags are written in one transaction (the project row locked, so two identical uploads cannot both
 * pass the duplicate check); the files are written inside it and removed again if it does not commit.
 */
export async function createPhoto(
  db: Db,
  storage: FileStorage,
  projectId: number,
  file: UploadedFile,
  fields: PhotoUploadFields,
  /** The user uploading (null: sign-in off): a foreman deletes only his own photos (issue 38 scope 2). */
  enteredBy: number | null = null,
): Promise<PhotoUploadResult> {
  // The thumbnail is made before the transaction, so no lock is held while sharp works.
  const thumbnail = await makeThumbnail(file.buffer);
  const fileName = `${projectId}-${randomUUID()}.${file.ext}`;
  const thumbName = thumbnail ? thumbnailName(fileName) : null;
  // True while files are written but their row is not committed: they are removed if the transaction fails.
  let saved = false;
  try {
    const result = await db.transaction(async (tx) => {
      const [project] = await rows<{ id: number }>(tx.execute(sql`SELECT id FROM projects WHERE id = ${projectId}::bigint FOR UPDATE`));
      if (!project) throw notFound('Project');
      const [existing] = await rows<{ id: number }>(
        tx.execute(sql`SELECT id FROM project_photos WHERE project_id = ${projectId}
          AND original_name = ${file.originalName} AND file_size = ${file.size} ORDER BY id LIMIT 1`),
      );
      if (existing) return { photoId: existing.id, duplicate: true };

      saved = true;
      await storage.save('photos', fileName, file.buffer);
      if (thumbnail && thumbName) await storage.save('thumbnails', thumbName, thumbnail);
      const [row] = await rows<{ id: number }>(
        tx.execute(sql`INSERT INTO project_photos (project_id, file_name, original_name, mime_type, file_size, image_data, caption, category, location, taken_by, entered_by)
          VALUES (${projectId}, ${fileName}, ${file.originalName}, ${file.mimeType}, ${file.size}, ${thumbName},
            ${fields.caption}, ${fields.category}, ${fields.location}, ${fields.takenBy}, ${enteredBy}) RETURNING id`),
      );
      await refreshPhotoFlags(tx, projectId);
      return { photoId: row.id, duplicate: false };
    });
    saved = false; // committed: the files belong to the row now
    return { ...result, photo: await getPhoto(db, result.photoId) };
  } catch (e) {
    if (saved) {
      await storage.remove('photos', fileName);
      if (thumbName) await storage.remove('thumbnails', thumbName);
    }
    throw e;
  }
}

/** Deletes a photo row (and refreshes the project's flags) in one transaction, then its files; 404 when unknown. */
export async function deletePhoto(db: Db, storage: FileStorage, id: number): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await rows<{ projectId: number; fileName: string; thumbName: string | null }>(
      tx.execute(sql`DELETE FROM project_photos WHERE id = ${id}::bigint
        RETURNING project_id AS "projectId", file_name AS "fileName", image_data AS "thumbName"`),
    );
    if (!row) throw notFound('Photo');
    await refreshPhotoFlags(tx, row.projectId);
    return row;
  });
  await storage.remove('photos', removed.fileName);
  if (removed.thumbName) await storage.remove('thumbnails', removed.thumbName);
}

/** Records that before or completion photos were requested (Skip Photos or Continue); answers the flags. */
export async function recordPhotoRequest(db: Db, projectId: number, body: PhotoStatusBody): Promise<PhotoFlags> {
  const column = body.type === 'before' ? sql`before_photos_requested` : sql`completion_photos_requested`;
  const [row] = await rows<PhotoFlags>(
    db.execute(sql`UPDATE projects SET ${column} = true, updated_at = now() WHERE id = ${projectId}::bigint
      RETURNING has_before_photos AS "hasBeforePhotos", has_completion_photos AS "hasCompletionPhotos",
        before_photos_requested AS "beforePhotosRequested", completion_photos_requested AS "completionPhotosRequested"`),
  );
  if (!row) throw notFound('Project');
  return row;
}
