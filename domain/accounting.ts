import { z } from 'zod';
import { ACCOUNTING_CATEGORIES } from './accounting-categories';
import { revenueMethodSchema } from './accounting-revenue';
import { DEFAULT_TAX_RATE } from './accounting-tax';
import { lazySchema } from './lazy-schema';
import { unpricedWorkFields } from './unpriced-work';
import { queryInt, searchSchema } from './validation';

/** Years the Accounting Dashboard offers: the current one and the 4 before it (part 2 §9), newest first. */
export function accountingYears(currentYear: number): number[] {
  return [0, 1, 2, 3, 4].map((i) => currentYear - i);
}

/** A tax rate in a query string: percent 0..100 with at most 2 decimals. */
const taxRateSchema = lazySchema(() =>
  z.unknown().transform((v, ctx): number => {
    const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v : '';
    const n = /^\d{1,3}(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
    if (!(n >= 0 && n <= 100)) {
      ctx.addIssue({ code: 'custom', message: 'Tax rate must be a percent from 0 to 100 with at most 2 decimals' });
      return z.NEVER;
    }
    return n;
  }),
);

/** ?year= (1900..2999, this year when omitted) and ?taxRate= (percent, 25 when omitted). */
export const accountingQuerySchema = lazySchema(() =>
  z.object({
    year: queryInt('Year', 1900, 2999).optional(),
    taxRate: taxRateSchema.optional().transform((r) => r ?? DEFAULT_TAX_RATE),
  }),
);
export type AccountingQuery = z.infer<typeof accountingQuerySchema>;

const money = lazySchema(() => z.number());

export const yearlyOverviewSchema = lazySchema(() =>
  z.object({
    year: z.number().int(),
    /** The year's revenue on the owner's basis (revenueMethod, named wherever it is shown; docs/decisions/). */
    totalRevenue: money,
    /**
     * Contract value of jobs started: the budgets (+ approved change orders) of the active or completed projects
     * started in the year (part 2 §9's figure), a sales figure, never revenue.
     */
    contractValueOfJobsStarted: money,
    totalProjects: z.number().int(),
    /** Expenses dated in the year plus the pay of work records dated in the year. */
    totalExpenses: money,
    netProfit: money,
    /** netProfit ÷ totalRevenue × 100, 2 decimals; 0 without revenue. */
    profitMargin: z.number(),
    completedProjects: z.number().int(),
    activeProjects: z.number().int(),
    /** Work records dated in the year priced at $0 for want of a rate (labor_rate_missing): totalExpenses is too low. */
    unpricedWorkRecords: z.number().int(),
    /** The projects those work records belong to. */
    projectsWithUnpricedWork: z.number().int(),
  }),
);

export const expenseBreakdownSchema = lazySchema(() =>
  z.object(
    Object.fromEntries(ACCOUNTING_CATEGORIES.map((c) => [c, money])) as Record<(typeof ACCOUNTING_CATEGORIES)[number], typeof money>,
  ),
);

export const monthlyRowSchema = lazySchema(() =>
  z.object({
    /** YYYY-MM. */
    month: z.string(),
    revenue: money,
    expenses: money,
    profit: money,
    materialCosts: money,
    /** Labor & Payroll: labor expenses, crew meals and work-record pay. */
    laborCosts: money,
  }),
);

export const projectBreakdownSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    budget: money,
    /** Every cost of the project so far (expenses and labor), any year. */
    totalCosts: money,
    status: z.string(),
    profit: money,
    profitMargin: z.number(),
    /** The project's work priced at $0 (kept count, any year, as totalCosts) and its employees' names. */
    ...unpricedWorkFields,
  }),
);

export const receiptRowSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    description: z.string(),
    supplier: z.string().nullable(),
    projectName: z.string(),
    date: z.string(),
    category: z.string(),
    amount: money,
    /** The stored receipt image (/uploads/receipts/…) or null when none is attached. */
    imageUrl: z.string().nullable(),
  }),
);

export const taxSummarySchema = lazySchema(() =>
  z.object({
    deductibleExpenses: money,
    equipmentDepreciation: money,
    businessMileage: money,
    officeExpenses: money,
    totalDeductions: money,
    taxableIncome: money,
    taxRate: z.number(),
    /** The year's estimated tax at taxRate. */
    estimatedTaxes: money,
    quarterlyEstimate: money,
  }),
);

/** GET /api/accounting/overview (part 2 §3 Accounting overview). receipts holds the year's 100 newest expenses. */
export const accountingOverviewSchema = lazySchema(() =>
  z.object({
    /** The basis totalRevenue, the monthly revenue, the profit and the tax estimate are on (the owner's choice, domain/accounting-revenue.ts). */
    revenueMethod: revenueMethodSchema,
    /** That basis by name, as every revenue, profit, margin and tax figure shows it ("Earned (percentage of completion)"). */
    revenueBasis: z.string(),
    yearlyOverview: yearlyOverviewSchema,
    expenseBreakdown: expenseBreakdownSchema,
    monthlyBreakdown: z.array(monthlyRowSchema),
    projectsBreakdown: z.array(projectBreakdownSchema),
    receipts: z.array(receiptRowSchema),
    receiptCount: z.number().int(),
    taxSummary: taxSummarySchema,
  }),
);
export type AccountingOverview = z.infer<typeof accountingOverviewSchema>;
export type MonthlyRow = z.infer<typeof monthlyRowSchema>;
export type ReceiptRow = z.infer<typeof receiptRowSchema>;
export type ProjectBreakdown = z.infer<typeof projectBreakdownSchema>;

/** Receipt Management categories (part 2 §2): all or one of five expense categories. */
export const RECEIPT_FILTERS = ['all', 'material', 'labor', 'equipment', 'permits', 'utilities'] as const;

/** Columns Receipt Management sorts by on the server (the list is paged), as the Expenses list does. */
export const RECEIPT_SORTS = ['date', 'description', 'supplier', 'project', 'category', 'amount'] as const;
export type ReceiptSort = (typeof RECEIPT_SORTS)[number];

/** GET /api/accounting/receipts: the year's expenses, newest first unless sorted, filtered by text and category, paged. */
export const receiptsQuerySchema = lazySchema(() =>
  z.object({
    sort: z.enum(RECEIPT_SORTS, { error: `Sort must be one of ${RECEIPT_SORTS.join(', ')}` }).optional(),
    dir: z.enum(['asc', 'desc'], { error: 'Direction must be asc or desc' }).optional(),
    year: queryInt('Year', 1900, 2999).optional(),
    search: searchSchema,
    category: z.enum(RECEIPT_FILTERS, { error: `Category must be one of ${RECEIPT_FILTERS.join(', ')}` }).optional(),
    limit: queryInt('Limit', 1, 500).optional(),
    offset: queryInt('Offset', 0, 1_000_000).optional(),
  }),
);
export type ReceiptsQuery = z.infer<typeof receiptsQuerySchema>;

export const receiptPageSchema = lazySchema(() => z.object({ total: z.number().int(), rows: z.array(receiptRowSchema) }));
export type ReceiptPage = z.infer<typeof receiptPageSchema>;
