import { z } from 'zod';
import { optionalExpensePaymentMethodSchema, optionalPaymentAccountSchema } from './accounting-1099';
import { daysBetween, isIsoDate } from './dates';
import { lazySchema } from './lazy-schema';
import { optionalIdSchema, optionalText, queryInt, requiredIdSchema, requiredText, searchSchema } from './validation';
import { dateSchema, queryDateSchema } from './validation-dates';
import { moneySchema } from './validation-money';

/**
 * The one fixed list of expense categories (docs/product/rules.md): spec part 1 §4's material, labor, gas, fuel, dining,
 * equipment, subcontractor and other, plus permits and utilities so accounting's "Permits & Legal" and
 * "Utilities" can be non-zero. Receipt line items use material, equipment and other.
 */
export const EXPENSE_CATEGORIES = [
  'material',
  'labor',
  'gas',
  'fuel',
  'dining',
  'equipment',
  'subcontractor',
  'permits',
  'utilities',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/** Display label of each category (forms, tables, filters). */
export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  material: 'Material',
  labor: 'Labor',
  gas: 'Gas',
  fuel: 'Fuel',
  dining: 'Dining',
  equipment: 'Equipment',
  subcontractor: 'Subcontractor',
  permits: 'Permits & Legal',
  utilities: 'Utilities',
  other: 'Other',
};

/** True when a value is one of EXPENSE_CATEGORIES. */
export function isExpenseCategory(value: unknown): value is ExpenseCategory {
  return typeof value === 'string' && (EXPENSE_CATEGORIES as readonly string[]).includes(value);
}

const CATEGORY_MESSAGE = `Category must be one of ${EXPENSE_CATEGORIES.join(', ')}`;

/** A category from the fixed list: 'Category is required' when empty, CATEGORY_MESSAGE when not listed. */
export const expenseCategorySchema = lazySchema(() =>
  z.enum(EXPENSE_CATEGORIES, {
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'Category is required' : CATEGORY_MESSAGE),
  }),
);

/** An expense as GET /api/expenses lists it, with the names of what it points to. */
export const expenseListItemSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    projectId: z.number().int(),
    category: z.string(),
    description: z.string(),
    amount: z.number(),
    date: z.string(),
    supplierId: z.number().int().nullable(),
    employeeId: z.number().int().nullable(),
    subcontractorId: z.number().int().nullable(),
    receiptNumber: z.string().nullable(),
    notes: z.string().nullable(),
    receiptId: z.number().int().nullable(),
    /** cash, check, bank_transfer, card or payment_app; null when not recorded. */
    paymentMethod: z.string().nullable(),
    /** A payment-app payment's receiving account ('personal' counts toward the 1099-NEC, 'business' is on 1099-K); else null. */
    paymentAccount: z.enum(['personal', 'business']).nullable(),
    /** Backup withholding (24 %) kept from this payment for the IRS, dollars; 0 when none (docs/decisions/). */
    backupWithholding: z.number(),
    /** A payment made though the payee's papers were not complete (issue 44): why, who, when (ISO); null when none. */
    complianceOverride: z.object({ reason: z.string(), by: z.string(), at: z.string() }).nullable(),
    /** The scanned receipt's image (/uploads/receipts/…) when the expense came from a receipt, else null. */
    receiptImageUrl: z.string().nullable(),
    /** The cost code chosen for it (issue 42); null: its category's (or the payee's trade's) default. */
    costCode: z.string().nullable(),
    /** The commitment line this bill draws down, if any, and the reason given for billing above the line. */
    commitmentLineId: z.number().int().nullable(),
    overCommitmentReason: z.string().nullable(),
    createdAt: z.string(),
    /** The user who entered it (a foreman changes only his own, docs/decisions/); null: the office's (before
     * migration 0051, sign-in off). */
    enteredBy: z.number().int().nullable(),
    project: z.object({ name: z.string() }),
    supplier: z.object({ name: z.string() }).nullable(),
    employee: z.object({ name: z.string() }).nullable(),
    subcontractor: z.object({ name: z.string(), company: z.string().nullable() }).nullable(),
    projectName: z.string(),
    supplierName: z.string().nullable(),
    employeeName: z.string().nullable(),
  }),
);
export type ExpenseListItem = z.infer<typeof expenseListItemSchema>;

