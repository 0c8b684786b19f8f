import type { JsonEndpoint, RequestOf, ResponseOf } from '../../domain/api/endpoint';
import { ApiError, apiRequest } from './api';

/**
 * The answer did not match the endpoint's response schema (domain/api/<area>.ts): client and server disagree
 * on the contract. Thrown instead of handing a screen data of the wrong shape.
 */
export class ResponseMismatchError extends ApiError {
  constructor(
    status: number,
    readonly endpoint: string,
    readonly issues: string[],
    body: unknown,
  ) {
    super(status, `${endpoint} answered an unexpected shape: ${issues.join('; ')}`, body);
    this.name = 'ResponseMismatchError';
  }

  /** The body is not our error JSON: there is no server message to show. */
  override get serverMessage(): string | null {
    return null;
  }
}

/** '/api/projects/:id' with {id: 5} → '/api/projects/5' (each value URI-encoded); a missing value throws. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string of a call ('?a=1&b=x', or ''): undefined, null and '' values are left out. */
export function queryString(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const q = search.toString();
  return q ? `?${q}` : '';
}

/** The URL of a call: the path with its parameters filled, then the query string. */
export function endpointUrl(endpoint: Pick<JsonEndpoint, 'path'>, request: { params?: unknown; query?: unknown } = {}): string {
  return (
    fillPath(endpoint.path, request.params as Record<string, unknown> | undefined) +
    queryString(request.query as Record<string, unknown> | undefined)
  );
}

/** A multipart endpoint is sent a FormData instead of a JSON body. */
export type CallRequest<E extends JsonEndpoint> = E['multipart'] extends true
  ? Omit<RequestOf<E>, 'body'> & { form: FormData }
  : RequestOf<E>;

/**
 * Calls an endpoint of a contract and returns its answer parsed by the contract's response schema, typed from
 * it. A non-OK status throws ApiError (as apiRequest does); an answer of the wrong shape throws ResponseMismatchError.
 * The request may be left out when the endpoint takes no params, query or body.
 */
export function callApi<E extends JsonEndpoint>(
  endpoint: E,
  ...args: Partial<CallRequest<E>> extends CallRequest<E> ? [CallRequest<E>?] : [CallRequest<E>]
): Promise<ResponseOf<E>> {
  return callEndpoint(endpoint, (args[0] ?? {}) as CallRequest<E>);
}

/** callApi with the request always given (mutation hooks pass their variables through). */
export async function callEndpoint<E extends JsonEndpoint>(endpoint: E, request: CallRequest<E>): Promise<ResponseOf<E>> {
  const { form, body } = request as { form?: FormData; body?: unknown };
  const answer = await apiRequest<unknown>(endpoint.method, endpointUrl(endpoint, request), form ?? body);
  return parseAnswer(endpoint, 200, answer);
}

/**
 * An OK answer parsed by the endpoint's response schema; ResponseMismatchError when it has another shape. A
 * foreman's answer has the endpoint's foreman shape (no money fields, issue 16): it is accepted as such, and
 * the screens a foreman sees do not show the fields it lacks.
 */
export function parseAnswer<E extends JsonEndpoint>(endpoint: E, status: number, answer: unknown): ResponseOf<E> {
  const parsed = endpoint.response.safeParse(answer ?? null);
  if (!parsed.success && endpoint.foreman) {
    const foreman = endpoint.foreman.safeParse(answer ?? null);
    if (foreman.success) return foreman.data as ResponseOf<E>;
  }
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`);
    throw new ResponseMismatchError(status, `${endpoint.method} ${endpoint.path}`, issues, answer);
  }
  return parsed.data as ResponseOf<E>;
}
