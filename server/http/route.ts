import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { type Endpoint, isJsonEndpoint, type JsonEndpoint, successStatuses } from '../../domain/api/endpoint';
import { IDEMPOTENCY_HEADER, isCreate, runIdempotent } from './idempotency';
import { JsonText, sendJsonText } from './response-cache';

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request a handler gets: params, query and body already parsed by the endpoint's schemas. */
export type RouteRequest<E extends Endpoint> = FastifyRequest<{
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Body: Out<E['body']>;
}>;

/**
 * What a handler may answer: the response's input (serialized and checked by its schema), or the reply it sent
 * itself. A 204 answers nothing, so its handler may return a service's Promise<void> as is.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: void is what a 204 handler's service returns.
type Answer<E extends Endpoint> = E extends JsonEndpoint ? (E['status'] extends 204 ? void | null : z.input<E['response']>) : never;

export type RouteHandler<E extends Endpoint> = (
  req: RouteRequest<E>,
  reply: FastifyReply,
) => Promise<Answer<E> | FastifyReply> | Answer<E> | FastifyReply;

// biome-ignore lint/suspicious/noExplicitAny: any Fastify instance (the type provider differs per plugin).
type AnyFastify = FastifyInstance<any, any, any, any, any>;

/** Fastify's schema for an endpoint: params, querystring, body, and the response by success status. */
export function routeSchema(endpoint: Endpoint): FastifySchema {
  const schema: FastifySchema = {};
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (isJsonEndpoint(endpoint)) schema.response = Object.fromEntries(successStatuses(endpoint).map((s) => [s, endpoint.response]));
  return schema;
}

/**
 * Registers the route of a contract (domain/api/<area>.ts): its method and path, its schemas for params,
 * querystring, body and response, and the contract's success status (a 204 answers no body). The handler
 * returns the answer; it may still set another declared status or send the reply itself (files, streams).
 */
export function route<E extends Endpoint>(
  app: AnyFastify,
  endpoint: E,
  handler: RouteHandler<E>,
  /** Route config for plugins, e.g. a stricter rateLimit (@fastify/rate-limit) for sign-in. */
  config?: Record<string, unknown>,
): void {
  const status = isJsonEndpoint(endpoint) ? (endpoint.status ?? 200) : 200;
  // A GET that answers a file (a PDF, CSV, zip, backup) does work on every call: the network guard refuses it
  // when a browser says another site sent it (issue 38), as it refuses cross-site writes.
  const download = endpoint.method === 'GET' && !isJsonEndpoint(endpoint);
  const routeConfig = download ? { ...config, download: true } : config;
  const create = isCreate(endpoint);
  /** The handler's answer, or a foreman's answer already shaped and serialized (a JsonText). */
  const produce = async (req: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const answer = await handler(req as RouteRequest<E>, reply);
    if (status === 204 && !reply.sent) return reply.send();
    // A foreman's answer goes through the endpoint's foreman schema (zod drops every field it does not name).
    const foreman = isJsonEndpoint(endpoint) ? endpoint.foreman : undefined;
    if (foreman && req.actor?.role === 'foreman' && answer !== reply) {
      const shaped = foreman.safeParse(answer);
      if (!shaped.success) {
        // The server's own answer failed the foreman's schema: a fault here, never the caller's bad input (400).
        req.log.error(
          { route: `${req.method} ${endpoint.path}`, issues: shaped.error.issues.map((i) => ({ path: i.path.join('.'), code: i.code })) },
          "a foreman's answer did not match its schema",
        );
        return reply.status(500).send({ message: 'The server produced an invalid response' });
      }
      return new JsonText(JSON.stringify(shaped.data));
    }
    return answer;
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchema(endpoint),
    ...(routeConfig ? { config: routeConfig } : {}),
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      reply.code(status);
      // A create sent with an Idempotency-Key runs once per key (server/http/idempotency.ts); without one, as ever.
      const key = create ? req.headers[IDEMPOTENCY_HEADER] : undefined;
      const store = key === undefined ? undefined : req.server.idempotency;
      if (store && key !== undefined) return runIdempotent(store, endpoint as JsonEndpoint, key, req, reply, () => produce(req, reply));
      const answer = await produce(req, reply);
      return answer instanceof JsonText ? sendJsonText(reply, answer.text) : answer;
    },
  });
}
