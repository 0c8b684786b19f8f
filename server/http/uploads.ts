import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type FileStorage, isStorageArea, SAFE_NAME } from '../adapters/storage';
import { uploadHeaders } from './security';

/** Content types of what the server stores (photos, thumbnails, receipt images and PDFs). */
const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.avif': 'image/avif',
  '.heic': 'image/heic',
  '.pdf': 'application/pdf',
};

/**
 * Stored photos and receipt images: /uploads/photos/{fileName}, /uploads/thumbnails/{fileName},
 * /uploads/receipts/{fileName}. From local disk the directory is served as static files (ranges, ETags); from
 * object storage (S3) every server reads the file through the adapter, so any server answers for a file another
 * one stored. Names are immutable (the server generates a new one per upload), so browsers may keep them a day.
 */
export async function registerUploads(app: FastifyInstance, storage: FileStorage): Promise<void> {
  if (storage.root) {
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      maxAge: '1d',
      immutable: true,
      // nosniff, no scripts, and anything the server has not decoded as an image downloads as an attachment.
      setHeaders: uploadHeaders,
    });
    return;
  }
  app.get<{ Params: { area: string; fileName: string } }>('/uploads/:area/:fileName', async (req, reply) => {
    const { area, fileName } = req.params;
    if (!isStorageArea(area) || !SAFE_NAME.test(fileName) || fileName.includes('..')) {
      return reply.status(404).send({ message: 'No such file' });
    }
    const data = await storage.read(area, fileName);
    if (!data) return reply.status(404).send({ message: 'No such file' });
    uploadHeaders(reply, fileName);
    return reply
      .header('cache-control', 'public, max-age=86400, immutable')
      .type(CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream')
      .send(data);
  });
}
