import path from 'node:path';
import { localDiskStorage } from './local-disk';
import type { S3Settings } from './s3';
import type { FileStorage } from './types';

/**
 * The storage the configuration asks for (server and CLI alike): the S3-compatible bucket when S3_ENDPOINT is
 * set (checked to be reachable, or a clear error), otherwise DATA_DIR/uploads on this machine.
 */
export async function openStorage(s3: S3Settings | null, dataDir: string): Promise<FileStorage> {
  if (!s3) return localDiskStorage(path.join(dataDir, 'uploads'));
  const { s3Storage } = await import('./s3');
  const storage = s3Storage(s3);
  await storage.check();
  return storage;
}
