import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/client';
import { changesAlreadySeen, type RequestWrites, requestWrites } from '../db/request-writes';
import { type Coding, compress, pickCoding } from './content-coding';

/**
 * The pseudo-table of the projects' cost totals (expense_total, labor_total): a projects change that moved only
 * those (`"c": true`, migration 0009) bumps it instead of 'projects'.
 */
export const PROJECT_COSTS = 'project_costs';

/**
 * Read-through cache of pre-serialized JSON bodies for the hot read endpoints (project list, dashboard, …).
 *
 * Freshness comes from the database, not from guesses: every committed change to a table reaches note() (the
 * change triggers' LISTEN/NOTIFY, from this process or any other), which bumps that table's version. A body is
 * stored with the versions of the tables it depends on *as they were when its computation started*, and served
 * only while they are unchanged. A body computed across a change therefore outlives nothing: its stamp is
 * already old when it lands. So bodies keep being stored while writes are in flight (a steady trickle of writes
 * no longer turns every read into SQL), and a write's answer waits (register) until its own change has been
 * noted, so any read that starts after a write was acknowledged sees it. Concurrent misses of one key at the
 * same versions share one computation.
 */
export class ResponseCache {
  /**
   * maxEntries: at most this many bodies are kept; the oldest goes first (search texts make keys unbounded).
   * checkBuiltJson: check JSON the database built (JsonText) against the response schema on each computation. On in
   * tests and by default, where a wrong shape is a bug to catch; the production server (main.ts) turns it off: the
   * check parsed the whole body again (about 4 ms of the project list's rebuild after every cost write), and every
   * screen's API layer checks each answer against the same schema (client/lib/call-api.ts).
   */
  constructor(
    private readonly maxEntries = 500,
    private readonly checkBuiltJson = true,
  ) {}

  /** Bumped by invalidate() and by a change whose table is unknown: every body is stale. */
  private epoch = 0;
  /** Bumped by every change: the version of "any table", for bodies that declare no dependencies. */
  private anyChange = 0;
  private readonly tableVersions = new Map<string, number>();
  private readonly bodies = new Map<string, CachedBody>();
  /** Per-row versions of the spaces named in trackRows(): a change listing a row's id bumps it (see rowStamps). */
  private readonly rowVersions = new Map<string, Map<number, number>>();
  /** Of those spaces: bumped by a change of one of their tables that did not say which rows (all are then stale). */
  private readonly wideVersions = new Map<string, number>();
  /** Which field of which table's changes names the rows of each space. */
  private readonly rowSources = new Map<string, Record<string, string>>();
  /** Computations under way, shared by every request that misses the same key at the same versions. */
  private readonly pending = new Map<string, { stamp: string; body: Promise<Body> }>();

  /** The versions a body depends on: the tables named, or any change at all when none are named. */
  private stamp(tables?: readonly string[]): string {
    if (!tables) return `${this.epoch}|*${this.anyChange}`;
    return `${this.epoch}|${tables.map((t) => this.tableVersions.get(t) ?? 0).join(',')}`;
  }

  /**
   * Returns the cached JSON body for key, or computes, stores and returns it. `tables` lists every table the
   * computation reads; left out, any committed change makes the body stale.
   */
  async get(key: string, compute: () => Promise<string>, tables?: readonly string[]): Promise<string> {
    const { text } = await this.entry(key, compute, tables);
    return typeof text === 'string' ? text : text.toString();
  }

  private async entry(key: string, compute: () => Promise<Body>, tables?: readonly string[]): Promise<CachedBody> {
    const stamp = this.stamp(tables);
    const hit = this.bodies.get(key);
    if (hit !== undefined && hit.stamp === stamp) return hit;
    const running = this.pending.get(key);
    let body: Promise<Body>;
    if (running && running.stamp === stamp) {
      body = running.body;
    } else {
      body = compute();
      this.pending.set(key, { stamp, body });
      body.then(
        (text) => {
          if (this.pending.get(key)?.body === body) this.pending.delete(key);
          // A newer body (computed from later versions) may have landed first: keep the newest.
          const current = this.bodies.get(key);
          if (current === undefined || current.stamp !== this.stamp(tables) || current.stamp === stamp) {
            this.bodies.delete(key);
            this.bodies.set(key, { stamp, text });
            if (this.bodies.size > this.maxEntries) this.bodies.delete(this.bodies.keys().next().value as string);
          }
        },
        () => {
          if (this.pending.get(key)?.body === body) this.pending.delete(key);
        },
      );
    }
    const text = await body;
    const stored = this.bodies.get(key);
    return stored && stored.text === text ? stored : { stamp, text };
  }

