import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInEngine } from '../adapters/ai';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { safeErrorLog } from './errors';

// A 500 is logged with the route and the error, never with the values of the request or the SQL parameters.
describe('logging a 500', () => {
  const lines: string[] = [];
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const secret = { name: 'Ana Lopez-Secret', phone: '555-0199-777' };

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    app = await buildApp({
      database,
      logLevel: 'info',
      logStream: { write: (line: string) => void lines.push(line) },
      ai: builtInEngine,
      ocr: { recognize: async () => ({ text: '', confidence: 0, ms: 0 }), close: async () => {} },
    });
    // A handler whose query fails inside PostgreSQL with personal data among its parameters.
    app.get('/api/test-boom/:id', async () => {
      await database.db.execute(sql`SELECT ${secret.name}::text AS name, ${secret.phone}::int AS phone`);
      return {};
    });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('records the route pattern, the error type and the database code, but no parameter, name or phone number', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/test-boom/7?search=${encodeURIComponent(secret.name)}` });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on the server' });

    const logged = lines.join('\n');
    const entry = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(entry).toMatchObject({ level: 50, route: 'GET /api/test-boom/:id', error: { message: 'Failed query', db: { code: '22P02' } } });
    expect(entry.error.stack).toContain('at ');
    expect(logged).not.toContain(secret.name);
    expect(logged).not.toContain(secret.phone);
    expect(logged).not.toContain('Lopez');
    expect(logged).not.toContain('555-0199');
    expect(logged).not.toContain('params');
  });

  it('redacts quoted values from a database message and keeps only stack frames', () => {
    const err = Object.assign(new Error('duplicate key value: "Ana Lopez"'), { code: '23505', constraint: 'employees_name_key' });
    const safe = safeErrorLog(err);
    expect(safe).toMatchObject({ message: 'duplicate key value: "…"', code: '23505', db: { constraint: 'employees_name_key' } });
    expect(JSON.stringify(safe)).not.toContain('Ana Lopez');
  });
});