/** Categories the Expenses page filters by (spec part 1 §2.13). */
export const EXPENSE_FILTER_CATEGORIES = ['material', 'labor', 'gas', 'equipment', 'subcontractor'] as const;

const amountSchema = lazySchema(() => moneySchema('Amount', { positive: 'Amount must be greater than 0' }));

/** POST/PUT /api/expenses. supplierId, employeeId and subcontractorId accept 'none' for unset. */
export const expenseInputSchema = lazySchema(() =>
  z
    .object({
      projectId: requiredIdSchema('Project is required', 'Invalid project ID'),
      category: expenseCategorySchema,
      description: requiredText('Description is required', 1000, 'Description'),
      amount: amountSchema,
      date: dateSchema('Date'),
      supplierId: optionalIdSchema('supplier'),
      employeeId: optionalIdSchema('employee'),
      subcontractorId: optionalIdSchema('subcontractor'),
      receiptNumber: optionalText(100, 'Receipt number'),
      notes: optionalText(5000, 'Notes'),
      /** How it was paid (1099 reporting); omitted or 'none' = not recorded. */
      paymentMethod: optionalExpensePaymentMethodSchema,
      /** For a payment-app payment: the payee's personal (default) or business account; refused with another method. */
      paymentAccount: optionalPaymentAccountSchema,
      /** Its cost code ('06'); omitted, '' or null: the category's default (or the commitment line's). */
      costCode: z
        .union(
          [
            z.literal(''),
            z.null(),
            z
              .string()
              .trim()
              .regex(/^[0-9]{2}(-[0-9]{2,4})?$/, 'Cost code must be two digits, optionally a dash and 2 to 4 more (06 or 06-100)'),
          ],
          {
            error: 'Cost code must be two digits, optionally a dash and 2 to 4 more (06 or 06-100)',
          },
        )
        .optional()
        .transform((v) => (v ? v : null)),
      /** A bill against a purchase order or subcontract line: draws it down (issue 42). */
      commitmentLineId: optionalIdSchema('commitment line'),
      /** Why a bill goes above what its commitment line still owes (asked for then, 409 without it). */
      overCommitmentReason: optionalText(500, 'Reason'),
      /**
       * Pays a payee whose papers are not complete anyway (issue 44's hold, docs/decisions/099-compliance.md): the
       * reason is stored with the expense, with who and when. Omitted or null: a held payment is refused with 409.
       */
      override: z
        .object(
          { reason: requiredText('Give a reason to override the payment hold', 500, 'Override reason') },
          { error: 'Override must be an object with a reason' },
        )
        .strict()
        .nullish()
        .transform((v) => v ?? null),
    })
    .superRefine((v, ctx) => {
      if (v.paymentAccount !== null && v.paymentMethod !== 'payment_app')
        ctx.addIssue({
          code: 'custom',
          path: ['paymentAccount'],
          message: 'Personal or business account applies only to a payment-app payment: choose Payment app, or leave the account blank',
        });
    }),
);
export type ExpenseInput = z.infer<typeof expenseInputSchema>;

/** Add Material Cost dialog: amount, date and a required supplier; the category is always material. */
export const materialExpenseInputSchema = lazySchema(() =>
  z.object({
    projectId: expenseInputSchema.shape.projectId,
    amount: amountSchema,
    date: dateSchema('Date'),
    supplierId: requiredIdSchema('Supplier is required', 'Invalid supplier ID'),
    description: optionalText(1000, 'Description').transform((v) => v ?? undefined),
  }),
);

