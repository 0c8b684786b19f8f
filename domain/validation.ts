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

/**
 * An optional reference to another record by id, where the forms' value 'none' (or '', null) means unset.
 * Accepts numbers and numeric strings.
 */
export function optionalIdSchema(label: string) {
  return z
    .union([z.literal('none'), z.literal(''), z.null(), z.coerce.number({ error: `Invalid ${label} ID` }).int(`Invalid ${label} ID`).positive(`Invalid ${label} ID`)])
    .optional()
    .transform((v) => (typeof v === 'number' ? v : null));
}

/** Route params {id}: a positive integer. */
export const idParamsSchema = z.object({ id: z.coerce.number({ error: 'Id must be a number' }).int('Id must be a whole number').positive('Id must be positive') });
