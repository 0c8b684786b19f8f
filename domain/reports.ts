import { z } from 'zod';
import { revenueMethodSchema } from './accounting-revenue';
import { lazySchema } from './lazy-schema';
import { type PerformanceLabel, performanceLabel } from './lifecycle';
import { unpricedWorkFields } from './unpriced-work';

/** Report types of the Reports page (part 2 §2). */
export const REPORT_TYPES = ['profit_loss', 'expense_breakdown', 'project_performance', 'supplier_analysis'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  profit_loss: 'Profit & Loss',
  expense_breakdown: 'Expense Breakdown',
  project_performance: 'Project Performance',
  supplier_analysis: 'Supplier Analysis',
};

/** Time ranges and their length in days (part 2 §9: 30, 90 and 365). */
export const REPORT_RANGES = { last_30_days: 30, last_90_days: 90, last_year: 365 } as const;
export type ReportRange = keyof typeof REPORT_RANGES;
export const REPORT_RANGE_LABELS: Record<ReportRange, string> = {
  last_30_days: 'Last 30 days',
  last_90_days: 'Last 90 days',
  last_year: 'Last year (365 days)',
};

/** Florida's industry average profit margin, percent (part 2 §1). */
export const INDUSTRY_AVERAGE_MARGIN = 15.2;

/** Projects shown under project performance (part 2 §9). */
export const REPORT_PROJECT_COUNT = 5;

/** GET /api/reports?range= (last_30_days when omitted). */
export const reportQuerySchema = lazySchema(() =>
  z.object({
    range: z
      .enum(Object.keys(REPORT_RANGES) as [ReportRange, ...ReportRange[]], {
        error: 'Range must be last_30_days, last_90_days or last_year',
      })
      .default('last_30_days'),
  }),
);

const money = lazySchema(() => z.number());

export const reportSchema = lazySchema(() =>
  z.object({
    range: z.string(),
    /** First and last day of the range, inclusive (the last is today). */
    from: z.string(),
    to: z.string(),
    /** The basis revenue, profit and margin are on (Settings → Accounting), and its name as shown. */
    revenueMethod: revenueMethodSchema,
    revenueBasis: z.string(),
    summary: z.object({
      /** Revenue of the range on the owner's basis (earned, billed or cash). */
      revenue: money,
      /** The active projects started in the range (part 2 §9). */
      projects: z.number().int(),
      /** Contract value of jobs started: budgets of those projects (part 2 §9's "revenue"), a sales figure. */
      contractValueOfJobsStarted: money,
      /** Expenses and work-record pay dated in the range. */
      expenses: money,
      profit: money,
      profitMargin: z.number(),
      /** Work records dated in the range priced at $0 for want of a rate (labor_rate_missing): expenses are too low. */
      unpricedWorkRecords: z.number().int(),
      /** The projects those work records belong to. */
      projectsWithUnpricedWork: z.number().int(),
    }),
    expenseBreakdown: z.array(z.object({ category: z.string(), label: z.string(), amount: money, percent: z.number() })),
    projectPerformance: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        budget: money,
        totalCosts: money,
        profit: money,
        profitMargin: z.number(),
        /** From the projected margin (issue 39): a job projected at a loss is a Loss whatever its budget left. */
        label: z.enum(['Excellent', 'Good', 'Break-even', 'Loss']),
        /** The one projection's figures (domain/projection.ts); profit and profitMargin above are budget left. */
        projectedProfit: money,
        projectedMargin: z.number(),
        profitToDate: money,
        estimateSource: z.enum(['estimate', 'final', 'none', 'below-cost']),
        risk: z.enum(['low', 'medium', 'high']),
        /** The project's work priced at $0 (kept count, any year, as totalCosts) and its employees' names. */
        ...unpricedWorkFields,
      }),
    ),
    industryComparison: z.object({ yourMargin: z.number(), industryAverage: z.number(), difference: z.number() }),
    suppliers: z.array(z.object({ id: z.number().int(), name: z.string(), expenseCount: z.number().int(), amount: money })),
  }),
);
export type Report = z.infer<typeof reportSchema>;

/** The label of a project by its margin (part 2 §9). */
export function reportLabel(margin: number): PerformanceLabel {
  return performanceLabel(margin);
}

/** Your margin against the industry average, the difference in points with 2 decimals. */
export function industryComparison(margin: number) {
  return {
    yourMargin: margin,
    industryAverage: INDUSTRY_AVERAGE_MARGIN,
    difference: Math.round((margin - INDUSTRY_AVERAGE_MARGIN) * 100) / 100,
  };
}
