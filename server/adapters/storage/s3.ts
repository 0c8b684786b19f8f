import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeName, type FileStorage, SAFE_NAME, type StorageArea } from './types';

/** S3_* settings (server/config.ts): any S3-compatible service (AWS S3, MinIO, Cloudflare R2, Backblaze B2, …). */
export type S3Settings = {
  /** The service's URL, e.g. https://s3.us-east-1.amazonaws.com or http://minio.internal:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket, so one bucket can hold several installs ('' for none). */
  prefix: string;
  /** Path-style URLs (endpoint/bucket/key); most self-hosted services need it, AWS accepts it. */
  forcePathStyle: boolean;
};

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Uploads in an S3-compatible bucket, shared by every server on the same database (README "Several servers").
 * Keys are `{prefix}{area}/{fileName}`. A put is acknowledged by the service once stored, so a row that points to
 * a file is written only after the file is durable, as on local disk. Served through GET /uploads/{area}/{name}.
 */
export function s3Storage(settings: S3Settings, client?: S3Client): FileStorage & { check(): Promise<void>; close(): void } {
  const s3 =
    client ??
    new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Only the checksums the API requires: several S3-compatible services refuse the newer optional ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const Bucket = settings.bucket;
  const key = (area: StorageArea, fileName: string) => {
    assertSafeName(fileName);
    return `${settings.prefix}${area}/${fileName}`;
  };
  return {
    kind: 's3',
    describe: () => `S3 bucket ${Bucket} at ${settings.endpoint}${settings.prefix ? ` (prefix ${settings.prefix})` : ''}`,
    /** Fails with a clear message when the bucket cannot be reached (checked once at start). */
    async check() {
      try {
        await s3.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        const why = isMissing(err) ? 'does not exist' : `cannot be reached (${(err as Error).name}: ${(err as Error).message})`;
        throw new Error(`S3 storage: the bucket "${Bucket}" at ${settings.endpoint} ${why}. Check S3_ENDPOINT, S3_BUCKET and the keys.`);
      }
    },
    async save(area, fileName, data) {
      await s3.send(new PutObjectCommand({ Bucket, Key: key(area, fileName), Body: data, ContentLength: data.length }));
    },
    async read(area, fileName) {
      try {
        const out = await s3.send(new GetObjectCommand({ Bucket, Key: key(area, fileName) }));
        if (!out.Body) return null;
        return Buffer.from(await out.Body.transformToByteArray());
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async remove(area, fileName) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: key(area, fileName) }));
    },
    async exists(area, fileName) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket, Key: key(area, fileName) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async list(area) {
      const prefix = `${settings.prefix}${area}/`;
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
        for (const o of page.Contents ?? []) {
          const name = o.Key?.slice(prefix.length) ?? '';
          if (SAFE_NAME.test(name)) names.push(name);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names.sort();
    },
    close() {
      s3.destroy();
    },
  };
}
