import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { NUL_MESSAGE } from '../../domain/validation';

const MAX_DEPTH = 32;

/** The path of the first string (or object key) holding a NUL character, or null when there is none. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\0')];
    const found = findNul(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Safety net under the route schemas (which refuse NUL in every text field themselves): a NUL character
 * anywhere in the path parameters, query string or JSON body answers 400 before any handler runs, so no
 * text PostgreSQL cannot store ever reaches a query, even in a field a schema would strip.
 */
export function refuseNulInput(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  // A callback hook, not an async one: it runs on every request, and a promise each time cost more than the check.
  for (const [where, value] of [
    ['params', req.params],
    ['querystring', req.query],
    ['body', req.body],
  ] as const) {
    const found = findNul(value);
    if (found) {
      const path = found.join('.');
      reply
        .status(400)
        .send({ message: `${path ? `${path}: ` : ''}${NUL_MESSAGE}`, errors: [{ path: path || where, message: NUL_MESSAGE }] });
      return;
    }
  }
  done();
}
