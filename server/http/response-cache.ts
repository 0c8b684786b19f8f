import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Read-through cache of pre-serialized JSON bodies for the hot read endpoints (project list, dashboard).
 * It is emptied (1) when a write request through this server starts and ends, and (2) whenever the
 * database reports a committed change to a table feeding these bodies (LISTEN/NOTIFY, migration 0002),
 * which also covers writes from other processes. A body computed while a write was in flight, or while a
 * change arrived, is not stored.
 */
export class ResponseCache {
  /** At most this many bodies are kept; the oldest goes first (search texts make keys unbounded). */
  constructor(private readonly maxEntries = 500) {}

  private version = 0;
  private writesInFlight = 0;
  private readonly bodies = new Map<string, string>();
  /** Computations under way, shared by every request that misses the same key meanwhile. */
  private readonly pending = new Map<string, { version: number; body: Promise<string> }>();

  /** Returns the cached JSON body for key, or computes, stores and returns it. */
  async get(key: string, compute: () => Promise<string>): Promise<string> {
    const hit = this.bodies.get(key);
    if (hit !== undefined) return hit;
    const running = this.pending.get(key);
    if (running && running.version === this.version) return running.body;
    const startVersion = this.version;
    const body = compute();
    this.pending.set(key, { version: startVersion, body });
    try {
      const text = await body;
      if (this.version === startVersion && this.writesInFlight === 0) {
        this.bodies.set(key, text);
        if (this.bodies.size > this.maxEntries) this.bodies.delete(this.bodies.keys().next().value as string);
      }
      return text;
    } finally {
      if (this.pending.get(key)?.body === body) this.pending.delete(key);
    }
  }

  /**
   * Cached JSON of a computed value, checked against its response schema once per computation. A JsonText
   * (JSON built by the database) is checked and kept as is.
   */
  json<T>(key: string, schema: { parse: (value: unknown) => T }, compute: () => Promise<unknown>): Promise<string> {
    return this.get(key, async () => {
      const value = await compute();
      if (value instanceof JsonText) {
        schema.parse(JSON.parse(value.text));
        return value.text;
      }
      return JSON.stringify(schema.parse(value));
    });
  }

  /**
   * The one way a cached GET route answers: the body for key from the cache, else computed and checked
   * against the route's response schema; sent gzipped when the client accepts it. Keys must hold every
   * input of the computation (query, id, and today's date when the answer depends on it).
   */
  async respond<T>(reply: FastifyReply, key: string, schema: { parse: (value: unknown) => T }, compute: () => Promise<unknown>) {
    return this.send(reply, await this.json(key, schema, compute));
  }

  /** Gzipped copies of cached bodies, made once per body; emptied with the cache. */
  private readonly gzipped = new Map<string, Buffer>();

  /**
   * Sends a cached JSON body, gzipped (made once, then reused) when the client accepts it and the body is
   * worth it: a 140 KB list shrinks about tenfold, which matters on a phone at a job site.
   */
  send(reply: FastifyReply, text: string): FastifyReply {
    const accepts = /\bgzip\b/.test(String(reply.request.headers['accept-encoding'] ?? ''));
    if (!accepts || text.length < 1024) return sendJsonText(reply, text);
    let gz = this.gzipped.get(text);
    if (!gz) {
      gz = gzipSync(text);
      if (this.gzipped.size >= this.maxEntries) this.gzipped.clear();
      this.gzipped.set(text, gz);
    }
    return reply.type('application/json; charset=utf-8').header('content-encoding', 'gzip').header('vary', 'accept-encoding').send(gz);
  }

  /** Number of bodies held (for tests). */
  get size(): number {
    return this.bodies.size;
  }

  /** Forgets every cached body. */
  invalidate(): void {
    this.version += 1;
    this.bodies.clear();
    this.gzipped.clear();
  }

  /**
   * Hooks the cache to the app: writes invalidate it when they start and when they end. While a JSON write is
   * in flight nothing is stored. Uploads (multipart) don't hold storing off: they spend seconds reading a file
   * (OCR of a receipt or a scanned PDF) before a short transaction, and the change notification of that
   * commit, plus the invalidation when the upload ends, drop anything computed meanwhile.
   */
  register(app: FastifyInstance): void {
    const isWrite = (method: string, url: string) => method !== 'GET' && method !== 'HEAD' && url.startsWith('/api/');
    // The header, not req.isMultipart(): that only turns true once the body parser has run.
    const holdsStoring = (req: FastifyRequest) => !String(req.headers['content-type'] ?? '').startsWith('multipart/');
    app.addHook('onRequest', async (req) => {
      if (isWrite(req.method, req.url)) {
        if (holdsStoring(req)) this.writesInFlight += 1;
        this.invalidate();
      }
    });
    app.addHook('onResponse', async (req) => {
      if (isWrite(req.method, req.url)) {
        if (holdsStoring(req)) this.writesInFlight -= 1;
        this.invalidate();
      }
    });
  }
}

/** A JSON body already serialized (by the database's json_agg), for ResponseCache.json and respond. */
export class JsonText {
  constructor(readonly text: string) {}
}

/** Sends an already serialized JSON body as is (Fastify skips the serializer for string payloads). */
export function sendJsonText(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