  /**
   * Cached JSON of a computed value, checked against its response schema once per computation. A JsonText
   * (JSON built by the database) is checked and kept as is.
   */
  json<T>(
    key: string,
    schema: { parse: (value: unknown) => T },
    compute: () => Promise<unknown>,
    tables?: readonly string[],
  ): Promise<string> {
    return this.get(key, async () => textOf(await jsonCompute(schema, compute, this.checkBuiltJson)()), tables);
  }

  /**
   * The one way a cached GET route answers: the body for key from the cache, else computed and checked
   * against the route's response schema; sent gzipped when the client accepts it. Keys must hold every
   * input of the computation (query, id, and today's date when the answer depends on it); `tables` every
   * table it reads (left out: any change drops it).
   */
  async respond<T>(
    reply: FastifyReply,
    key: string,
    schema: { parse: (value: unknown) => T },
    compute: () => Promise<unknown>,
    tables?: readonly string[],
  ) {
    const entry = await this.entry(key, jsonCompute(schema, compute, this.checkBuiltJson), tables);
    return this.sendEntry(reply, entry);
  }

  /**
   * Sends a JSON body, compressed (brotli, else gzip) when the client accepts it and the body is worth it (a 140 KB
   * list shrinks about tenfold, which matters on a phone at a job site).
   */
  send(reply: FastifyReply, text: string): FastifyReply {
    return this.sendEntry(reply, { text });
  }

  /** Sends an entry; each compressed copy is made once, when first asked for, and kept with it. */
  private sendEntry(reply: FastifyReply, entry: CachedBody): FastifyReply {
    const coding = entry.text.length < 1024 ? null : pickCoding(reply.request.headers['accept-encoding']);
    if (coding === null) return sendJsonText(reply, entry.text);
    // gzip at its default level (6): level 1 made the payroll week 29 % larger (23.4 KB instead of 18.1 KB) and
    // served it 15 % slower; brotli at BROTLI_QUALITY is smaller than both for less CPU (docs/decisions/).
    entry.coded ??= {};
    entry.coded[coding] ??= compress(entry.text, coding);
    const body = entry.coded[coding];
    return reply.type('application/json; charset=utf-8').header('content-encoding', coding).header('vary', 'accept-encoding').send(body);
  }

  /**
   * Follows rows one by one from now on, in a named space: `sources` maps each table whose changes move those rows to
   * the field of its change that names them (`ids` for the table's own rows; `e` for the employees of work records,
   * advances and payments, migration 0034). Such a change bumps only the rows it names, so a body built from per-row
   * pieces (the project list, the payroll week) need rebuild only those pieces; a change of one of the tables that
   * names no rows bumps them all.
   */
  trackRows(space: string, sources: Record<string, string>): void {
    if (!this.rowVersions.has(space)) this.rowVersions.set(space, new Map());
    this.rowSources.set(space, sources);
  }

  /**
   * A snapshot of what a piece built from one row of a space (and from whole tables `alsoReads`) depends on, taken
   * before the piece's query is sent: `of(id)` is the row's stamp as it was at that moment. A piece built from that
   * query stays good while `current(id)` equals it. A change of one of the space's tables that did not name its rows,
   * a change of a table in `alsoReads`, or an unknown change, moves every row's stamp.
   */
  rowStamps(
    space: string,
    alsoReads: readonly string[] = [],
  ): { of: (id: number) => string; current: (id: number) => string; named: () => Iterable<number> } {
    const base = () => `${this.stamp(alsoReads)}|${this.wideVersions.get(space) ?? 0}`;
    const rows = () => this.rowVersions.get(space) ?? new Map<number, number>();
    const at = base();
    const snapshot = new Map(rows());
    return {
      of: (id) => `${at}|${snapshot.get(id) ?? 0}`,
      current: (id) => `${base()}|${rows().get(id) ?? 0}`,
      // Every row a change has named so far (the others still have the stamp they had when the space was first followed).
      named: () => snapshot.keys(),
    };
  }

  /** Number of bodies held (for tests). */
  get size(): number {
    return this.bodies.size;
  }

