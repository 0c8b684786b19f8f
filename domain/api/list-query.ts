import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { MAX_ID, queryInt } from '../validation';

/** ?limit= of list calls: a whole number 1..2147483647 (larger than 500 is capped at 500), 50 when omitted. */
export const listLimitQuerySchema = lazySchema(() =>
  z.object({
    limit: queryInt('Limit', 1, MAX_ID)
      .optional()
      .transform((n) => Math.min(n ?? 50, 500)),
  }),
);
