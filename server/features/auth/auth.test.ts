import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInEngine } from '../../adapters/ai';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { SIGN_IN_MESSAGE } from '../../http/auth';
import { call, PASSWORD, signIn } from '../../test/auth-client';
import { projectPayload } from '../../test/factories';
import { databaseKinds, rowCount, startTestServer, type TestServer } from '../../test/harness';
import { createUser } from '../users/service';
import { WRONG_LOGIN } from './routes';

describe.each(databaseKinds)('accounts and sessions on %s (AUTH=on)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { auth: true });
    await createUser(server.database.db, { username: 'owner', name: 'Olivia Owner', role: 'owner', employeeId: null, password: PASSWORD });
  }, 120_000);
  afterAll(() => server?.close());

  it('asks a signed-out client to sign in, and signs in with an HttpOnly SameSite=Lax cookie', async () => {
    expect(await call(server.url, null, 'GET', '/api/auth/session')).toEqual({
      status: 200,
      body: { authRequired: true, user: null, setupRequired: false },
    });
    expect(await call(server.url, null, 'GET', '/api/projects')).toEqual({ status: 401, body: { message: SIGN_IN_MESSAGE } });
    expect(await call(server.url, null, 'GET', '/uploads/photos/x.png')).toEqual({ status: 401, body: { message: SIGN_IN_MESSAGE } });
    expect((await call(server.url, null, 'GET', '/api/health')).status).toBe(200);

    const wrong = await signIn(server.url, 'owner', 'not the password');
    expect(wrong).toMatchObject({ status: 401, body: { message: WRONG_LOGIN }, setCookie: '' });
    expect((await signIn(server.url, 'nobody')).status).toBe(401);

    const ok = await signIn(server.url, 'OWNER');
    expect(ok.status).toBe(200);
    expect(ok.setCookie).toMatch(/^plumbline_session=[\w-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(ok.body).toEqual({
      authRequired: true,
      user: { id: 1, username: 'owner', name: 'Olivia Owner', role: 'owner' },
      setupRequired: false,
    });
    expect((await call(server.url, ok.cookie, 'POST', '/api/projects', projectPayload())).status).toBe(201);
    expect((await call(server.url, ok.cookie, 'GET', '/api/auth/session')).body.user.name).toBe('Olivia Owner');

    // Sign-out ends the session on the server, not only in the browser.
    expect((await call(server.url, ok.cookie, 'POST', '/api/auth/logout', {})).status).toBe(204);
    expect((await call(server.url, ok.cookie, 'GET', '/api/projects')).status).toBe(401);
  });

  it('lets the owner manage users; office may not, a disabled user or a reset password ends the sessions', async () => {
    const owner = await signIn(server.url, 'owner');
    const add = await call(server.url, owner.cookie, 'POST', '/api/users', {
      username: 'maria',
      name: 'Maria Office',
      role: 'office',
      password: PASSWORD,
    });
    expect(add).toMatchObject({ status: 201, body: { username: 'maria', role: 'office', disabled: false, employeeId: null } });
    expect(JSON.stringify(add.body)).not.toContain('scrypt');
    const dup = await call(server.url, owner.cookie, 'POST', '/api/users', {
      username: 'MARIA',
      name: 'X',
      role: 'office',
      password: PASSWORD,
    });
    expect(dup).toMatchObject({ status: 409, body: { message: 'That username is already taken' } });
    const short = await call(server.url, owner.cookie, 'POST', '/api/users', {
      username: 'x',
      name: 'X',
      role: 'office',
      password: 'short',
    });
    expect(short).toMatchObject({ status: 400, body: { message: 'password: Password must be at least 10 characters' } });

    const maria = await signIn(server.url, 'maria');
    expect((await call(server.url, maria.cookie, 'GET', '/api/projects')).status).toBe(200);
    expect(await call(server.url, maria.cookie, 'GET', '/api/users')).toEqual({
      status: 403,
      body: { message: 'Not available to the Office role' },
    });
    expect((await call(server.url, maria.cookie, 'PUT', '/api/payments/cashapp-config', { cashtag: '$x' })).status).toBe(403);

    const id = add.body.id as number;
    const disable = await call(server.url, owner.cookie, 'PUT', `/api/users/${id}`, {
      name: 'Maria Office',
      role: 'office',
      disabled: true,
    });
    expect(disable).toMatchObject({ status: 200, body: { disabled: true } });
    expect((await call(server.url, maria.cookie, 'GET', '/api/projects')).status).toBe(401);
    expect((await signIn(server.url, 'maria')).status).toBe(401);
    await call(server.url, owner.cookie, 'PUT', `/api/users/${id}`, { name: 'Maria Office', role: 'office', disabled: false });
    const again = await signIn(server.url, 'maria');
    expect((await call(server.url, owner.cookie, 'POST', `/api/users/${id}/password`, { password: 'a brand new secret' })).status).toBe(
      204,
    );
    expect((await call(server.url, again.cookie, 'GET', '/api/projects')).status).toBe(401);
    expect((await signIn(server.url, 'maria', 'a brand new secret')).status).toBe(200);

    // The last enabled owner stays an owner.
    const lastOwner = await call(server.url, owner.cookie, 'PUT', '/api/users/1', { name: 'Olivia', role: 'office', disabled: false });
    expect(lastOwner).toEqual({ status: 409, body: { message: 'Keep at least one enabled owner' } });
  });
});

