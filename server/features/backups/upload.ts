import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { MALFORMED_MULTIPART } from '../../http/upload';

/** Largest backup accepted by POST /api/system/restore (the bench's 200,000 expenses make about 15 MB). */
export const MAX_BACKUP_BYTES = 2 * 1024 * 1024 * 1024;

/**
 * Streams the uploaded backup (multipart field `backup`) to a temporary file, never into memory, and returns
 * its path; the caller removes it. Checked by its content later (verifyBackup), not by its name.
 */
export async function receiveBackup(req: FastifyRequest): Promise<string> {
  if (!req.isMultipart()) throw new AppError('invalid', 'Send the backup file as multipart/form-data in the field "backup"');
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'plumbline-restore-'));
  const file = path.join(dir, 'backup.tar.gz');
  let received = false;
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_BACKUP_BYTES, files: 1, fields: 5, fieldSize: 1024 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'backup') {
        part.file.resume();
        continue;
      }
      await pipeline(part.file, fs.createWriteStream(file));
      if (part.file.truncated) throw new AppError('too_large', 'The backup file is larger than 2 GB');
      received = true;
    }
  } catch (e) {
    await fsp.rm(dir, { recursive: true, force: true });
    if (e instanceof AppError) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('too_large', 'The backup file is larger than 2 GB');
    if (code === 'FST_FILES_LIMIT') throw new AppError('invalid', 'Send one backup file per request');
    throw new AppError('invalid', `${MALFORMED_MULTIPART}: ${(e as Error).message}`);
  }
  if (!received) {
    await fsp.rm(dir, { recursive: true, force: true });
    throw new AppError('invalid', 'No backup file was sent in the field "backup"');
  }
  return file;
}