  /**
   * A committed change reported by the database: `{"t": table, …}` (migration 0006) makes the bodies that
   * read that table stale; anything else (a payload from an older trigger) makes every body stale. A body that
   * reads the projects' cost totals must list PROJECT_COSTS as well as 'projects'.
   */
  note(payload: string): void {
    let change: { t?: unknown; c?: unknown; ids?: unknown; e?: unknown } = {};
    try {
      change = JSON.parse(payload) as typeof change;
    } catch {
      change = {};
    }
    this.anyChange += 1;
    if (typeof change?.t !== 'string') {
      this.invalidate();
      return;
    }
    // A change of projects that only moved their cost totals (migration 0009) is a change of PROJECT_COSTS.
    const table = change.t === 'projects' && change.c === true ? PROJECT_COSTS : change.t;
    for (const [space, sources] of this.rowSources) {
      const field = sources[change.t];
      if (field === undefined) continue;
      const named = (change as Record<string, unknown>)[field];
      const rows = this.rowVersions.get(space) as Map<number, number>;
      if (Array.isArray(named) && named.every((id) => Number.isSafeInteger(id))) {
        for (const id of named as number[]) rows.set(id, (rows.get(id) ?? 0) + 1);
      } else this.wideVersions.set(space, (this.wideVersions.get(space) ?? 0) + 1);
    }
    this.tableVersions.set(table, (this.tableVersions.get(table) ?? 0) + 1);
  }

  /** Forgets every cached body. */
  invalidate(): void {
    this.epoch += 1;
    this.bodies.clear();
  }

  /**
   * Hooks the cache to the app: the answer of a write (any non-GET /api request) is held until every change committed
   * so far has been delivered to note(), so the write's own change is noted before the client hears of it. `flush`
   * sends a marker and waits for it; a write made through asActor on PostgreSQL already carried one in its own
   * transaction, and then no second one is sent unless the request used the database again after it
   * (server/db/request-writes.ts).
   */
  register(app: FastifyInstance, database: Pick<Database, 'flushChanges' | 'changeMarker'>): void {
    const isWrite = (method: string, url: string) => method !== 'GET' && method !== 'HEAD' && url.startsWith('/api/');
    const writes = new WeakMap<object, RequestWrites>();
    // After the body is parsed (its stream events run outside the request's async context), so the handler runs in it.
    app.addHook('preValidation', (req, _reply, done) => {
      if (!isWrite(req.method, req.url)) return done();
      const store: RequestWrites = { uses: 0, seenAt: -1, changeMarker: database.changeMarker };
      writes.set(req, store);
      requestWrites.run(store, done);
    });
    // A callback hook: every read passes through it, and only writes wait.
    app.addHook('onSend', (req, _reply, payload, done) => {
      if (!isWrite(req.method, req.url) || changesAlreadySeen(writes.get(req))) return done(null, payload);
      // The database went away before the marker came back (issue 38): the answer is sent as it is (an error answer
      // already says why; a write that committed is answered) and the whole cache is dropped, since its own change
      // may not have been noted. Never Fastify's default error body, which carried the failed query's text.
      database.flushChanges().then(
        () => done(null, payload),
        (err: Error) => {
          req.log.warn({ reason: err.message.split('\n')[0].slice(0, 200) }, 'change flush failed; response cache dropped');
          this.invalidate();
          done(null, payload);
        },
      );
    });
  }
}

/** A cached JSON body and its compressed copies. */
type CachedBody = { stamp?: string; text: Body; coded?: Partial<Record<Coding, Buffer>> };

/**
 * A JSON body: text, or its UTF-8 bytes when assembled from per-row pieces (server/http/row-pieces.ts): joining a
 * 450 KB payroll week as a string took about 1 ms and turning it into bytes for compression another 1.5 ms, against
 * 0.3 ms for Buffer.concat of the pieces' bytes.
 */
export type Body = string | Buffer;

const textOf = (body: Body): string => (typeof body === 'string' ? body : body.toString());

/** A computation whose value is checked against its schema and serialized (a JsonText is kept as is, checked when asked). */
function jsonCompute<T>(
  schema: { parse: (value: unknown) => T },
  compute: () => Promise<unknown>,
  checkBuiltJson: boolean,
): () => Promise<Body> {
  return async () => {
    const value = await compute();
    if (value instanceof JsonText) {
      if (checkBuiltJson) schema.parse(JSON.parse(textOf(value.text)));
      return value.text;
    }
    return JSON.stringify(schema.parse(value));
  };
}

/** A JSON body already serialized (by the database's json_agg), for ResponseCache.json and respond. */
export class JsonText {
  constructor(readonly text: Body) {}
}

/** Sends an already serialized JSON body as is (Fastify skips the serializer for string payloads). */
export function sendJsonText(reply: FastifyReply, body: Body): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
