import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What every endpoint declares: where it lives and the schemas of what it accepts. Zod schemas only, no I/O. */
type EndpointBase = {
  method: HttpMethod;
  /** Fastify path syntax: '/api/projects/:id'. */
  path: string;
  /** Path parameters ({id}); parsed by the server, filled into the path by the client. */
  params?: z.ZodType;
  /** Query string; every value travels as text. */
  query?: z.ZodType;
  /** JSON body (multipart routes leave it out and read their stream in the handler). */
  body?: z.ZodType;
  /** A multipart upload: the body is a stream of fields and files the handler reads (server/http/upload.ts). */
  multipart?: true;
};

/** An endpoint answering JSON checked by `response` (z.null() for a 204 without a body). */
export type JsonEndpoint = EndpointBase & {
  response: z.ZodType;
  /** The success status (default 200). */
  status?: 200 | 201 | 204;
  /** Other success statuses with the same body (an upload answers 200 for a duplicate, 201 for a new file). */
  alsoStatus?: readonly (200 | 201)[];
  /**
   * The answer a foreman gets (issue 16), when it differs: the response without budget, margin, profit and pay
   * rates. The server passes a foreman's answer through it, so a field left out here never reaches them.
   */
  foreman?: z.ZodType;
};

/** An endpoint answering something other than JSON (a PDF, an event stream): only its content type is declared. */
export type RawEndpoint = EndpointBase & { produces: string };

export type Endpoint = JsonEndpoint | RawEndpoint;

/** One contract per endpoint, shared by the server's route and the client's call (domain/api/<area>.ts). */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** The success statuses of a JSON endpoint, first the main one. */
export function successStatuses(endpoint: JsonEndpoint): (200 | 201 | 204)[] {
  return [endpoint.status ?? 200, ...(endpoint.alsoStatus ?? [])];
}

/** True when the endpoint answers JSON. */
export function isJsonEndpoint(endpoint: Endpoint): endpoint is JsonEndpoint {
  return 'response' in endpoint;
}

/** Schema output, or undefined when the part is not declared. */
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the answer of a JSON endpoint is once parsed by its schema. */
export type ResponseOf<E extends JsonEndpoint> = z.output<E['response']>;

/**
 * What a caller sends for a schema: its input type, except that a field the schema reads from `unknown` (ids,
 * amounts and dates are read leniently from forms) takes the type the schema produces, so callers stay typed.
 */
export type Sent<S> = S extends z.ZodType
  ? z.input<S> extends object
    ? {
        [K in keyof z.input<S>]: unknown extends z.input<S>[K] ? (K extends keyof z.output<S> ? z.output<S>[K] : unknown) : z.input<S>[K];
      }
    : z.input<S>
  : undefined;

/** The params, query and body a caller passes to an endpoint (client/lib/api.ts callApi). */
export type RequestOf<E extends Endpoint> = (E['params'] extends z.ZodType ? { params: Sent<E['params']> } : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: Sent<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: Sent<E['body']> } : { body?: undefined });

/** What the server's handler receives once Fastify has parsed the request with the endpoint's schemas. */
export type ParsedRequestOf<E extends Endpoint> = { params: Out<E['params']>; query: Out<E['query']>; body: Out<E['body']> };
