import { z } from 'zod';

/** ?limit= of list calls: 1..500 (larger values are capped at 500), 50 when omitted. */
export const listLimitQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .positive('Limit must be positive')
    .optional()
    .transform((n) => Math.min(n ?? 50, 500)),
});
