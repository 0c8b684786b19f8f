import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Endpoint, isJsonEndpoint, type JsonEndpoint } from '../../domain/api/endpoint';
import type { Db } from '../db/client';
import { requestWrites } from '../db/request-writes';
import { rows } from '../db/sql-fragments';
import type { Actor } from '../features/auth/service';
import { AppError } from './errors';
import { JsonText, sendJsonText } from './response-cache';
import { readUploadFingerprint, uploadFingerprintOf } from './upload';

/**
 * Idempotency keys (docs/decisions/098-idempotency-keys.md): every create (a POST whose contract answers 201) sent
 * with an `Idempotency-Key` header claims the key in idempotency_keys (migration 0059) before its handler runs. A
 * repeat with the same key, actor, method and path answers the first request's status and body (with
 * `Idempotent-Replayed: true`) and never runs the handler, also when both arrive at once or after a restart.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

export const INVALID_KEY_MESSAGE = 'The Idempotency-Key header must be 1 to 255 printable ASCII characters';
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request';
export const KEY_BUSY_MESSAGE = 'A request with this Idempotency-Key is still being processed; retry in a moment';

/** The creates that do not take a key: the first owner's setup has no actor and answers a session cookie a replay could not give back. */
const NOT_IDEMPOTENT = new Set(['/api/auth/setup']);

/** True for a create: a POST whose contract answers 201 (the contracts of domain/api). */
export function isCreate(endpoint: Endpoint): endpoint is JsonEndpoint {
  return endpoint.method === 'POST' && isJsonEndpoint(endpoint) && endpoint.status === 201 && !NOT_IDEMPOTENT.has(endpoint.path);
}

const PRINTABLE_ASCII = /^[\x20-\x7e]{1,255}$/;

/** The key of an Idempotency-Key header: 1 to 255 printable ASCII characters, else an error message. */
export function parseIdempotencyKey(header: string | string[]): { key: string } | { error: string } {
  return typeof header === 'string' && PRINTABLE_ASCII.test(header) ? { key: header } : { error: INVALID_KEY_MESSAGE };
}

/** JSON with every object's keys in order: the same value always gives the same text. */
export function stableJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'bigint') return v.toString();
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const entries = Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries);
  });
  return text ?? 'null';
}

/** The SHA-256 (hex) of a request's parsed body and query: two requests that mean the same thing hash the same. */
export function requestHash(body: unknown, query: unknown): string {
  return createHash('sha256')
    .update(stableJson({ body: body ?? null, query: query ?? null }))
    .digest('hex');
}

/** Who a key belongs to: the signed-in user, or the owner while sign-in is off. */
export function actorScope(actor: Pick<Actor, 'id'> | null): string {
  if (!actor) return 'anonymous';
  return actor.id === null ? 'owner' : `user:${actor.id}`;
}

export type KeyScope = { actor: string; method: string; path: string; key: string };

export type Claim =
  | { kind: 'claimed'; token: string }
  | { kind: 'replay'; status: number; body: string; requestHash: string | null }
  | { kind: 'mismatch' }
  | { kind: 'busy' };

