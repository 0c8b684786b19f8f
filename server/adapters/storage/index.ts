export { type LocalDiskStorage, localDiskStorage, temporaryStorage } from './local-disk';
export { openStorage } from './open';
// s3.ts is loaded only when S3_ENDPOINT is set (openStorage): the AWS SDK alone adds about 20 MB of memory.
export type { S3Settings } from './s3';
export { assertSafeName, type FileStorage, isStorageArea, SAFE_NAME, STORAGE_AREAS, type StorageArea } from './types';