/** Filters shared by the list and the summary tiles. search matches description or project name. */
export const expenseFilterSchema = lazySchema(() =>
  z.object({
    search: searchSchema,
    category: z
      .union([z.literal('all'), z.literal(''), z.enum(EXPENSE_CATEGORIES)], { error: CATEGORY_MESSAGE })
      .optional()
      .transform((v) => (v && v !== 'all' ? v : undefined)),
    projectId: z
      .union([z.literal('all'), z.literal(''), requiredIdSchema('Invalid project ID', 'Invalid project ID')], {
        error: 'Invalid project ID',
      })
      .optional()
      .transform((v) => (typeof v === 'number' ? v : undefined)),
    /** Expenses dated on or after this day (YYYY-MM-DD), and on or before `to`; both inclusive. */
    from: queryDateSchema('From date').optional(),
    to: queryDateSchema('To date').optional(),
  }),
);
export type ExpenseFilter = z.infer<typeof expenseFilterSchema>;

/** A date range whose From is after its To is refused (the endpoints' queries add this check). */
export function datesInOrder<S extends z.ZodType<{ from?: string; to?: string }>>(schema: S): S {
  return schema.refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'From date must be on or before the To date',
    path: ['to'],
  }) as unknown as S;
}

/** Columns the Expenses list sorts by (GET /api/expenses?sort=); ties are broken by id in the same direction. */
export const EXPENSE_SORTS = ['date', 'description', 'project', 'category', 'amount'] as const;
export type ExpenseSort = (typeof EXPENSE_SORTS)[number];
export type SortDir = 'asc' | 'desc';

/** ?sort= and ?dir= of the list and its CSV export: newest first (date, descending) when omitted. */
export const expenseSortSchema = lazySchema(() =>
  z.object({
    sort: z.enum(EXPENSE_SORTS, { error: `Sort must be one of ${EXPENSE_SORTS.join(', ')}` }).default('date'),
    dir: z.enum(['asc', 'desc'], { error: 'Direction must be asc or desc' }).default('desc'),
  }),
);

/** GET /api/expenses/export.csv: the page's filters and sort, every matching row. */
export const expenseExportQuerySchema = lazySchema(() => expenseFilterSchema.extend(expenseSortSchema.shape));
export type ExpenseExportQuery = z.infer<typeof expenseExportQuerySchema>;

/** Query of GET /api/expenses: the filters, the sort (newest first by default) and a bounded page. */
export const expenseListQuerySchema = lazySchema(() =>
  expenseExportQuerySchema.extend({
    limit: queryInt('Limit', 1, 500).default(100),
    offset: queryInt('Offset', 0, 10_000_000).default(0),
  }),
);
export type ExpenseListQuery = z.infer<typeof expenseListQuerySchema>;

/** GET /api/expenses/summary: the Expenses page tiles over the same filter. */
export const expenseSummarySchema = lazySchema(() =>
  z.object({
    count: z.number().int(),
    totalAmount: z.number(),
    byCategory: z.record(z.string(), z.object({ count: z.number().int(), amount: z.number() })),
    /**
     * The crew's pay from work records (Work Records, not expenses) in the same project filter, shown with the
     * Labor tile so labor is never "0" while work is recorded. null with a search or a category other than labor
     * (work records have no description or category to match).
     */
    workRecords: z.object({ count: z.number().int(), amount: z.number() }).nullable(),
  }),
);
export type ExpenseSummary = z.infer<typeof expenseSummarySchema>;

/**
 * How many days a cost is dated before its project starts (a receipt from March on a job starting in November),
 * or null when it is not. A warning, not a refusal: materials bought ahead and deposits happen, so the person
 * decides; a misread receipt date is the usual cause.
 */
export function daysBeforeProjectStart(date: string | null | undefined, projectStart: string | null | undefined): number | null {
  if (!date || !projectStart || !isIsoDate(date) || !isIsoDate(projectStart)) return null;
  const days = daysBetween(date, projectStart);
  return days > 0 ? days : null;
}
