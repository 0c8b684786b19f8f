import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { groupDigits } from './wording';

/**
 * The shared input primitives every route and form builds on (docs/product/calls.md §5). They are strict on
 * purpose: an id is a canonical whole number within PostgreSQL's int4, text never carries a NUL character,
 * numbers are JSON numbers or plain decimal strings (no blanks, exponents, hex, arrays or booleans).
 * Money lives in validation-money.ts and calendar days in validation-dates.ts.
 */

/** Largest value of a PostgreSQL `integer` (int4) column: every id is 1..MAX_ID. */
export const MAX_ID = 2_147_483_647;

/** Message for text that holds a NUL character (PostgreSQL text cannot store it). */
export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** True when a string holds no NUL character. */
export const hasNoNul = (s: string) => !s.includes('\u0000');

/** Plain text: a string without NUL. The building block of every text field, search and query string. */
export function textSchema(message = 'Must be text') {
  return z.string({ error: message }).refine(hasNoNul, NUL_MESSAGE);
}

/** Required text: trimmed, non-blank (`message` when blank or missing), at most max characters, no NUL. */
export function requiredText(message: string, max: number, label?: string) {
  return z
    .string({ error: message })
    .refine(hasNoNul, NUL_MESSAGE)
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(1, message)
        .max(max, label ? `${label} must be at most ${groupDigits(max)} characters` : `Must be at most ${max} characters`),
    );
}

/** Optional free text: trimmed, '' and null become null, limited to max characters, no NUL. */
export function optionalText(max: number, label: string) {
  return z
    .string({ error: `${label} must be text` })
    .refine(hasNoNul, NUL_MESSAGE)
    .transform((s) => s.trim())
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`))
    .nullish()
    .transform((v) => (v ? v : null));
}

/** ?search= of a list: trimmed, at most 200 characters, no NUL; blank means no search (undefined). */
export const searchSchema = lazySchema(() =>
  z
    .string({ error: 'Search must be text' })
    .refine(hasNoNul, NUL_MESSAGE)
    .transform((s) => s.trim())
    .pipe(z.string().max(200, 'Search must be at most 200 characters'))
    .optional()
    .transform((v) => (v ? v : undefined)),
);

/** Optional e-mail: a valid address, or empty/null meaning none. */
export const optionalEmailSchema = lazySchema(() =>
  z
    .union([z.literal(''), z.null(), z.string().trim().email('Please enter a valid email address').max(255)], {
      error: 'Please enter a valid email address',
    })
    .optional()
    .transform((v) => (v ? v : null)),
);

/** A plain decimal: optional minus, digits, optional fraction. No blanks, exponent, hex or sign '+'. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A number typed in a form or sent in JSON: finite numbers and plain decimal strings are read; '', null and
 * undefined (and 'none' when `none` is set) are empty — refused with `required` when given, else null.
 * Anything else (arrays, booleans, objects, ' 12 ', '1e3') is refused with `invalid`.
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
      const n = typeof v === 'number' ? v : typeof v === 'string' && DECIMAL.test(v) ? Number(v) : Number.NaN;
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: opts.invalid });
        return z.NEVER;
      }
      return n;
    });
}

/** A canonical id string: no sign, no leading zero, no blanks, at most 10 digits. */
const ID_TEXT = /^[1-9]\d{0,9}$/;

/** Reads an id from a JSON number or a canonical decimal string; null when it is not an id within int4. */
export function parseId(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && ID_TEXT.test(v) ? Number(v) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_ID ? n : null;
}

/** A mandatory id: refused with `required` when empty ('', null, absent), `invalid` when not an id 1..2147483647. */
export function requiredIdSchema(required: string, invalid: string) {
  return z
    .unknown()
    .optional()
    .transform((v, ctx): number => {
      if (v === '' || v === null || v === undefined) {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const id = parseId(v);
      if (id === null) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return id;
    });
}

/** An optional reference to another record by id: an id 1..2147483647, or null when empty ('none' too when set). */
export function idReferenceSchema(opts: { invalid: string; none?: boolean }) {
  return z
    .unknown()
    .optional()
    .transform((v, ctx): number | null => {
      if (v === '' || v === null || v === undefined || (opts.none === true && v === 'none')) return null;
      const id = parseId(v);
      if (id === null) {
        ctx.addIssue({ code: 'custom', message: opts.invalid });
        return z.NEVER;
      }
      return id;
    });
}

/**
 * An optional reference to another record by id, where the forms' value 'none' (or '', null) means unset.
 * Accepts numbers and canonical numeric strings.
 */
export function optionalIdSchema(label: string) {
  return idReferenceSchema({ invalid: `Invalid ${label} ID`, none: true });
}

/** Message for a path or query id that is not a whole number from 1 to 2147483647. */
export const ID_MESSAGE = 'Id must be a whole number from 1 to 2147483647';

/** A path parameter or query id: a canonical whole number 1..2147483647 ('00001', ' 12 ', '1e3', '[5]' are refused). */
export function idParam(message = ID_MESSAGE) {
  return requiredIdSchema(message, message);
}

/** Route params {id}. */
export const idParamsSchema = lazySchema(() => z.object({ id: idParam() }));

/** A whole number in a query string (?limit=, ?offset=) within min..max: canonical digits (or a JSON integer) only. */
export function queryInt(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z.unknown().transform((v, ctx): number => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^(0|[1-9]\d{0,9})$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });
}

/** ?active=true|false of a list; undefined when omitted. */
export const activeFlagSchema = lazySchema(() =>
  z
    .enum(['true', 'false'], { error: 'active must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
);

/** A POST or DELETE without input: an empty object or no body at all; anything else is a 400. */
export const noBodySchema = lazySchema(() => z.object({}).strict().nullish());
