import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { call, PASSWORD, signIn } from '../../test/auth-client';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { createUser } from '../users/service';

const run = promisify(execFile);

/** `npm run user:add -- …` as a person runs it, the password on stdin. */
async function userAdd(env: Record<string, string>, args: string[], password: string) {
  const child = run(process.execPath, ['--import', 'tsx', 'scripts/user-add.ts', ...args], {
    env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    timeout: 240_000, // a fresh PGlite directory runs initdb and every migration: 115 s seen on the loaded 2-core machine
  });
  child.child.stdin?.end(`${password}\n`);
  return child;
}

// Issue 16 scope 1: when sign-in is required, the Secure flag behind https, session expiry, the first owner
// from the command line.
describe('when sign-in is required', () => {
  it('always beyond loopback (AUTH=off cannot turn it off there), on loopback only with AUTH=on', () => {
    const auth = (env: Record<string, string>) => loadConfig(env).auth;
    expect(auth({})).toBe(false);
    expect(auth({ HOST: '127.0.0.1' })).toBe(false);
    expect(auth({ HOST: '::1' })).toBe(false);
    expect(auth({ HOST: 'localhost' })).toBe(false);
    expect(auth({ AUTH: 'on' })).toBe(true);
    expect(auth({ HOST: '0.0.0.0' })).toBe(true);
    expect(auth({ HOST: '0.0.0.0', AUTH: 'off' })).toBe(true);
    expect(auth({ HOST: '192.168.1.20' })).toBe(true);
    expect(auth({ HOST: '::' })).toBe(true);
  });
});

describe.each(databaseKinds)('sessions on %s (AUTH=on, behind a trusted proxy)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { auth: true, trustProxy: '127.0.0.1' });
    await createUser(server.database.db, { username: 'owner', name: 'Olivia Owner', role: 'owner', employeeId: null, password: PASSWORD });
  }, 120_000);
  afterAll(() => server?.close());

  const login = (headers: Record<string, string>) =>
    fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ username: 'owner', password: PASSWORD }),
    });

  it('marks the cookie Secure when the proxy says the request came over https, and not over plain http', async () => {
    const https = await login({ 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' });
    expect(https.status).toBe(200);
    expect(https.headers.get('set-cookie')).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    const http = await login({});
    expect(http.status).toBe(200);
    expect(http.headers.get('set-cookie')).toMatch(/; HttpOnly; SameSite=Lax$/);
  });

  it('ends a session at its expiry: the cookie no longer opens anything', async () => {
    const { cookie } = await signIn(server.url, 'owner');
    expect((await call(server.url, cookie, 'GET', '/api/projects')).status).toBe(200);
    const [stored] = await rows<{ days: number }>(
      server.database.db.execute(
        sql`SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days FROM sessions ORDER BY created_at DESC LIMIT 1`,
      ),
    );
    expect(stored.days).toBe(7);
    await server.database.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second'`);
    expect((await call(server.url, cookie, 'GET', '/api/projects')).status).toBe(401);
    expect((await call(server.url, cookie, 'GET', '/api/auth/session')).body).toMatchObject({ authRequired: true, user: null });
  });

  it('creates the first owner from the command line (npm run user:add), who can then sign in', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'plumbline-user-add-'));
    await fs.chmod(dir, 0o755); // the embedded PostgreSQL runs as the user postgres, who must enter every folder to DATA_DIR
    try {
      // PostgreSQL: the test server's own database. PGlite: a data directory of its own (one process per directory).
      const env: Record<string, string> = server.databaseUrl
        ? { DATABASE_URL: server.databaseUrl }
        : { DATABASE_URL: '', DATA_DIR: path.join(dir, 'data') };
      const out = await userAdd(env, ['--username', 'Carla', '--name', 'Carla Reyes'], 'a long enough secret');
      expect(out.stdout).toContain('Added owner Carla (Carla Reyes).');
      const short = await userAdd(env, ['--username', 'dan', '--name', 'Dan'], 'short').catch((e) => e as { code: number; stderr: string });
      expect(short).toMatchObject({ code: 1 });
      expect((short as { stderr: string }).stderr).toContain('password: Password must be at least 10 characters');

      if (server.databaseUrl) {
        expect((await signIn(server.url, 'carla', 'a long enough secret')).body.user).toMatchObject({ name: 'Carla Reyes', role: 'owner' });
      } else {
        const database = await openDatabase({ dataDir: path.join(dir, 'data') });
        try {
          const users = await rows<{ username: string; role: string; hash: string }>(
            database.db.execute(sql`SELECT username, role, password_hash AS hash FROM users`),
          );
          expect(users).toHaveLength(1);
          expect(users[0]).toMatchObject({ username: 'Carla', role: 'owner' });
          expect(users[0].hash).toMatch(/^scrypt\$/);
          expect(users[0].hash).not.toContain('a long enough secret');
        } finally {
          await database.close();
        }
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, 420_000);
});
