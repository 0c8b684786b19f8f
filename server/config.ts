import path from 'node:path';
import { z } from 'zod';
import { defaultAllowedHosts, isLoopback } from './http/network-guard';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_FIRST_CHECK_SECONDS: z.coerce.number().int().min(0).default(60),
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
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where automatic and downloaded backups are kept (default DATA_DIR/backups). */
  backupDir: string;
  /** Seconds after start before the first check for a due automatic backup. */
  backupFirstCheckMs: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  clientDir: string;
  /** Whether sign-in is required: always beyond loopback, on loopback only with AUTH=on. */
  auth: boolean;
  allowedHosts: string[];
  trustProxy: boolean | string;
};

/** Reads the typed configuration from the environment (the only source of configuration). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = envSchema.parse(env);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    backupFirstCheckMs: e.BACKUP_FIRST_CHECK_SECONDS * 1000,
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
    trustProxy: e.TRUST_PROXY === undefined || e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY,
  };
}
