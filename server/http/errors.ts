import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isForeignKeyViolation, pgErrorCode } from '../db/references';
import { DATABASE_GONE_MESSAGE, DISK_FULL_MESSAGE, isDatabaseGone, isDiskFull } from './write-health';

/** The one error type services throw; the code picks the HTTP status. */
export type AppErrorCode =
  | 'invalid'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported_type'
  | 'unprocessable'
  | 'gone'
  | 'busy'
  | 'unavailable';

const STATUS: Record<AppErrorCode, number> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  unprocessable: 422,
  /** A shared link that was revoked or has expired (issue 39). */
  gone: 410,
  /** A shared limit of an outside service is taken for now (address search: one request per second). */
  busy: 429,
  unavailable: 503,
};

export type FieldError = { path: string; message: string };

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Throws 404 with "<What> not found" when a row is missing. */
export function notFound(what: string): AppError {
  return new AppError('not_found', `${what} not found`);
}

function fieldErrorsMessage(errors: FieldError[]): string {
  const first = errors[0];
  if (!first) return 'Invalid input';
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  return `${first.path ? `${first.path}: ` : ''}${first.message}${more}`;
}

/** Quoted literals in a database message ('value "2147483648" is out of range', 'Key (name)=(Ana)') hide values. */
function redactLiterals(text: string): string {
  return text
    .replace(/"[^"]*"/g, '"…"')
    .replace(/'[^']*'/g, "'…'")
    .replace(/\([^)]*\)=\([^)]*\)/g, '(…)=(…)');
}

/** The stack frames of an error without its message lines (which, for Drizzle, hold the SQL parameters). */
function framesOnly(stack: unknown): string | undefined {
  return typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : undefined;
}

/**
 * What a 500 is logged with: the error's name, code and message, the database error's code, table,
 * column and constraint, and stack frames — never parameter values. Drizzle's DrizzleQueryError puts the
 * SQL parameters (names, phone numbers …) in its message and `params`; only its cause's message is kept,
 * with quoted literals redacted.
 */
export function safeErrorLog(error: unknown): Record<string, unknown> {
  const e = error as { name?: string; message?: string; stack?: string; code?: unknown; query?: unknown; cause?: unknown };
  const isQueryError = typeof e?.query === 'string' || (typeof e?.message === 'string' && e.message.startsWith('Failed query:'));
  const db = (isQueryError ? e.cause : pgErrorCode(error) ? error : undefined) as
    | { message?: string; code?: string; table?: string; column?: string; constraint?: string; routine?: string }
    | undefined;
  return {
    type: e?.name ?? typeof error,
    message: isQueryError ? 'Failed query' : redactLiterals(String(e?.message ?? error)),
    ...(typeof e?.code === 'string' ? { code: e.code } : {}),
    ...(db
      ? {
          db: {
            code: db.code,
            message: db.message ? redactLiterals(db.message) : undefined,
            table: db.table,
            column: db.column,
            constraint: db.constraint,
            routine: db.routine,
          },
        }
      : {}),
    stack: framesOnly(e?.stack),
  };
}

/** Maps every error to the JSON body {message, errors?} and a status (docs/product/rules.md API conventions). */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  // A file answer (the pack's zip, a PDF, a CSV) that failed after its route set the type: the error is JSON, not an
  // attachment. Sent as the file's type, Fastify refused the object body with its own error and no sentence.
  reply.removeHeader('content-disposition');
  const type = reply.getHeader('content-type');
  if (typeof type === 'string' && !type.startsWith('application/json')) reply.type('application/json; charset=utf-8');
  if (error instanceof AppError) {
    return reply.status(STATUS[error.code]).send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: v.message ?? 'Invalid input',
    }));
    return reply.status(400).send({ message: fieldErrorsMessage(errors), errors });
  }
  if (error instanceof ZodError) {
    const errors = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    return reply.status(400).send({ message: fieldErrorsMessage(errors), errors });
  }
  if (isResponseSerializationError(error)) {
    request.log.error(
      {
        route: `${request.method} ${request.routeOptions.url ?? '(no route)'}`,
        issues: error.cause.issues.map((i) => ({ path: i.path.join('.'), code: i.code, message: i.message })),
      },
      'response did not match its schema',
    );
    return reply.status(500).send({ message: 'The server produced an invalid response' });
  }
  const fe = error as FastifyError;
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
    const message =
      fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.name === 'SyntaxError' ? 'The request body is not valid JSON' : fe.message;
    return reply.status(fe.statusCode).send({ message });
  }
  const pgCode = pgErrorCode(error);
  if (isForeignKeyViolation(error)) return reply.status(409).send({ message: 'This record is still used by other records' });
  if (pgCode === '23505') return reply.status(409).send({ message: 'This record already exists' });
  // A CHECK constraint (e.g. the fixed expense categories) refused a value the route's schema let through.
  if (pgCode === '23514') return reply.status(400).send({ message: 'A value is not one of the allowed values' });
  // A full disk or a database that is gone (issue 38): a clear answer, and readiness turns 503 until it is over.
  const severe = isDiskFull(error) ? 'disk-full' : isDatabaseGone(error) ? 'database-gone' : null;
  if (severe) {
    request.server.writeHealth?.note(severe);
    request.log.warn(
      { route: `${request.method} ${request.routeOptions.url ?? '(no route)'}`, error: safeErrorLog(error) },
      severe === 'disk-full' ? 'write failed: the disk is full' : 'request failed: the database cannot be reached',
    );
    return severe === 'disk-full'
      ? reply.status(507).send({ message: DISK_FULL_MESSAGE })
      : reply.status(503).header('retry-after', '5').send({ message: DATABASE_GONE_MESSAGE });
  }
  // The route pattern (/api/projects/:id), never the URL with its values, and the error without its parameters.
  request.log.error(
    { route: `${request.method} ${request.routeOptions.url ?? '(no route)'}`, error: safeErrorLog(error) },
    'unhandled error',
  );
  return reply.status(500).send({ message: 'Something went wrong on the server' });
}