export type IdempotencyOptions = {
  /** How long a repeat waits for the first request to finish before answering 409 (default 10 s). */
  waitMs?: number;
  /** How often it looks again while it waits (default 50 ms). */
  pollMs?: number;
  /** After this long a key still running is taken as lost (its server stopped mid-request) and may be claimed again. */
  leaseMs?: number;
  /** How long keys are kept (default 10 days: a phone offline for a week, and some). */
  keepMs?: number;
  /** How often claims purge the expired keys (default hourly, per server). */
  purgeEveryMs?: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a statement outside the request's write count (server/db/request-writes.ts): idempotency_keys notifies nothing. */
const uncounted = <T>(fn: () => Promise<T>): Promise<T> => requestWrites.exit(fn);

/** The keys in the database (table idempotency_keys): claim, complete or free, purge. */
export class IdempotencyStore {
  private readonly waitMs: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  readonly keepMs: number;
  private readonly purgeEveryMs: number;
  private lastPurge = 0;

  constructor(
    private readonly db: Db,
    opts: IdempotencyOptions = {},
  ) {
    this.waitMs = opts.waitMs ?? 10_000;
    this.pollMs = opts.pollMs ?? 50;
    this.leaseMs = opts.leaseMs ?? 15 * 60 * 1000;
    this.keepMs = opts.keepMs ?? 10 * DAY_MS;
    this.purgeEveryMs = opts.purgeEveryMs ?? 60 * 60 * 1000;
  }

  /**
   * Claims the key for this request (a new row, running), or says what the first request with it answered: its
   * stored answer once it has finished, a mismatch when it was sent with another body, busy when it is still
   * running after waitMs. A key freed meanwhile (the first request failed) is claimed again. A null hash (an upload,
   * whose form its handler reads) is compared by the caller once the first request has finished.
   */
  async begin(scope: KeyScope, hash: string | null): Promise<Claim> {
    await this.purgeNowAndThen();
    const token = randomUUID();
    const deadline = Date.now() + this.waitMs;
    for (;;) {
      const claimed = await rows<{ claim: string }>(
        this.db.execute(sql`
          INSERT INTO idempotency_keys (actor, method, path, key, request_hash, claim)
          VALUES (${scope.actor}, ${scope.method}, ${scope.path}, ${scope.key}, ${hash}, ${token})
          ON CONFLICT (actor, method, path, key) DO UPDATE
            SET request_hash = excluded.request_hash, claim = excluded.claim, status = NULL, response_body = NULL,
              created_at = now(), completed_at = NULL
            WHERE (idempotency_keys.status IS NULL AND idempotency_keys.created_at < now() - ${this.leaseMs} * interval '1 millisecond')
              OR idempotency_keys.created_at < now() - ${this.keepMs} * interval '1 millisecond'
          RETURNING claim`),
      );
      if (claimed[0]?.claim === token) return { kind: 'claimed', token };
      const [first] = await rows<{ request_hash: string | null; status: number | null; response_body: string | null }>(
        this.db.execute(sql`
          SELECT request_hash, status, response_body FROM idempotency_keys
          WHERE actor = ${scope.actor} AND method = ${scope.method} AND path = ${scope.path} AND key = ${scope.key}`),
      );
      if (!first) continue; // freed between the two statements: claim it
      if (hash !== null && first.request_hash !== hash) return { kind: 'mismatch' };
      if (first.status !== null) {
        return { kind: 'replay', status: Number(first.status), body: first.response_body ?? 'null', requestHash: first.request_hash };
      }
      if (Date.now() >= deadline) return { kind: 'busy' };
      await sleep(this.pollMs);
    }
  }

  /** Stores the claimed request's answer (and an upload's fingerprint, known once read): a repeat answers it from now on. */
  async complete(scope: KeyScope, token: string, status: number, body: string, hash: string | null = null): Promise<void> {
    await uncounted(() =>
      this.db.execute(sql`
        UPDATE idempotency_keys
        SET status = ${status}, response_body = ${body}, completed_at = now(), request_hash = coalesce(${hash}, request_hash)
        WHERE actor = ${scope.actor} AND method = ${scope.method} AND path = ${scope.path} AND key = ${scope.key}
          AND claim = ${token}`),
    );
  }

  /** Frees the key of a request that failed (4xx, 5xx): the corrected request may use it again. */
  async release(scope: KeyScope, token: string): Promise<void> {
    await uncounted(() =>
      this.db.execute(sql`
        DELETE FROM idempotency_keys
        WHERE actor = ${scope.actor} AND method = ${scope.method} AND path = ${scope.path} AND key = ${scope.key}
          AND claim = ${token}`),
    );
  }

  /** Deletes the keys older than keepMs (one indexed range delete). */
  async purge(): Promise<void> {
    this.lastPurge = Date.now();
    await uncounted(() =>
      this.db.execute(sql`DELETE FROM idempotency_keys WHERE created_at < now() - ${this.keepMs} * interval '1 millisecond'`),
    );
  }

  /** At most once per purgeEveryMs on this server, on a claim; a failed purge waits for the next one. */
  private async purgeNowAndThen(): Promise<void> {
    if (Date.now() - this.lastPurge < this.purgeEveryMs) return;
    await this.purge().catch(() => undefined);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The idempotency keys of creates (server/http/idempotency.ts); absent on an app built without a database. */
    idempotency?: IdempotencyStore;
  }
}

const textOf = (body: string | Buffer): string => (typeof body === 'string' ? body : body.toString());

/**
 * Runs a create under its Idempotency-Key (route.ts): claims the key, runs `produce` (the handler and the foreman's
 * shaping) only when the claim is this request's, stores a 2xx JSON answer and frees the key otherwise. A repeat
 * answers the stored status and body.
 */
export async function runIdempotent(
  store: IdempotencyStore,
  endpoint: JsonEndpoint,
  header: string | string[],
  req: FastifyRequest,
  reply: FastifyReply,
  produce: () => Promise<unknown>,
): Promise<unknown> {
  const parsed = parseIdempotencyKey(header);
  if ('error' in parsed) throw new AppError('invalid', parsed.error);
  const scope: KeyScope = { actor: actorScope(req.actor), method: req.method, path: req.url.split('?')[0], key: parsed.key };
  // An upload's form is a stream its handler reads: its fingerprint (server/http/upload.ts) is stored once read, and
  // a repeat reads its own form to compare only when the first request has finished.
  const upload = endpoint.multipart === true;
  const hash = upload ? null : requestHash(req.body, req.query);
  const claim = await store.begin(scope, hash);
  if (claim.kind === 'mismatch') throw new AppError('unprocessable', KEY_REUSED_MESSAGE);
  if (claim.kind === 'busy') throw new AppError('conflict', KEY_BUSY_MESSAGE);
  if (claim.kind === 'replay') {
    if (upload && claim.requestHash !== null && (await readUploadFingerprint(req)) !== claim.requestHash) {
      throw new AppError('unprocessable', KEY_REUSED_MESSAGE);
    }
    reply.code(claim.status).header(REPLAYED_HEADER, 'true');
    return sendJsonText(reply, claim.body);
  }
  const free = () =>
    store
      .release(scope, claim.token)
      .catch((err: Error) => req.log.warn({ reason: err.message.split('\n')[0] }, 'idempotency key not freed'));
  let answer: unknown;
  try {
    answer = await produce();
  } catch (err) {
    await free();
    throw err;
  }
  const status = reply.statusCode;
  if (answer === reply || reply.sent || status < 200 || status > 299) {
    // An answer the handler sent itself (or a refusal): nothing to replay, the key is free again.
    await free();
    return answer;
  }
  let text: string;
  if (answer instanceof JsonText) text = textOf(answer.text);
  else {
    const checked = endpoint.response.safeParse(answer);
    if (!checked.success) {
      await free();
      return answer; // the serializer refuses it as it would without a key (a 500 with a log line)
    }
    text = JSON.stringify(checked.data);
  }
  try {
    await store.complete(scope, claim.token, status, text, upload ? uploadFingerprintOf(req) : null);
  } catch (err) {
    // The record was created: its answer still goes out (a retry would then wait out the key's lease).
    req.log.error({ reason: (err as Error).message.split('\n')[0] }, 'idempotency key not completed');
  }
  return sendJsonText(reply, text);
}
