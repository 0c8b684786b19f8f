import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { builtInEngine } from '../adapters/ai';
import { type LocalDiskStorage, temporaryStorage } from '../adapters/storage';
import { type AppOptions, buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { rows } from '../db/sql-fragments';
import { projectPayload } from './factories';

/** The databases API tests run against: always PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseKinds: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type TestServer = {
  url: string;
  database: Database;
  /** The PostgreSQL URL of this server's database (null on PGlite), for a second server or a direct session. */
  databaseUrl: string | null;
  /** Where this server keeps uploads (a fresh temporary directory unless one was passed); tests look inside. */
  storage: LocalDiskStorage;
  close: () => Promise<void>;
};

let counter = 0;

/** A new, empty database on the TEST_DATABASE_URL server, and how to drop it. */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL as string;
  const name = `plumbline_t_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Starts the real app on a fresh, migrated database and a real port. Uploads go to a fresh temporary
 * directory (removed on close) and analyses use the built-in engine whatever AI_* says, unless given;
 * notification checks do not run on their own unless `autoChecks: true`.
 */
export async function startTestServer(
  kind: 'pglite' | 'postgres',
  opts: Pick<
    AppOptions,
    'ai' | 'ocr' | 'sms' | 'geocoder' | 'events' | 'onRoute' | 'backups' | 'auth' | 'autoChecks' | 'trustProxy' | 'writeHealth'
  > & {
    storage?: LocalDiskStorage;
  } = {},
): Promise<TestServer> {
  const pgdb = kind === 'postgres' ? await freshPostgres() : null;
  const database = await openDatabase(pgdb ? { databaseUrl: pgdb.url } : { dataDir: 'memory://' });
  const storage = opts.storage ?? (await temporaryStorage());
  // Notification checks run on their own only where a test asks (autoChecks: true): elsewhere their background
  // writes would race tests that count rows or check that a refused request wrote nothing.
  const app = await buildApp({
    database,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    ai: builtInEngine,
    autoChecks: false,
    ...opts,
    storage,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    databaseUrl: pgdb?.url ?? null,
    storage,
    close: async () => {
      await app.close();
      await database.close();
      await pgdb?.drop();
      if (!opts.storage) await fs.rm(storage.root, { recursive: true, force: true });
    },
  };
}

export type ApiResponse<T = unknown> = { status: number; body: T };

/** A tiny HTTP client over real fetch for a test server (its url is read at each call). */
export function httpClient(server: Pick<TestServer, 'url'>) {
  const call = async <T>(method: string, path: string, body?: unknown, raw?: string): Promise<ApiResponse<T>> => {
    const res = await fetch(server.url + path, {
      method,
      headers: body !== undefined || raw !== undefined ? { 'content-type': 'application/json' } : undefined,
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  };
  return {
    get: <T = any>(path: string) => call<T>('GET', path),
    post: <T = any>(path: string, body?: unknown) => call<T>('POST', path, body),
    put: <T = any>(path: string, body?: unknown) => call<T>('PUT', path, body),
    del: <T = any>(path: string) => call<T>('DELETE', path),
    raw: <T = any>(method: string, path: string, raw: string) => call<T>(method, path, undefined, raw),
  };
}

/** How many rows a table holds: tests check that a refused write left it unchanged. */
export async function rowCount(server: TestServer, table: string): Promise<number> {
  const result = (await server.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as { rows: { n: number }[] };
  return result.rows[0].n;
}

/** One file to send in a multipart upload. */
export type UploadFile = { field: string; data: Buffer | Uint8Array; name: string; type: string };

/**
 * POSTs a multipart form (text fields, then the file when given) like a browser upload and parses the JSON
 * answer; the body is typed by the caller, like httpClient's.
 */
export async function postUpload<T = Record<string, unknown>>(
  server: TestServer,
  path: string,
  file: UploadFile | null,
  fields: Record<string, string> = {},
): Promise<ApiResponse<T>> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const res = await fetch(server.url + path, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as T };
}

/**
 * A describe block's own server for one CRUD resource (suppliers, employees, subcontractors): started before
 * its tests with one project to point expenses and work records at, closed after. api, exec, count and
 * create read the live server, so they can be destructured where the block starts.
 */
export function resourceSuite(
  kind: 'pglite' | 'postgres',
  resource: { path: string; table: string; payload: (overrides?: Record<string, unknown>) => unknown },
) {
  const live = { server: undefined as unknown as TestServer, projectId: 0 };
  const api = httpClient({
    get url(): string {
      return live.server.url;
    },
  });
  const suite = {
    get server(): TestServer {
      return live.server;
    },
    get projectId(): number {
      return live.projectId;
    },
    api,
    exec: <T = Record<string, unknown>>(q: SQL) => rows<T>(live.server.database.db.execute(q)),
    count: () => rowCount(live.server, resource.table),
    /** Creates one through the API (201 expected) from the payload with these overrides. */
    create: async (overrides: Record<string, unknown> = {}) => {
      const res = await api.post(resource.path, resource.payload(overrides));
      expect(res.status).toBe(201);
      return res.body as { id: number; name: string };
    },
  };
  beforeAll(async () => {
    live.server = await startTestServer(kind);
    live.projectId = (await api.post('/api/projects', projectPayload())).body.id;
  });
  afterAll(() => live.server.close());
  return suite;
}
