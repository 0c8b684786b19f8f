import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessLevel, allows } from '../../domain/access';
import type { Role } from '../../domain/accounts';
import { currentWeek } from '../../domain/payroll';

/** Vite puts a content hash in every file name under assets/, so a given URL never changes content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The app shell and other unhashed files: the browser may keep them but asks (ETag) before each use. */
export const REVALIDATE = 'no-cache';

/** One route of routes/first-load.json (scripts/vite-route-preload.mjs, declared in client/app/first-load.ts). */
type FirstLoadRoute = { route: string; shell: string; shellCalls: readonly string[]; calls: readonly string[] };

/** The route a path opens, with its `:name` segments' values; null when no route of the manifest matches. */
export function matchRoute(
  routes: readonly FirstLoadRoute[],
  pathname: string,
): { route: FirstLoadRoute; params: Record<string, string> } | null {
  const segments = pathname.split('/').filter(Boolean);
  for (const route of routes) {
    const parts = route.route.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    if (!parts.every((part, i) => part.startsWith(':') || part === segments[i])) continue;
    const params = Object.fromEntries(parts.flatMap((part, i) => (part.startsWith(':') ? [[part.slice(1), segments[i]]] : [])));
    return { route, params };
  }
  return null;
}

/**
 * The `Link` header announcing a route's first API calls to a visitor of that role (null: signed out), so the
 * browser makes them while the scripts download and hands each answer to the app's own fetch (same URL, same
 * credentials mode). Calls the role may not make are left out (no 401 or 403 in the console); a screen the role
 * may not make all its calls for is not theirs (the app sends them elsewhere), so none of its calls are announced.
 * A parameter that is not a plain name or number announces nothing that uses it. Besides the path's own,
 * `:thisWeek` is the Sunday of the server's today (client/app/first-load.ts).
 */
export function firstLoadLinks(route: FirstLoadRoute, params: Record<string, string>, role: Role | null): string | null {
  const allowed = (url: string) => allows(accessLevel('GET', url.split('?')[0]), role);
  const fill = (url: string) =>
    url.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => (/^[\w-]+$/.test(params[name] ?? '') ? params[name] : '\0'));
  const screen = route.calls.every(allowed) ? route.calls : [];
  const urls = [...new Set([...route.shellCalls.filter(allowed), ...screen].map(fill))].filter((url) => !url.includes('\0'));
  if (urls.length === 0) return null;
  return urls.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`).join(', ');
}

/**
 * Serves the built client (dist/client): the brotli/gzip copies written at build time by content negotiation
 * (`Vary: Accept-Encoding`), fingerprinted assets cached for a year, index.html revalidated; and the app
 * shell for every other GET outside /api and /uploads (client-side routes, the client's own 404 page).
 * Without a built client, unknown routes answer a JSON 404.
 */
export async function registerClientAssets(
  app: FastifyInstance,
  dir: string | undefined,
  /** The role of the visitor asking for a page (null: signed out), for the calls announced with it. */
  roleOf: (req: FastifyRequest) => Promise<Role | null> = async () => null,
): Promise<void> {
  const root = dir ? path.resolve(dir) : undefined;
  const hasClient = root !== undefined && fs.existsSync(path.join(root, 'index.html'));
  const routesDir = root && path.join(root, 'routes');
  const routeShells = new Set(routesDir && fs.existsSync(routesDir) ? fs.readdirSync(routesDir).filter((f) => f.endsWith('.html')) : []);
  const manifestFile = routesDir && path.join(routesDir, 'first-load.json');
  const routes: FirstLoadRoute[] = manifestFile && fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : [];
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
  app.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith('/api/') || req.url.startsWith('/uploads/') || req.method !== 'GET' || !hasClient) {
      return reply.status(404).send({ message: `No route ${req.method} ${req.url.split('?')[0]}` });
    }
    // Client-side routes (/projects, /projects/12 …) get the app shell — the route's own copy with its chunks
    // preloaded (routes/<screen>.html) and its first API calls announced — and other paths index.html, on which
    // the client renders its own 404 page.
    const match = matchRoute(routes, req.url.split('?')[0]);
    if (match) {
      const links = firstLoadLinks(match.route, { ...match.params, thisWeek: currentWeek() }, await roleOf(req));
      if (links) reply.header('link', links);
    }
    const shell = match && routeShells.has(match.route.shell) ? `routes/${match.route.shell}` : 'index.html';
    return reply.type('text/html; charset=utf-8').sendFile(shell);
  });
}
