import os from 'node:os';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Methods that change something: each must come from the app's own pages (or from a non-browser client). */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const HOST_REFUSED = 'This server does not answer for that host name (set ALLOWED_HOSTS to add one)';
export const CROSS_SITE_REFUSED = 'Cross-site request refused: changes must come from the Plumbline app itself';

/** The loopback names and addresses: this machine only. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1'];

/** True for an address or host name that only this machine can reach. */
export function isLoopback(hostOrIp: string): boolean {
  const h = stripBrackets(hostOrIp.toLowerCase());
  return h === 'localhost' || h === '::1' || h.startsWith('127.') || h === '::ffff:127.0.0.1';
}

function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** "Example.com:5000" → {name: "example.com", port: "5000"}; "[::1]:80" → {name: "::1", port: "80"}; null when malformed. */
export function parseHost(value: string): { name: string; port: string } | null {
  try {
    const url = new URL(`http://${value}`);
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
    return { name: stripBrackets(url.hostname.toLowerCase()), port: url.port };
  } catch {
    return null;
  }
}

/**
 * The host names the server answers for: ALLOWED_HOSTS when set (entries "name" or "name:port"), else the bind
 * address and the loopback names, each with the port; bound to every interface (0.0.0.0, ::) this machine's
 * own name and addresses too, so the LAN can reach it by them.
 */
export function defaultAllowedHosts(bindHost: string, port: number | null, configured: string[] = []): string[] {
  if (configured.length > 0) return configured;
  const names = new Set([...LOOPBACK_NAMES, stripBrackets(bindHost.toLowerCase())]);
  if (bindHost === '0.0.0.0' || bindHost === '::') {
    names.add(os.hostname().toLowerCase());
    for (const list of Object.values(os.networkInterfaces())) for (const a of list ?? []) names.add(a.address.toLowerCase());
  }
  names.delete('0.0.0.0');
  names.delete('::');
  return [...names].map((n) => (port ? `${n.includes(':') ? `[${n}]` : n}:${port}` : n));
}

/** Builds the matcher for a list of "name" (any port) or "name:port" entries. */
export function hostMatcher(allowed: string[]): (hostHeader: string | undefined) => boolean {
  const entries = allowed.map((e) => parseHost(e.trim())).filter((e): e is { name: string; port: string } => e !== null);
  // The Host values seen allowed, so a request does not parse its Host as a URL (2.5 % of a cached read's CPU). Only
  // allowed values are kept, and a few: a client sending made-up hosts is refused each time and grows nothing.
  const seen = new Set<string>();
  return (hostHeader) => {
    if (hostHeader !== undefined && seen.has(hostHeader)) return true;
    const host = hostHeader ? parseHost(hostHeader) : null;
    if (!host) return false;
    const ok = entries.some((e) => e.name === host.name && (e.port === '' || e.port === host.port));
    if (ok && hostHeader !== undefined && seen.size < 16) seen.add(hostHeader);
    return ok;
  };
}

/**
 * A state-changing request is refused when the browser says it comes from another site: its Origin is not
 * this server's own (the Host it was sent to), or Sec-Fetch-Site is neither same-origin nor none. A request
 * with neither header (curl, scripts, the test harness) is not a browser's cross-site request and passes
 * (docs/decisions.md "Network surface").
 */
export function isCrossSite(req: Pick<FastifyRequest, 'method' | 'headers'>): boolean {
  if (!STATE_CHANGING.has(req.method)) return false;
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  if (origin === 'null') return true;
  try {
    const o = new URL(origin);
    const host = parseHost(req.headers.host ?? '');
    const defaultPort = o.protocol === 'https:' ? '443' : '80';
    const port = o.port || defaultPort;
    const hostPort = host?.port || defaultPort;
    return !host || stripBrackets(o.hostname.toLowerCase()) !== host.name || port !== hostPort;
  } catch {
    return true;
  }
}

/** The onRequest hook: foreign Host → 403 (DNS rebinding), cross-site change → 403, before any route runs. */
export function networkGuard(allowedHosts: string[]) {
  const allowed = hostMatcher(allowedHosts);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (!allowed(req.headers.host)) return reply.status(403).send({ message: HOST_REFUSED });
    if (isCrossSite(req)) return reply.status(403).send({ message: CROSS_SITE_REFUSED });
  };
}
