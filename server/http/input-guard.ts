import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { NUL_MESSAGE } from '../../domain/validation';

const MAX_DEPTH = 32;

/** A lone UTF-16 surrogate: a high one not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a lone surrogate is refused: PostgreSQL's UTF-8 cannot hold it, and the JSON parser keeps it as it came. */
export const SURROGATE_MESSAGE = 'Text must not contain a broken character (a lone UTF-16 surrogate)';

/** What is wrong with a string the database cannot store as sent, or null. */
function badText(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return null;
}

/** The path and reason of the first string (or object key) holding a NUL character or a lone surrogate. */
export function findBadText(value: unknown, path: string[] = [], depth = 0): { path: string[]; message: string } | null {
  if (typeof value === 'string') {
    const message = badText(value);
    return message ? { path, message } : null;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    const message = badText(key);
    if (message) return { path: [...path, key.replaceAll('\u0000', '\\0').replace(new RegExp(LONE_SURROGATE, 'g'), '\uFFFD')], message };
    const found = findBadText(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Safety net under the route schemas (which refuse NUL in every text field themselves): a NUL character or a lone
 * UTF-16 surrogate (JSON "\ud800", which PostgreSQL would store as U+FFFD; issue 38) anywhere in the path
 * parameters, query string or JSON body answers 400 before any handler runs, so no text PostgreSQL cannot store
 * as sent ever reaches a query, even in a field a schema would strip.
 */
export function refuseNulInput(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  // A callback hook, not an async one: it runs on every request, and a promise each time cost more than the check.
  for (const [where, value] of [
    ['params', req.params],
    ['querystring', req.query],
    ['body', req.body],
  ] as const) {
    const found = findBadText(value);
    if (found) {
      const path = found.path.join('.');
      reply
        .status(400)
        .send({ message: `${path ? `${path}: ` : ''}${found.message}`, errors: [{ path: path || where, message: found.message }] });
      return;
    }
  }
  done();
}
