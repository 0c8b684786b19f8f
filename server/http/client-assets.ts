import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite puts a content hash in every file name under assets/, so a given URL never changes content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The app shell and other unhashed files: the browser may keep them but asks (ETag) before each use. */
export const REVALIDATE = 'no-cache';

/** The per-screen shell written by scripts/vite-route-preload.mjs for a path: / → home.html, /projects/… → projects.html. */
function shellFor(pathname: string): string | null {
  if (pathname === '/') return 'home.html';
  const first = pathname.split('/')[1];
  return /^[a-z0-9-]+$/.test(first) ? `${first}.html` : null;
}

/**
 * Serves the built client (dist/client): the brotli/gzip copies written at build time by content negotiation
 * (`Vary: Accept-Encoding`), fingerprinted assets cached for a year, index.html revalidated; and the app
 * shell for every other GET outside /api and /uploads (client-side routes, the client's own 404 page).
 * Without a built client, unknown routes answer a JSON 404.
 */
export async function registerClientAssets(app: FastifyInstance, dir: string | undefined): Promise<void> {
  const root = dir ? path.resolve(dir) : undefined;
  const hasClient = root !== undefined && fs.existsSync(path.join(root, 'index.html'));
  const routesDir = root && path.join(root, 'routes');
  const routeShells = new Set(routesDir && fs.existsSync(routesDir) ? fs.readdirSync(routesDir).filter((f) => f.endsWith('.html')) : []);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = path.relative(root, filePath).startsWith(`assets${path.sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url.startsWith('/uploads/') || req.method !== 'GET' || !hasClient) {
      return reply.status(404).send({ message: `No route ${req.method} ${req.url.split('?')[0]}` });
    }
    // Client-side routes (/projects, /unknown …) get the app shell — the screen's own copy with its chunks
    // preloaded when the build made one (routes/<screen>.html) — and the client renders its own 404 page.
    const screen = shellFor(req.url.split('?')[0]);
    return reply.type('text/html; charset=utf-8').sendFile(screen && routeShells.has(screen) ? `routes/${screen}` : 'index.html');
  });
}
