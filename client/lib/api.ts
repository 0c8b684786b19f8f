/**
 * The one HTTP client of the app. Every call sends the session cookie; a non-OK response throws an
 * ApiError whose message is "status: body text" (or the status text when the body is empty), per docs/product/calls.md §7.1.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server's human message ({message}) when the body was our error JSON, else null. */
  get serverMessage(): string | null {
    const b = this.body as { message?: unknown } | null;
    return b && typeof b.message === 'string' ? b.message : null;
  }

  /** Field errors ({path, message}) from a 400 response, if any. */
  get fieldErrors(): { path: string; message: string }[] {
    const b = this.body as { errors?: { path: string; message: string }[] } | null;
    return Array.isArray(b?.errors) ? b.errors : [];
  }
}

async function toError(res: Response): Promise<ApiError> {
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return new ApiError(res.status, `${res.status}: ${text || res.statusText}`, body);
}

/** Performs a request and parses JSON; throws ApiError when the response is not OK. */
export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : undefined,
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
  });
  if (!res.ok) throw await toError(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The message to show a person for a failed call: the server's message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
