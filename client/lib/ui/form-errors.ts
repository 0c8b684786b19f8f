import { schemaResolver } from '@mantine/form';
import { ApiError } from '../api';

/** Puts each error on its top-level field ('specialties.2' → 'specialties'); the first error of a field wins. */
function byField(entries: Iterable<[string, string]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of entries) {
    const field = path.split('.')[0];
    if (field && !out[field]) out[field] = message;
  }
  return out;
}

/**
 * A @mantine/form validate function from a domain Zod schema (the one the server uses), applied to the form
 * values after an optional conversion, e.g. comma-separated text → list.
 */
export function schemaValidator<V>(schema: Parameters<typeof schemaResolver>[0], toInput: (values: V) => unknown = (v) => v) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: V): Record<string, string> => byField(Object.entries(resolve(toInput(values))).map(([k, v]) => [k, String(v)]));
}

/** The field errors of a 400 answer as form errors ({email: 'Please enter a valid email address'}). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return byField(error.fieldErrors.map((e) => [e.path, e.message]));
}
