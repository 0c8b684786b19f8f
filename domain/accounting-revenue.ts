import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * How the accounting overview recognises a year's revenue (issue 20; the owner chooses, docs/decisions.md):
 * - `project-start`: the contract value of each project started in the year that is active or completed, in the
 *   month it starts (part 2 §9's rule, the default);
 * - `billed`: the work billed on the invoices sent in the year (each invoice's completed to date less the previous
 *   one's, retainage included), in the month of the invoice date.
 */
export const REVENUE_METHODS = ['project-start', 'billed'] as const;
export type RevenueMethod = (typeof REVENUE_METHODS)[number];
export const DEFAULT_REVENUE_METHOD: RevenueMethod = 'project-start';

export const revenueMethodSchema = lazySchema(() =>
  z.enum(REVENUE_METHODS, { error: `Revenue method must be one of ${REVENUE_METHODS.join(', ')}` }),
);

/** GET/PUT /api/accounting/revenue-method. */
export const revenueMethodSettingSchema = lazySchema(() => z.object({ method: revenueMethodSchema }));
export type RevenueMethodSetting = z.infer<typeof revenueMethodSettingSchema>;

/** What each method is called on screen and how it counts, in one sentence. */
export const REVENUE_METHOD_TEXT: Record<RevenueMethod, { label: string; description: string }> = {
  'project-start': {
    label: 'Contract value at project start',
    description: 'A project’s contract value counts in the month it starts (active and completed projects).',
  },
  billed: {
    label: 'Billed (from invoices)',
    description: 'The work billed on invoices sent to clients counts in the month of the invoice date, retainage included.',
  },
};