// Wrong passwords on both engines over real HTTP (the limiter is in memory, the user lookup is the engine's).
describe.each(databaseKinds)('wrong passwords on %s (AUTH=on)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { auth: true });
    await createUser(server.database.db, { username: 'owner', name: 'Olivia Owner', role: 'owner', employeeId: null, password: PASSWORD });
  }, 120_000);
  afterAll(() => server?.close());

  it('answers 401 to five wrong passwords, then 429 even to the right one while the account waits, and opens no session', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn(server.url, 'owner', `guess number ${i}`)).status);
    expect(statuses).toEqual(Array(5).fill(401));
    const limited = await signIn(server.url, 'owner');
    expect(limited).toMatchObject({ status: 429, setCookie: '' });
    expect(limited.body.message).toMatch(/^Too many wrong passwords for this account: try again in 1 s/);
    expect(await rowCount(server, 'sessions')).toBe(0);
  });
});

describe('sign-in limits and the first owner', () => {
  it('rate-limits wrong passwords, and creates the first owner only with the setup code from the log', async () => {
    const lines: string[] = [];
    const database = await openDatabase({ dataDir: 'memory://' });
    const app = await buildApp({
      database,
      auth: true,
      ai: builtInEngine,
      logLevel: 'warn',
      logStream: { write: (l) => void lines.push(l) },
    });
    try {
      const inject = (url: string, payload: unknown) =>
        app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress: '127.0.0.1' });
      const code = /setup code ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(lines.join('\n'))?.[1];
      expect(code).toBeDefined();
      expect((await app.inject({ url: '/api/auth/session' })).json()).toEqual({ authRequired: true, user: null, setupRequired: true });
      const owner = { username: 'olivia', name: 'Olivia Owner', password: PASSWORD };
      expect((await inject('/api/auth/setup', { ...owner, code: 'AAAA-BBBB-CCCC' })).statusCode).toBe(403);
      const made = await inject('/api/auth/setup', { ...owner, code });
      expect(made.statusCode).toBe(201);
      expect(made.json().user).toMatchObject({ username: 'olivia', role: 'owner' });
      expect((await inject('/api/auth/setup', { ...owner, username: 'second', code })).statusCode).toBe(409);

      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await inject('/api/auth/login', { username: 'olivia', password: `guess ${i}` })).statusCode);
      expect(statuses).toEqual(Array(5).fill(401));
      // The account's five free tries are used up: even the right password waits (loopback is not exempt here).
      const limited = await inject('/api/auth/login', { username: 'olivia', password: PASSWORD });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many wrong passwords for this account/);
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000); // builds its own app on a fresh PGlite: about 50 s on the loaded 2-core machine
});
