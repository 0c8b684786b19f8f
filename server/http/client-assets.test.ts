import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_LOAD as FIRST_LOAD_DECLARED } from '../../client/app/first-load';
import { firstLoadManifest, lazyRoutes, routeShellName } from '../../scripts/vite-route-preload.mjs';
import { firstLoadLinks, IMMUTABLE, matchRoute, REVALIDATE, registerClientAssets } from './client-assets';

const SHELL = '<!doctype html><title>shell</title>'.padEnd(2000, ' ');
const SCRIPT = 'console.log("app");'.repeat(200);
const PROJECTS_SHELL = '<!doctype html><link rel="modulepreload" href="/assets/projects-page-Zz.js">'.padEnd(2000, ' ');
const PROJECT_SHELL = '<!doctype html><link rel="modulepreload" href="/assets/project-page-Yy.js">'.padEnd(2000, ' ');
const SHELL_CALLS = ['/api/auth/session', '/api/dashboard/stats'];
/** routes/first-load.json as scripts/vite-route-preload.mjs writes it. */
const FIRST_LOAD = [
  { route: '/projects', shell: 'projects.html', shellCalls: SHELL_CALLS, calls: ['/api/projects?active=true'] },
  { route: '/projects/:id', shell: 'projects_:id.html', shellCalls: SHELL_CALLS, calls: ['/api/projects/:id'] },
  { route: '/payroll', shell: 'payroll.html', shellCalls: SHELL_CALLS, calls: ['/api/payroll-advances'] },
  { route: '/shared-snapshot/:data', shell: 'shared-snapshot_:data.html', shellCalls: [], calls: [] },
];
const preloads = (urls: string[]) => urls.map((u) => `<${u}>; rel=preload; as=fetch; crossorigin=use-credentials`).join(', ');

/** A built client as Vite + precompress() leave it: every text file with .br and .gz copies. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-client-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'routes'));
  for (const [name, text] of [
    ['index.html', SHELL],
    ['routes/projects.html', PROJECTS_SHELL],
    ['routes/projects_:id.html', PROJECT_SHELL],
    ['assets/index-Ab12Cd.js', SCRIPT],
  ]) {
    fs.writeFileSync(path.join(dir, name), text);
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(text));
  }
  fs.writeFileSync(path.join(dir, 'assets/tiny-Xy.css'), 'a{}');
  fs.writeFileSync(path.join(dir, 'routes/first-load.json'), JSON.stringify(FIRST_LOAD));
  return dir;
}

describe('built client serving', () => {
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = fakeBuild();
    app = Fastify();
    // The visitor's role, as app.ts reads it from the session cookie: here straight from the cookie.
    await registerClientAssets(app, dir, async (req) => {
      const role = /role=(\w+)/.exec(req.headers.cookie ?? '')?.[1];
      return role === 'owner' || role === 'office' || role === 'foreman' ? role : null;
    });
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
    // A route with its own shell (its chunks preloaded) gets that one, query strings included; a path no route
    // matches gets index.html (the client's 404 page).
    for (const [url, shell] of [
      ['/projects', PROJECTS_SHELL],
      ['/projects?search=lanai', PROJECTS_SHELL],
      ['/projects/12', PROJECT_SHELL],
      ['/projects/12/nothing', SHELL],
      ['/payroll', SHELL], // declared, but the build wrote no shell for it
    ]) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe(REVALIDATE);
      expect(zlib.gunzipSync(res.rawPayload).toString(), url).toBe(shell);
    }
    const again = await app.inject({
      url: '/index.html',
      headers: { 'if-none-match': (await app.inject({ url: '/index.html' })).headers.etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it("announces the route's first calls the visitor may make, the same on a 304", async () => {
    const link = async (url: string, role?: string) =>
      (await app.inject({ url, headers: role ? { cookie: `a=b; role=${role}` } : {} })).headers.link;
    expect(await link('/projects', 'owner')).toBe(preloads([...SHELL_CALLS, '/api/projects?active=true']));
    expect(await link('/projects/12?tab=costs', 'owner')).toBe(preloads([...SHELL_CALLS, '/api/projects/12']));
    // Signed out: only the session probe (public); the sign-in page makes no other call.
    expect(await link('/projects')).toBe(preloads(['/api/auth/session']));
    // A foreman may read projects but not the dashboard's figures, nor any of payroll's calls.
    expect(await link('/projects', 'foreman')).toBe(preloads(['/api/auth/session', '/api/projects?active=true']));
    expect(await link('/payroll', 'foreman')).toBe(preloads(['/api/auth/session']));
    expect(await link('/payroll', 'office')).toBe(preloads([...SHELL_CALLS, '/api/payroll-advances']));
    // The public snapshot page and paths no route matches announce nothing.
    expect(await link('/shared-snapshot/abc', 'owner')).toBeUndefined();
    expect(await link('/no-such-screen', 'owner')).toBeUndefined();
    const first = await app.inject({ url: '/projects', headers: { cookie: 'role=owner' } });
    const again = await app.inject({ url: '/projects', headers: { cookie: 'role=owner', 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers.link).toBe(first.headers.link);
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
    expect([routeShellName('/'), routeShellName('/projects'), routeShellName('/projects/:id')]).toEqual([
      'home.html',
      'projects.html',
      'projects_:id.html',
    ]);
    expect(routes.get('/shared-snapshot/:data')).toBe('../features/health/shared-snapshot-page');
  });

  it('declares the first calls of every route (a new screen cannot be left out)', () => {
    const routes = lazyRoutes(fs.readFileSync(path.join(import.meta.dirname, '../../client/app/router.tsx'), 'utf8'));
    const manifest = firstLoadManifest(routes.keys(), { shellCalls: SHELL_CALLS, firstLoad: FIRST_LOAD_DECLARED });
    expect(manifest.map((r) => r.route)).toEqual([...routes.keys()]);
    expect(manifest.find((r) => r.route === '/shared-snapshot/:data')?.shellCalls).toEqual([]);
    expect(() => firstLoadManifest(['/new-screen'], { shellCalls: SHELL_CALLS, firstLoad: FIRST_LOAD_DECLARED })).toThrow(/\/new-screen/);
  });

  it('matches a path to its route, parameters included', () => {
    expect(matchRoute(FIRST_LOAD, '/projects/')?.route.route).toBe('/projects');
    expect(matchRoute(FIRST_LOAD, '/projects/7')).toEqual({ route: FIRST_LOAD[1], params: { id: '7' } });
    expect(matchRoute(FIRST_LOAD, '/')).toBeNull();
    // A parameter that is not a plain name or number announces nothing that uses it.
    expect(firstLoadLinks(FIRST_LOAD[1], { id: '..%2Fusers' }, 'owner')).toBe(preloads(SHELL_CALLS));
  });
});
