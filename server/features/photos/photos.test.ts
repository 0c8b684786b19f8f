import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoUploadResult } from '../../../domain/photos';
import { photoSchema } from '../../../domain/photos';
import { temporaryStorage } from '../../adapters/storage';
import type { FieldError } from '../../http/errors';
import { projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, postUpload, rowCount, startTestServer, type TestServer } from '../../test/harness';

const png = (width: number, height: number, color = { r: 200, g: 80, b: 40 }) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 220 } } })
    .jpeg()
    .toBuffer();

/** A minimal HEIC file: an ftyp box with major brand 'heic' and compatible brands, then filler bytes. */
const heic = () => Buffer.concat([Buffer.from('00000018667479706865696300000000686569636d696631', 'hex'), Buffer.alloc(2048, 7)]);

/** An upload's answer: the result, or on a refusal only message (and field errors). */
type UploadBody = PhotoUploadResult & { message: string; errors?: FieldError[] };

describe.each(databaseKinds)('photos API on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let projectId: number;

  const listFiles = async () => {
    const names: string[] = [];
    for (const area of ['photos', 'thumbnails']) {
      const dir = path.join(server.storage.root, area);
      const entries = await fs.readdir(dir).catch(() => [] as string[]);
      names.push(...entries.map((e) => `${area}/${e}`));
    }
    return names.sort();
  };
  const upload = (id: number, file: Buffer, name: string, type: string, fields: Record<string, string> = {}) =>
    postUpload<UploadBody>(server, `/api/projects/${id}/photos`, { field: 'photo', data: file, name, type }, fields);
  const getBytes = async (url: string | null) => {
    if (url === null) throw new Error('expected a URL (the photo has no thumbnail)');
    const res = await fetch(server.url + url);
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const flags = async (id: number) => {
    const p = (await api.get(`/api/projects/${id}`)).body;
    return {
      hasBeforePhotos: p.hasBeforePhotos,
      hasCompletionPhotos: p.hasCompletionPhotos,
      beforePhotosRequested: p.beforePhotosRequested,
      completionPhotosRequested: p.completionPhotosRequested,
    };
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    projectId = (await api.post('/api/projects', projectPayload({ name: 'Photo kitchen' }))).body.id;
  });
  afterAll(() => server.close());

  it('uploads, lists newest first, serves the original and a smaller thumbnail, and deletes with the files', async () => {
    const other = (await api.post('/api/projects', projectPayload({ name: 'Other job' }))).body.id;
    const big = await jpeg(1600, 1200);
    const first = await upload(other, big, 'kitchen wall.jpg', 'image/jpeg', {
      caption: '  North wall opened ',
      category: 'progress',
      location: 'Kitchen',
      takenBy: 'Ana Lopez',
    });
    expect(first.status).toBe(201);
    const photo = photoSchema.parse(first.body.photo);
    expect(first.body).toMatchObject({ photoId: photo.id, duplicate: false });
    expect(photo).toMatchObject({
      projectId: other,
      originalName: 'kitchen wall.jpg',
      mimeType: 'image/jpeg',
      size: big.length,
      caption: 'North wall opened',
      category: 'progress',
      location: 'Kitchen',
      takenBy: 'Ana Lopez',
      url: `/uploads/photos/${photo.fileName}`,
      filename: photo.fileName,
    });
    expect(photo.fileName).toMatch(/^\d+-[0-9a-f-]{36}\.jpg$/);
    expect(photo.thumbnailUrl).toMatch(/^\/uploads\/thumbnails\/.+\.webp$/);

    const second = await upload(other, await png(300, 200), 'tile.png', 'image/png', { category: 'before' });
    expect(second.status).toBe(201);
    expect(second.body.photo.category).toBe('before');
    const defaulted = await upload(other, await png(50, 50, { r: 1, g: 2, b: 3 }), 'no-category.png', 'image/png');
    expect(defaulted.body.photo).toMatchObject({ category: 'progress', caption: null, location: null, takenBy: null });

    const list = await api.get(`/api/projects/${other}/photos`);
    expect(list.status).toBe(200);
    expect(list.body.map((p: { id: number }) => p.id)).toEqual([defaulted.body.photoId, second.body.photoId, first.body.photoId]);
    expect((await api.get(`/api/projects/${projectId}/photos`)).body.every((p: { projectId: number }) => p.projectId === projectId)).toBe(
      true,
    );

    const served = await getBytes(photo.url);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(big)).toBe(true);
    const thumb = await getBytes(photo.thumbnailUrl as string);
    const meta = await sharp(thumb.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 360 });
    expect(thumb.bytes.length).toBeLessThan(big.length);

    expect(await api.del(`/api/photos/${photo.id}`)).toEqual({ status: 204, body: null });
    expect((await getBytes(photo.url)).status).toBe(404);
    expect((await getBytes(photo.thumbnailUrl as string)).status).toBe(404);
    expect(await listFiles()).not.toContain(`photos/${photo.fileName}`);
    expect((await api.get(`/api/projects/${other}/photos`)).body).toHaveLength(2);
    expect(await api.del(`/api/photos/${photo.id}`)).toEqual({ status: 404, body: { message: 'Photo not found' } });
  });

  it('keeps the before and completion flags in step with the photos, and records photo requests', async () => {
    const id = (await api.post('/api/projects', projectPayload({ name: 'Flags job' }))).body.id;
    expect(await flags(id)).toEqual({
      hasBeforePhotos: false,
      hasCompletionPhotos: false,
      beforePhotosRequested: false,
      completionPhotosRequested: false,
    });

    const before1 = await upload(id, await png(40, 40), 'b1.png', 'image/png', { category: 'before' });
    const before2 = await upload(id, await png(41, 40), 'b2.png', 'image/png', { category: 'before' });
    await upload(id, await png(42, 40), 'issue.png', 'image/png', { category: 'issue' });
    expect(await flags(id)).toMatchObject({ hasBeforePhotos: true, hasCompletionPhotos: false });
    const after = await upload(id, await png(43, 40), 'after.png', 'image/png', { category: 'after' });
    const done = await upload(id, await png(44, 40), 'done.png', 'image/png', { category: 'completed' });
    expect(await flags(id)).toMatchObject({ hasBeforePhotos: true, hasCompletionPhotos: true });

    await api.del(`/api/photos/${before1.body.photoId}`);
    expect((await flags(id)).hasBeforePhotos).toBe(true); // one before photo is left
    await api.del(`/api/photos/${before2.body.photoId}`);
    expect((await flags(id)).hasBeforePhotos).toBe(false);
    await api.del(`/api/photos/${after.body.photoId}`);
    expect((await flags(id)).hasCompletionPhotos).toBe(true); // the completed photo is left
    await api.del(`/api/photos/${done.body.photoId}`);
    expect((await flags(id)).hasCompletionPhotos).toBe(false);

    expect(await api.put(`/api/projects/${id}/photos/status`, { type: 'before' })).toEqual({
      status: 200,
      body: { hasBeforePhotos: false, hasCompletionPhotos: false, beforePhotosRequested: true, completionPhotosRequested: false },
    });
    expect((await api.put(`/api/projects/${id}/photos/status`, { type: 'completion' })).body.completionPhotosRequested).toBe(true);
    expect(await flags(id)).toMatchObject({ beforePhotosRequested: true, completionPhotosRequested: true });

    const bad = await api.put(`/api/projects/${id}/photos/status`, { type: 'after' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("Type must be 'before' or 'completion'");
    expect(await api.put('/api/projects/999999/photos/status', { type: 'before' })).toEqual({
      status: 404,
      body: { message: 'Project not found' },
    });
  });

  it('ignores a duplicate (same name and size in the same project) without storing it again', async () => {
    const id = (await api.post('/api/projects', projectPayload({ name: 'Dup job' }))).body.id;
    const bytes = await png(60, 60);
    const first = await upload(id, bytes, 'same.png', 'image/png');
    const filesBefore = await listFiles();
    const rowsBefore = await rowCount(server, 'project_photos');
    const again = await upload(id, bytes, 'same.png', 'image/png', { caption: 'again' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ photoId: first.body.photoId, duplicate: true, photo: { caption: null } });
    expect(await rowCount(server, 'project_photos')).toBe(rowsBefore);
    expect(await listFiles()).toEqual(filesBefore);
    // The same file in another project is a new photo there.
    const other = (await api.post('/api/projects', projectPayload({ name: 'Dup other' }))).body.id;
    expect((await upload(other, bytes, 'same.png', 'image/png')).status).toBe(201);
  });

  it('accepts HEIC by its bytes whatever its name, stores it, and answers no thumbnail when it cannot be decoded', async () => {
    const id = (await api.post('/api/projects', projectPayload({ name: 'Heic job' }))).body.id;
    const bytes = heic();
    const res = await upload(id, bytes, 'photo.jpg', 'image/jpeg', { category: 'before' });
    expect(res.status).toBe(201);
    expect(res.body.photo).toMatchObject({ mimeType: 'image/heic', thumbnailUrl: null, originalName: 'photo.jpg' });
    expect(res.body.photo.fileName).toMatch(/\.heic$/);
    expect((await getBytes(res.body.photo.url)).bytes.equals(bytes)).toBe(true);
    const named = await upload(id, Buffer.concat([bytes, Buffer.from('x')]), 'IMG_0042.HEIC', '');
    expect(named.status).toBe(201);
    expect((await flags(id)).hasBeforePhotos).toBe(true);
  });

  it('turns the thumbnail upright by the EXIF orientation', async () => {
    // Stored 200x100 with orientation 6 (rotate 90° clockwise to view): upright it is 100 wide, 200 tall.
    const sideways = await sharp({ create: { width: 200, height: 100, channels: 3, background: { r: 9, g: 9, b: 9 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(projectId, sideways, 'sideways.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const thumb = await getBytes(res.body.photo.thumbnailUrl);
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ width: 100, height: 200 });
  });

  it('refuses wrong bytes, files of 10MB or more, bad fields and unknown projects, storing nothing', async () => {
    const filesBefore = await listFiles();
    const rowsBefore = await rowCount(server, 'project_photos');

    const text = await upload(projectId, Buffer.from('just some notes, not a picture\n'.repeat(20)), 'notes.jpg', 'image/jpeg');
    expect(text).toEqual({
      status: 415,
      body: { message: 'Please select a valid image file (JPEG, PNG, WebP, GIF, BMP, TIFF, IMG, HEIC)' },
    });

    const huge = Buffer.concat([await jpeg(10, 10), Buffer.alloc(10 * 1024 * 1024, 1)]);
    expect(await upload(projectId, huge, 'huge.jpg', 'image/jpeg')).toEqual({
      status: 413,
      body: { message: 'File size must be less than 10MB' },
    });

    const badCategory = await upload(projectId, await png(20, 20), 'c.png', 'image/png', { category: 'selfie' });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.message).toContain('Category must be one of before, progress, after, issue, completed');

    expect(await upload(999999, await png(21, 20), 'd.png', 'image/png')).toEqual({ status: 404, body: { message: 'Project not found' } });
    expect(await api.get('/api/projects/999999/photos')).toEqual({ status: 404, body: { message: 'Project not found' } });
    expect(await api.get('/api/projects/2147483647/photos')).toEqual({ status: 404, body: { message: 'Project not found' } });
    expect(await api.del('/api/photos/2147483647')).toEqual({ status: 404, body: { message: 'Photo not found' } });
    // Beyond int4 cannot be an id: 400 like any other malformed id (docs/decisions/045-input-validation.md, "Ids").
    expect((await api.get('/api/projects/99999999999/photos')).status).toBe(400);
    expect((await api.del('/api/photos/99999999999')).status).toBe(400);
    expect((await api.get('/api/projects/abc/photos')).status).toBe(400);

    const form = new FormData();
    form.append('caption', 'no file');
    const missing = await fetch(`${server.url}/api/projects/${projectId}/photos`, { method: 'POST', body: form });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: 'Please select at least one file' });

    expect(await rowCount(server, 'project_photos')).toBe(rowsBefore);
    expect(await listFiles()).toEqual(filesBefore);
  });

  it('removes the written original again when the upload cannot be completed (no row, no file)', async () => {
    // A storage whose thumbnail write fails after the original was written.
    const inner = await temporaryStorage();
    const failing = await startTestServer(kind, {
      storage: {
        ...inner,
        root: inner.root,
        save: async (area, name, data) => {
          if (area === 'thumbnails') throw new Error('disk full');
          await inner.save(area, name, data);
        },
      },
    });
    try {
      const client = httpClient(failing);
      const id = (await client.post('/api/projects', projectPayload({ name: 'Disk full job' }))).body.id;
      const form = new FormData();
      form.append('category', 'before');
      form.append('photo', new Blob([new Uint8Array(await png(30, 30))], { type: 'image/png' }), 'x.png');
      const res = await fetch(`${failing.url}/api/projects/${id}/photos`, { method: 'POST', body: form });
      expect(res.status).toBe(500);
      expect(await rowCount(failing, 'project_photos')).toBe(0);
      expect(await fs.readdir(path.join(failing.storage.root, 'photos')).catch(() => [])).toEqual([]);
      expect((await client.get(`/api/projects/${id}`)).body.hasBeforePhotos).toBe(false);
    } finally {
      await failing.close();
      await fs.rm(inner.root, { recursive: true, force: true });
    }
  }, 90_000); // starts its own server: a fresh PGlite took over 30 s on the loaded 2-core CI machine
});
