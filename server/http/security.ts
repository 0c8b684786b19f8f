import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isLoopback, networkGuard } from './network-guard';

export type SecurityOptions = {
  /** Host names (name or name:port) the server answers for; see defaultAllowedHosts. */
  allowedHosts?: string[];
  /** General per-client limit: requests per window (default 600 per 10 s); loopback clients are not limited. */
  rateLimit?: { max: number; windowMs: number };
};

/** Every request from one client beyond this machine, per window: a busy phone or laptop stays far below. */
export const GENERAL_LIMIT = { max: 600, windowMs: 10_000 };

/**
 * The Content-Security-Policy of the UI and the API. Scripts only from this server; Mantine sets inline
 * style attributes and style elements, so styles allow 'unsafe-inline'; images may be data:/blob: URLs
 * (previews of a file being uploaded). The browser connects only to this server: address search goes through it
 * (server/adapters/geocoding).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Uploaded files the server has decoded as images (sharp) and may show inline; everything else downloads. */
const INLINE_UPLOAD_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.gif', '.tif', '.tiff', '.avif']);

/** Headers of a stored upload: a decoded image inline, anything else as an attachment; never a document. */
export function uploadHeaders(reply: { header: (name: string, value: string) => unknown }, filePath: string): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox");
  if (!INLINE_UPLOAD_EXTENSIONS.has(path.extname(filePath).toLowerCase())) {
    reply.header('content-disposition', `attachment; filename="${path.basename(filePath)}"`);
  }
}

/**
 * The network surface (issue 16): Host and cross-site checks before anything else, security headers on
 * every answer (helmet), and a general per-client rate limit (@fastify/rate-limit; routes may set
 * their own stricter one in their config, as sign-in does).
 */
export async function registerSecurity(app: FastifyInstance, opts: SecurityOptions): Promise<void> {
  app.addHook('onRequest', networkGuard(opts.allowedHosts ?? defaultHostsForTests()));
  // helmet's middleware is built once. @fastify/helmet 13 builds it anew on every request (parsing every CSP
  // directive each time), which took 9 % of the CPU of a cached read; the headers it sets are the same.
  // They depend on nothing in the request, so they are read from it once and added to each reply as Fastify's own
  // headers: set on the raw response one by one, they also took Node's slow path at writeHead (about 6 % of a cached read).
  const headers = securityHeaders();
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  const limit = opts.rateLimit ?? GENERAL_LIMIT;
  await app.register(fastifyRateLimit, {
    global: true,
    max: limit.max,
    timeWindow: limit.windowMs,
    // This machine (the bench, a reverse proxy without TRUST_PROXY) is not limited; see docs/decisions/.
    allowList: (req) => isLoopback(req.ip),
  });
}

/**
 * The headers helmet sets on every answer, read once from its middleware: they depend on nothing in the request.
 * A route that writes its answer itself (reply.hijack) sends them with `reply.getHeaders()`.
 */
function securityHeaders(): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // The server itself speaks plain http; HSTS belongs to the https reverse proxy in front of it (README).
    strictTransportSecurity: false,
    // Another site a link leads to sees the origin only, never the path (which may hold ids).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let called = false;
  middleware({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    called = true;
  });
  if (!called) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/** Without a configured list (tests, app.inject): the loopback names on any port. */
function defaultHostsForTests(): string[] {
  return ['localhost', '127.0.0.1', '::1'];
}
