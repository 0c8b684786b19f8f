import os from 'node:os';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Methods that change something: each must come from the app's own pages (or from a non-browser client). */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const HOST_REFUSED = 'This server does not answer for that host name (set ALLOWED_HOSTS to add one)';
export const CROSS_SITE_REFUSED = 'Cross-site request refused: changes must come from the Plumbline app itself';
export const CROSS_SITE_DOWNLOAD_REFUSED = 'Cross-site request refused: open this download from the Plumbline app itself';

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
 * (docs/decisions/050-network-surface-issue-16.md).
 */
export function isCrossSite(req: Pick<FastifyRequest, 'method' | 'headers'>, download = false): boolean {
  if (!STATE_CHANGING.has(req.method)) {
    // A download that does work (route config `download`, server/http/route.ts): a link or navigation from another
    // site carries the SameSite=Lax cookie, so it is refused when the browser says so. Origin is not sent on a GET.
    const site = req.headers['sec-fetch-site'];
    return download && typeof site === 'string' && site !== 'same-origin' && site !== 'none';
  }
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

export const HOST_DUPLICATED = 'The request has more than one Host header';

/** How many Host headers the request came with (Node keeps only the first in req.headers). */
function hostHeaderCount(rawHeaders: string[]): number {
  let n = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i].length === 4 && rawHeaders[i].toLowerCase() === 'host') n++;
  return n;
}

/** The authority of an absolute-form request-target ("GET http://name:port/path"), or null for the usual "/path". */
export function absoluteTargetHost(rawUrl: string | undefined): string | null | false {
  if (!rawUrl || rawUrl.startsWith('/') || rawUrl === '*') return null;
  try {
    const u = new URL(rawUrl);
    return u.host === '' ? false : u.host;
  } catch {
    return false;
  }
}

/**
 * The onRequest hook, before any route runs: two Host headers → 400 (RFC 9112 §3.2); a foreign Host, or a foreign
 * host in an absolute request-target (which RFC 9112 §3.2.2 says replaces Host) → 403 (DNS rebinding); a
 * cross-site change → 403.
 */
export function networkGuard(allowedHosts: string[]) {
  const allowed = hostMatcher(allowedHosts);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (hostHeaderCount(req.raw.rawHeaders) > 1) return reply.status(400).send({ message: HOST_DUPLICATED });
    if (!allowed(req.headers.host)) return reply.status(403).send({ message: HOST_REFUSED });
    const target = absoluteTargetHost(req.raw.url);
    if (target === false || (target !== null && !allowed(target))) return reply.status(403).send({ message: HOST_REFUSED });
    const download = (req.routeOptions.config as { download?: boolean } | undefined)?.download === true;
    if (isCrossSite(req, download)) {
      return reply.status(403).send({ message: STATE_CHANGING.has(req.method) ? CROSS_SITE_REFUSED : CROSS_SITE_DOWNLOAD_REFUSED });
    }
  };
}
