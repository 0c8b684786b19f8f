import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './adapters/storage';
import { defaultAllowedHosts, isLoopback } from './http/network-guard';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** The embedded engine under DATA_DIR: PostgreSQL (default) or PGlite (server/db/client.ts embeddedEngineOf). */
  DB_ENGINE: z.enum(['postgres', 'pglite', '']).optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_FIRST_CHECK_SECONDS: z.coerce.number().int().min(0).default(60),
  /** On SIGTERM/SIGINT, how long requests under way may take to finish before the process exits. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(3600).default(25),
  /** Sign-in on loopback: off unless "on"; beyond loopback it is always required. */
  AUTH: z.enum(['on', 'off']).optional(),
  /** Comma-separated host names (name or name:port) the server answers for; default the bind address and localhost. */
  ALLOWED_HOSTS: z.string().optional(),
  /** Behind a reverse proxy: trust its X-Forwarded-For/-Proto ("true", or the proxy's addresses, comma-separated). */
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AI_BASE_URL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  SMS_PROVIDER_URL: z.string().optional(),
  SMS_API_KEY: z.string().optional(),
  SMS_FROM: z.string().optional(),
  /** Social media posts: an automation service's URL that receives each due post (else the in-app outbox). */
  SOCIAL_WEBHOOK_URL: z.string().optional(),
  SOCIAL_WEBHOOK_SECRET: z.string().optional(),
  /** Address search (once the owner turns it on in Settings): a Nominatim /search URL; default the public OpenStreetMap one. */
  GEOCODER_URL: z.string().optional(),
  /** Uploads in an S3-compatible bucket instead of DATA_DIR/uploads (several servers on one database). */
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '']).optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where automatic and downloaded backups are kept (default DATA_DIR/backups). */
  backupDir: string;
  /** How long requests under way may take to finish after SIGTERM, milliseconds. */
  shutdownGraceMs: number;
  /** Seconds after start before the first check for a due automatic backup. */
  backupFirstCheckMs: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  clientDir: string;
  /** Whether sign-in is required: always beyond loopback, on loopback only with AUTH=on. */
  auth: boolean;
  allowedHosts: string[];
  trustProxy: boolean | string;
  /** S3-compatible storage for uploads when S3_ENDPOINT is set; otherwise local disk under DATA_DIR/uploads. */
  s3: S3Settings | null;
};

function s3Settings(e: z.infer<typeof envSchema>): S3Settings | null {
  if (!e.S3_ENDPOINT) return null;
  if (!URL.canParse(e.S3_ENDPOINT)) throw new Error(`S3_ENDPOINT is not a URL: ${e.S3_ENDPOINT}`);
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => !e[k]);
  if (missing.length > 0) throw new Error(`S3_ENDPOINT is set but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not`);
  const prefix = e.S3_PREFIX && !e.S3_PREFIX.endsWith('/') ? `${e.S3_PREFIX}/` : (e.S3_PREFIX ?? '');
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET as string,
    region: e.S3_REGION || 'us-east-1',
    accessKeyId: e.S3_ACCESS_KEY_ID as string,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
    prefix,
    forcePathStyle: e.S3_FORCE_PATH_STYLE !== 'false',
  };
}

/** Reads the typed configuration from the environment (the only source of configuration). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = envSchema.parse(env);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    backupFirstCheckMs: e.BACKUP_FIRST_CHECK_SECONDS * 1000,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    backupDir: path.resolve(e.BACKUP_DIR || path.join(e.DATA_DIR, 'backups')),
    logLevel: e.LOG_LEVEL,
    clientDir: path.resolve('dist/client'),
    auth: e.AUTH === 'on' || !isLoopback(e.HOST),
    allowedHosts: defaultAllowedHosts(
      e.HOST,
      e.PORT,
      (e.ALLOWED_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
    ),
    s3: s3Settings(e),
    trustProxy: e.TRUST_PROXY === undefined || e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY,
  };
}
