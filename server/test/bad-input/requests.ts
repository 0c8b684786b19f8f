import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { badMultipart } from './multipart';
import { anyJson, badIdParam, badJsonValue, badQueryValue, malformedJson, nonObjectJson, universalBad } from './values';

/** One generated HTTP request; body is sent as is (a string or bytes). */
export type BadRequest = { method: string; url: string; headers: Record<string, string>; body?: string | Uint8Array; what: string };

/** A route as the app registered it (from the onRoute hook). */
export type RouteEntry = {
  method: string;
  url: string;
  params: string[];
  query: string[];
  body: string[] | null;
  multipart: string | null;
};

/**
 * Routes that read a multipart upload instead of a JSON body, with the file field they read. A POST route
 * without a body schema that is not listed here has no generator and fails the suite: add it here (or give
 * it a body schema) so its input is covered.
 */
export const MULTIPART_ROUTES: Record<string, string> = {
  'POST /api/projects/:id/photos': 'photo',
  'POST /api/system/restore': 'backup',
  'POST /api/receipts/analyze': 'receipt',
  'POST /api/projects/extract-from-pdf': 'pdf',
  'POST /api/projects/analyze-pdf-profitability': 'pdf',
  'POST /api/company-profile/logo': 'logo',
};

type ZodLike = { _zod?: { def?: Record<string, unknown> }; shape?: Record<string, unknown> };

/** The keys of a Zod object schema, looking through optional, nullable, default, pipe and transform wrappers. */
export function objectKeys(schema: unknown, depth = 0): string[] | null {
  const s = schema as ZodLike | undefined;
  if (!s || depth > 10) return null;
  if (s.shape && typeof s.shape === 'object') return Object.keys(s.shape);
  const def = s._zod?.def;
  if (!def) return null;
  for (const inner of [def.in, def.innerType, def.schema]) {
    const keys = objectKeys(inner, depth + 1);
    if (keys) return keys;
  }
  return null;
}

/** What the suite needs to know of a registered route. */
export function routeEntry(route: RouteOptions): RouteEntry[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown };
  const params = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
  return methods
    .filter((m) => m !== 'HEAD' && m !== 'OPTIONS')
    .map((method) => ({
      method,
      url: route.url,
      params,
      query: objectKeys(schema.querystring) ?? [],
      body: schema.body ? (objectKeys(schema.body) ?? []) : null,
      multipart: MULTIPART_ROUTES[`${method} ${route.url}`] ?? null,
    }));
}

/** Whether the suite must cover a route: every write, and every read that takes a path parameter or a query. */
export function mustCover(r: RouteEntry): boolean {
  return r.method !== 'GET' || r.params.length > 0 || r.query.length > 0;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** The path with every parameter an existing-looking id (1) except `bad`, which gets `value`. */
function pathWith(r: RouteEntry, bad?: string, value?: string): string {
  return r.url.replace(/:([A-Za-z]+)/g, (_m, name: string) => (name === bad && value !== undefined ? value : '1'));
}

function queryString(entries: [string, string | string[]][]): string {
  const parts: string[] = [];
  for (const [k, v] of entries)
    for (const one of Array.isArray(v) ? v : [v]) parts.push(`${encodeURIComponent(k)}=${encodeURIComponent(one)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A JSON body for the route: any object (or nothing) when the bad part is elsewhere. */
function someBody(r: RouteEntry): fc.Arbitrary<string | undefined> {
  if (r.body === null) return fc.constant(undefined);
  return fc.dictionary(fc.constantFrom(...(r.body.length ? r.body : ['x'])), anyJson, { maxKeys: 4 }).map((o) => JSON.stringify(o));
}

/**
 * Every generator that applies to a route; each yields requests the route must refuse with a 4xx. Empty
 * when the route's input is unknown (the suite then fails for it).
 */
export function generatorsFor(r: RouteEntry): fc.Arbitrary<BadRequest>[] {
  const gens: fc.Arbitrary<BadRequest>[] = [];
  const jsonRequest = (url: string, body: string | undefined, what: string): BadRequest =>
    body === undefined ? { method: r.method, url, headers: {}, what } : { method: r.method, url, headers: JSON_HEADERS, body, what };

  for (const p of r.params) {
    gens.push(
      fc
        .tuple(badIdParam, r.multipart ? fc.constant(undefined) : someBody(r))
        .map(([v, body]) => jsonRequest(pathWith(r, p, v), body, `param ${p}=${v}`)),
    );
  }
  for (const key of r.query) {
    gens.push(
      fc
        .tuple(badQueryValue(key), fc.array(fc.tuple(fc.constantFrom(...r.query), fc.string({ maxLength: 12 })), { maxLength: 2 }))
        .map(([v, others]) => {
          const entries: [string, string | string[]][] = [...others.filter(([k]) => k !== key), [key, v]];
          return jsonRequest(`${pathWith(r)}${queryString(entries)}`, undefined, `query ${key}=${JSON.stringify(v).slice(0, 60)}`);
        }),
    );
  }
  if (r.body !== null) {
    const keys = r.body;
    for (const key of keys) {
      gens.push(
        fc
          .tuple(badJsonValue(key), fc.dictionary(fc.constantFrom(...keys), anyJson, { maxKeys: keys.length }), fc.option(universalBad))
          .map(([bad, rest, extra]) => {
            const body: Record<string, unknown> = { ...rest, [key]: bad };
            if (extra !== null) body.unexpected = extra;
            return jsonRequest(pathWith(r), JSON.stringify(body), `body ${key}=${JSON.stringify(bad)?.slice(0, 60)}`);
          }),
      );
    }
    gens.push(nonObjectJson.map((text) => jsonRequest(pathWith(r), text, `body ${text}`)));
  }
  if (r.multipart) {
    gens.push(
      badMultipart(r.multipart).map((m) => ({ method: r.method, url: pathWith(r), headers: m.headers, body: m.body, what: m.what })),
    );
  } else if (r.method !== 'GET' && (r.body !== null || r.params.length > 0)) {
    // Any route that reads a body (or could) must refuse text that is not JSON, and a body of the wrong type.
    gens.push(malformedJson.map((text) => jsonRequest(pathWith(r), text, `malformed JSON ${JSON.stringify(text).slice(0, 40)}`)));
  }
  if (!r.multipart && r.body !== null) {
    // A body of another type: refused by the parser (415) or, as a plain string, by the body schema (400).
    // Not for routes without a body schema: they ignore a text/plain body, as they may.
    gens.push(
      fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded').map((type) => ({
        method: r.method,
        url: pathWith(r),
        headers: { 'content-type': type },
        body: 'a=1',
        what: `content-type ${type}`,
      })),
    );
  }
  // A route with nothing but the always-available content checks has no generator for its own input.
  const ownInput = r.params.length + r.query.length + (r.body?.length ?? 0) + (r.multipart ? 1 : 0) + (r.body !== null ? 1 : 0);
  return ownInput > 0 ? gens : [];
}
