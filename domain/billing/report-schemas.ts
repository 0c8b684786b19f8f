/**
 * The billing reports' contracts: accounts receivable aging (GET /api/billing/aging) and work in progress
 * (GET /api/billing/wip, its monthly snapshots and their backfill). The documents they read are in `schemas.ts`.
 */
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { optionalText } from '../validation';
import { dateSchema, queryDateSchema } from '../validation-dates';
import { optionalMoneySchema } from '../validation-money';
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

export const ESTIMATE_STATUSES = ['usable', 'missing', 'below-cost'] as const;

export const wipRowSchema = lazySchema(() =>
  z.object({
    contractValue: z.number(),
    /** The estimated total cost in force on the day; null when the job has none. */
    estimatedTotalCost: z.number().nullable(),
    costToDate: z.number(),
    /** null without a usable estimate (none, or one below the cost to date). */
    percentComplete: z.number().nullable(),
    earnedRevenue: z.number(),
    billedToDate: z.number(),
    /** Billed − earned: > 0 over-billed, < 0 under-billed. */
    overUnderBilling: z.number(),
    /** The rest of a loss contract's expected loss, recognised now (0 unless a loss contract). */
    lossProvision: z.number(),
    /** Over/under billing with the loss provision added (the textbook's 540,000). */
    overUnderWithProvision: z.number(),
    /** Earned − cost − loss provision: the whole expected loss of a loss contract, 0 without a usable estimate. */
    grossProfitToDate: z.number(),
    /** Contract value − estimated total cost (projected); null without a usable estimate. */
    estimatedGrossProfit: z.number().nullable(),
    estimatedMargin: z.number().nullable(),
    backlog: z.number(),
  }),
);
export type WipRowAnswer = z.infer<typeof wipRowSchema>;

export const wipReportSchema = lazySchema(() =>
  z.object({
    /** The day the figures are as of (today by default, a chosen day, or the month end of a snapshot). */
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
        /** No estimated total cost in force: the row earns its cost (zero margin) and is left out of the totals. */
        estimateMissing: z.boolean(),
        /** usable, missing (no estimate) or below-cost (an estimate under the cost to date, never used). */
        estimateStatus: z.enum(ESTIMATE_STATUSES),
        /** Finished on or before the day: its contract value is earned. */
        completed: z.boolean(),
        /** Whether the row is in the totals (completed, or with a usable estimate). */
        inTotals: z.boolean(),
        /** What the row asks of the owner, in words; null when nothing. */
        note: z.string().nullable(),
      }),
    ),
    totals: wipRowSchema,
    /** How many rows are left out of the totals for want of a usable estimate. */
    leftOutOfTotals: z.number().int(),
  }),
);
export type WipReport = z.infer<typeof wipReportSchema>;

export const wipQuerySchema = lazySchema(() =>
  z.object({
    format: z.enum(['json', 'pdf', 'csv'], { error: 'Format must be json, pdf or csv' }).default('json'),
    /** A month end (YYYY-MM-DD, last day of a past month) to read its kept snapshot. */
    monthEnd: queryDateSchema('Month end'),
    /** The day the live report is as of (YYYY-MM-DD, default today): costs and billings dated on or before it. */
    asOf: queryDateSchema('As of'),
  }),
);

export const wipSnapshotListSchema = lazySchema(() =>
  z.array(z.object({ monthEnd: z.string(), takenAt: z.string(), backfilled: z.boolean() })),
);
export type WipSnapshotList = z.infer<typeof wipSnapshotListSchema>;

/** POST /api/billing/wip/snapshots/backfill: how many earlier month ends were filled in. */
export const wipBackfillResultSchema = lazySchema(() => z.object({ added: z.number().int() }));

// ------------------------------------------------------------------------------------------- dated estimates

/** A job's estimated total cost from a day on (the latest on or before a day is in force; null: no estimate). */
export const estimateRevisionSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    effectiveDate: z.string(),
    estimatedTotalCost: z.number().nullable(),
    note: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export const estimateHistorySchema = lazySchema(() =>
  z.object({
    /** The estimate in force today (the billing terms' estimated total cost). */
    current: z.number().nullable(),
    revisions: z.array(estimateRevisionSchema),
  }),
);
export type EstimateHistory = z.infer<typeof estimateHistorySchema>;

/** POST /api/projects/:id/estimates: a revision from its effective date on (default today, never after today). */
export const estimateRevisionInputSchema = lazySchema(() =>
  z.object({
    effectiveDate: dateSchema('Effective date'),
    estimatedTotalCost: optionalMoneySchema('Estimated total cost', { max: 999_999_999_999.99 }),
    note: optionalText(500, 'Note'),
  }),
);
export type EstimateRevisionInput = z.infer<typeof estimateRevisionInputSchema>;
