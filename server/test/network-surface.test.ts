import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInEngine } from '../adapters/ai';
import { type AppOptions, buildApp } from '../app';
import { openDatabase } from '../db/client';
import { CROSS_SITE_REFUSED, HOST_REFUSED } from '../http/network-guard';
import { UNDECODABLE_IMAGE } from '../http/upload';
import { projectPayload } from './factories';
import { databaseKinds, httpClient, rowCount, startTestServer, type TestServer } from './harness';

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#369' } })
    .png()
    .toBuffer();

// Issue 16, network surface: DNS rebinding, cross-site writes, headers, uploads that only look like images.
describe.each(databaseKinds)('network surface on %s', (kind) => {
  let server: TestServer;
  const api = httpClient({
    get url() {
      return server.url;
    },
  });
  let projectId = 0;
  let expenseId = 0;
  beforeAll(async () => {
    server = await startTestServer(kind, { ocr: { recognize: async () => ({ text: '', confidence: 0, ms: 0 }), close: async () => {} } });
    projectId = (await api.post('/api/projects', projectPayload())).body.id;
    expenseId = (
      await api.post('/api/expenses', { projectId, category: 'material', description: 'Lumber', amount: 10, date: '2026-11-02' })
    ).body.id;
  }, 120_000);
  afterAll(() => server?.close());

  const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    fetch(server.url + path, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const evil = { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' };

  it('refuses cross-site POST, PUT and DELETE with 403 and changes nothing', async () => {
    const before = JSON.stringify((await api.get(`/api/projects/${projectId}`)).body);
    const expenses = await rowCount(server, 'expenses');
    for (const [method, path, body] of [
      ['POST', `/api/projects/${projectId}/complete`, undefined],
      ['POST', '/api/expenses', { projectId, category: 'material', description: 'X', amount: 1, date: '2026-11-02' }],
      ['PUT', `/api/projects/${projectId}`, projectPayload({ name: 'Renamed by evil' })],
      ['DELETE', `/api/expenses/${expenseId}`, undefined],
    ] as const) {
      for (const headers of [
        evil as Record<string, string>,
        { origin: 'http://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'null' },
      ]) {
        const res = await send(method, path, headers, body);
        expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(await res.json()).toEqual({ message: CROSS_SITE_REFUSED });
      }
    }
    expect(JSON.stringify((await api.get(`/api/projects/${projectId}`)).body)).toBe(before);
    expect(await rowCount(server, 'expenses')).toBe(expenses);
  });

  it('refuses a cross-site multipart upload and stores nothing', async () => {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'x.png');
    const res = await fetch(`${server.url}/api/projects/${projectId}/photos`, { method: 'POST', body: form, headers: evil });
    expect(res.status).toBe(403);
    expect(await rowCount(server, 'project_photos')).toBe(0);
  });

  it('lets same-origin and header-less writes through', async () => {
    const own = new URL(server.url).origin;
    const body = { projectId, category: 'material', description: 'Nails', amount: 2, date: '2026-11-03' };
    expect((await send('POST', '/api/expenses', { origin: own, 'sec-fetch-site': 'same-origin' }, body)).status).toBe(201);
    expect((await send('POST', '/api/expenses', {}, body)).status).toBe(201);
    expect((await send('POST', '/api/expenses', { 'sec-fetch-site': 'none' }, body)).status).toBe(201);
  });

  it('refuses a foreign Host (DNS rebinding) and answers with security headers', async () => {
    const { request } = await import('node:http');
    const get = (host: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const u = new URL(server.url);
        const req = request({ host: u.hostname, port: u.port, path: '/api/employees', headers: { host } }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    expect(await get('evil.example')).toEqual({ status: 403, body: JSON.stringify({ message: HOST_REFUSED }) });
    expect((await get(`localhost:${new URL(server.url).port}`)).status).toBe(200);
    const res = await fetch(`${server.url}/api/employees`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // Allowed Host values are remembered (network-guard.ts); a refused one never is, and stays refused after them.
    expect((await get(`localhost:${new URL(server.url).port}`)).status).toBe(200);
    expect((await get('evil.example')).status).toBe(403);
  });

  it('sends the same security headers on every kind of answer: JSON, an error, a 404 and the event stream', async () => {
    const expected = {
      'content-security-policy': "default-src 'self';script-src 'self'",
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      'cross-origin-opener-policy': 'same-origin',
      'referrer-policy': 'strict-origin-when-cross-origin',
    };
    const check = (headers: Headers, what: string) => {
      for (const [name, value] of Object.entries(expected)) expect(headers.get(name) ?? '', `${what}: ${name}`).toContain(value);
    };
    check((await fetch(`${server.url}/api/projects`)).headers, 'a list');
    check((await fetch(`${server.url}/api/projects/abc`)).headers, 'a 400');
    check((await fetch(`${server.url}/api/no-such-thing`)).headers, 'a 404');
    const events = new AbortController();
    const stream = await fetch(`${server.url}/api/events`, { signal: events.signal });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    check(stream.headers, 'the event stream');
    events.abort();
  });

  it('refuses HTML behind GIF or JPEG magic bytes, and serves uploads with nosniff', async () => {
    for (const [name, bytes] of [
      ['evil.gif', Buffer.concat([Buffer.from('GIF89a'), Buffer.from('<html><script>alert(1)</script></html>'.repeat(20))])],
      [
        'evil.jpg',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>'.repeat(20))]),
      ],
    ] as const) {
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/gif' }), name);
      const res = await fetch(`${server.url}/api/projects/${projectId}/photos`, { method: 'POST', body: form });
      expect(res.status, name).toBe(415);
      expect(await res.json()).toEqual({ message: UNDECODABLE_IMAGE });
    }
    expect(await rowCount(server, 'project_photos')).toBe(0);

    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'ok.png');
    const ok = await fetch(`${server.url}/api/projects/${projectId}/photos`, { method: 'POST', body: form });
    expect(ok.status).toBe(201);
    const photo = (await ok.json()).photo as { url: string };
    const served = await fetch(server.url + photo.url);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBeNull();
    expect(served.headers.get('content-security-policy')).toContain('sandbox');

    // What the server does not decode (a HEIC photo, a BMP, a receipt PDF) is served as an attachment, never inline.
    for (const [area, name] of [
      ['photos', 'kept.heic'],
      ['photos', 'kept.bmp'],
      ['receipts', 'kept.pdf'],
    ] as const) {
      await server.storage.save(area, name, Buffer.from('<html><script>alert(1)</script></html>'));
      const file = await fetch(`${server.url}/uploads/${area}/${name}`);
      expect(file.status, name).toBe(200);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('content-disposition'), name).toBe(`attachment; filename="${name}"`);
      await file.arrayBuffer();
    }
  });
});

describe('general rate limit', () => {
  it('limits a client beyond this machine, never this machine itself', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const opts: AppOptions = { database, logLevel: 'silent', ai: builtInEngine, security: { rateLimit: { max: 5, windowMs: 60_000 } } };
    const app = await buildApp(opts);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await app.inject({ url: '/api/health', remoteAddress: '192.168.1.20' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      const limited = await app.inject({ url: '/api/health', remoteAddress: '192.168.1.20' });
      expect(limited.json().message).toMatch(/^Rate limit exceeded, retry in/);
      for (let i = 0; i < 10; i++) expect((await app.inject({ url: '/api/health', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});
