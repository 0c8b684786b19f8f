import { z } from 'zod';

/** Optional free text: trimmed, '' and null become null, limited to max characters. */
export function optionalText(max: number, label: string) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));
}

/** Optional e-mail: a valid address, or empty/null meaning none. */
export const optionalEmailSchema = z
  .union([z.literal(''), z.null(), z.string().trim().email('Please enter a valid email address').max(255)])
  .optional()
  .transform((v) => (v ? v : null));

const NUMERIC = /^-?\d+(\.\d+)?$/;

/**
 * A number typed in a form or sent in JSON: numbers and numeric strings are read; '', null and undefined
 * (and 'none' when `none` is set) are empty — refused with `required` when given, else null. Anything else
 * is refused with `invalid`. Each case gets its own message instead of a union's generic "Invalid input".
 */
export function looseNumber(opts: { required?: string; invalid: string; none?: boolean }) {
  // .optional() so an absent key still reaches the transform (and gets its own message).
  return z
    .unknown()
    .optional()
    .transform((v, ctx): number | null => {
      const empty = v === '' || v === null || v === undefined || (opts.none === true && v === 'none');
      if (empty) {
        if (opts.required) {
          ctx.addIssue({ code: 'custom', message: opts.required });
          return z.NEVER;
        }
        return null;
      }
      const n = typeof v === 'number' ? v : typeof v === 'string' && NUMERIC.test(v.trim()) ? Number(v) : Number.NaN;
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: opts.invalid });
        return z.NEVER;
      }
      return n;
    });
}

/** An optional reference to another record by id: a positive whole number, or null when empty. */
export function idReferenceSchema(opts: { invalid: string; none?: boolean }) {
  return looseNumber(opts).refine((n) => n === null || (Number.isInteger(n) && n > 0), opts.invalid);
}

/** A mandatory reference to another record by id: refused with `required` when empty, `invalid` when not an id. */
export function requiredIdSchema(required: string, invalid: string) {
  return looseNumber({ required, invalid }).pipe(z.number().int(invalid).positive(invalid));
}

/**
 * An optional reference to another record by id, where the forms' value 'none' (or '', null) means unset.
 * Accepts numbers and numeric strings.
 */
export function optionalIdSchema(label: string) {
  return idReferenceSchema({ invalid: `Invalid ${label} ID`, none: true });
}

/** Route params {id}: a positive integer. */
export const idParamsSchema = z.object({
  id: z.coerce.number({ error: 'Id must be a number' }).int('Id must be a whole number').positive('Id must be positive'),
});
