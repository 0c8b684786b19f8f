/**
 * The billing reports' contracts: accounts receivable aging (GET /api/billing/aging) and work in progress
 * (GET /api/billing/wip, its monthly snapshots and their backfill). The documents they read are in `schemas.ts`.
 */
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { queryDateSchema } from '../validation-dates';
import { AGING_BUCKETS } from './arithmetic';
import { invoiceSummarySchema } from './schemas';

// ---------------------------------------------------------------------------------------------------- A/R aging

const agingAmounts = lazySchema(() =>
  z.object(
    // retainage: held on the latest application sent by the as-of day (receivable, not yet due), beside the total.
    Object.fromEntries([...AGING_BUCKETS, 'total', 'retainage'].map((k) => [k, z.number()])) as Record<
      (typeof AGING_BUCKETS)[number] | 'total' | 'retainage',
      z.ZodNumber
    >,
  ),
);

export const agingQuerySchema = lazySchema(() => z.object({ asOf: queryDateSchema('As of') }));

export const agingReportSchema = lazySchema(() =>
  z.object({
    asOf: z.string(),
    clients: z.array(agingAmounts.extend({ clientName: z.string() })),
    totals: agingAmounts,
    invoices: z.array(
      invoiceSummarySchema
        .pick({ id: true, number: true, projectId: true, projectName: true, clientName: true, dueDate: true, balance: true, status: true })
        .extend({
          bucket: z.enum(AGING_BUCKETS),
          daysLate: z.number().int(),
        }),
    ),
  }),
);
export type AgingReportAnswer = z.infer<typeof agingReportSchema>;

// ------------------------------------------------------------------------------------------------------------ WIP

export const wipRowSchema = lazySchema(() =>
  z.object({
    contractValue: z.number(),
    estimatedTotalCost: z.number(),
    costToDate: z.number(),
    percentComplete: z.number(),
    earnedRevenue: z.number(),
    billedToDate: z.number(),
    overUnderBilling: z.number(),
    estimatedGrossProfit: z.number(),
    estimatedMargin: z.number().nullable(),
    backlog: z.number(),
  }),
);
export type WipRowAnswer = z.infer<typeof wipRowSchema>;

export const wipReportSchema = lazySchema(() =>
  z.object({
    /** The day the figures are as of (today, or the month end of a snapshot). */
    asOf: z.string(),
    /** The month end of a kept snapshot; null for the live report. */
    monthEnd: z.string().nullable(),
    takenAt: z.string().nullable(),
    /** A snapshot filled in afterwards for an earlier month (from the dated records as they stood then), not kept at that month end. */
    backfilled: z.boolean(),
    rows: z.array(
      wipRowSchema.extend({
        projectId: z.number().int(),
        projectName: z.string(),
        /** No estimated total cost set: nothing is earned yet and the row shows it. */
        estimateMissing: z.boolean(),
      }),
    ),
    totals: wipRowSchema,
  }),
);
export type WipReport = z.infer<typeof wipReportSchema>;

export const wipQuerySchema = lazySchema(() =>
  z.object({
    format: z.enum(['json', 'pdf', 'csv'], { error: 'Format must be json, pdf or csv' }).default('json'),
    /** A month end (YYYY-MM-DD, last day of a past month) to read its kept snapshot. */
    monthEnd: queryDateSchema('Month end'),
  }),
);

export const wipSnapshotListSchema = lazySchema(() =>
  z.array(z.object({ monthEnd: z.string(), takenAt: z.string(), backfilled: z.boolean() })),
);
export type WipSnapshotList = z.infer<typeof wipSnapshotListSchema>;

/** POST /api/billing/wip/snapshots/backfill: how many earlier month ends were filled in. */
export const wipBackfillResultSchema = lazySchema(() => z.object({ added: z.number().int() }));
