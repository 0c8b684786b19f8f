import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lazyRoutes, routeShellName } from '../../scripts/vite-route-preload.mjs';
import { IMMUTABLE, REVALIDATE, registerClientAssets } from './client-assets';

const SHELL = '<!doctype html><title>shell</title>'.padEnd(2000, ' ');
const SCRIPT = 'console.log("app");'.repeat(200);
const PROJECTS_SHELL = '<!doctype html><link rel="modulepreload" href="/assets/projects-page-Zz.js">'.padEnd(2000, ' ');

/** A built client as Vite + precompress() leave it: every text file with .br and .gz copies. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-client-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'routes'));
  for (const [name, text] of [
    ['index.html', SHELL],
    ['routes/projects.html', PROJECTS_SHELL],
    ['assets/index-Ab12Cd.js', SCRIPT],
  ]) {
    fs.writeFileSync(path.join(dir, name), text);
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(text));
  }
  fs.writeFileSync(path.join(dir, 'assets/tiny-Xy.css'), 'a{}');
  return dir;
}

describe('built client serving', () => {
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = fakeBuild();
    app = Fastify();
    await registerClientAssets(app, dir);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends the brotli copy of a fingerprinted script to a browser that accepts it, cached for a year', async () => {
    const res = await app.inject({ url: '/assets/index-Ab12Cd.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file, by Accept-Encoding', async () => {
    const gz = await app.inject({ url: '/assets/index-Ab12Cd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ url: '/assets/index-Ab12Cd.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    // A small file has no compressed copies: served as it is, still immutable.
    const css = await app.inject({ url: '/assets/tiny-Xy.css', headers: { 'accept-encoding': 'br' } });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers client-side routes with the compressed app shell, revalidated on every use', async () => {
    for (const url of ['/', '/payroll?week=2026-08-09', '/no-such-screen']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe(REVALIDATE);
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SHELL);
    }
    // A screen with its own shell (its chunks preloaded) gets that one, sub-paths and query strings included.
    for (const url of ['/projects', '/projects?search=lanai', '/projects/12']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe(REVALIDATE);
      expect(zlib.gunzipSync(res.rawPayload).toString(), url).toBe(PROJECTS_SHELL);
    }
    const again = await app.inject({
      url: '/index.html',
      headers: { 'if-none-match': (await app.inject({ url: '/index.html' })).headers.etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('keeps unknown API, upload and non-GET routes as JSON 404s', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['GET', '/uploads/photos/x.jpg'],
      ['POST', '/projects'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: `No route ${method} ${url}` });
    }
  });
});

describe('per-screen shells of the build', () => {
  it('finds every lazy screen of the router, so each gets a shell with its chunks preloaded', () => {
    const routes = lazyRoutes(fs.readFileSync(path.join(import.meta.dirname, '../../client/app/router.tsx'), 'utf8'));
    expect(routes.get('/')).toBe('../features/dashboard/dashboard-page');
    expect(routes.get('/projects')).toBe('../features/projects/projects-page');
    expect(routes.get('/payroll')).toBe('../features/payroll/payroll-page');
    expect(routes.size).toBeGreaterThanOrEqual(10);
    expect([routeShellName('/'), routeShellName('/projects')]).toEqual(['home.html', 'projects.html']);
  });
});
