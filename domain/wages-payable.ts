import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { queryDateSchema } from './validation-dates';

/** ?asOf= of GET /api/payroll/wages-payable: any day (default today). */
export const wagesPayableQuerySchema = lazySchema(() => z.object({ asOf: queryDateSchema('As of') }));

/**
 * Wages payable as of a day (issue 37, e.g. at year end), dollars: what the business owes its employees for work
 * done, net of what it advanced them. A week counts as paid from its payroll payment's date (the day the money left).
 */
export const wagesPayableSchema = lazySchema(() =>
  z.object({
    asOf: z.string(),
    /** Labor pay of work dated on or before asOf in weeks with no payroll payment dated on or before asOf. */
    unpaidWork: z.number(),
    /** Corrections of weeks paid by then (adjustments), not yet paid by a payment dated on or before asOf. */
    adjustments: z.number(),
    /** Advances dated on or before asOf, not cancelled, not recovered by a payroll payment dated on or before asOf. */
    advancesOutstanding: z.number(),
    /** unpaidWork + adjustments − advancesOutstanding. */
    wagesPayable: z.number(),
  }),
);
export type WagesPayable = z.infer<typeof wagesPayableSchema>;
