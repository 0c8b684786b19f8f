import { z } from 'zod';
import { dateSchema, moneySchema } from './projects';
import { optionalIdSchema, optionalText } from './validation';

/** Expense categories of spec part 1 §4; receipt line items use material, equipment, other. */
export const EXPENSE_CATEGORIES = ['material', 'labor', 'gas', 'fuel', 'dining', 'equipment', 'subcontractor', 'other'] as const;

/** An expense as GET /api/expenses lists it, with the names of what it points to. */
export const expenseListItemSchema = z.object({
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
  /** The scanned receipt's image (/uploads/receipts/…) when the expense came from a receipt, else null. */
  receiptImageUrl: z.string().nullable(),
  createdAt: z.string(),
  project: z.object({ name: z.string() }),
  supplier: z.object({ name: z.string() }).nullable(),
  employee: z.object({ name: z.string() }).nullable(),
  subcontractor: z.object({ name: z.string(), company: z.string().nullable() }).nullable(),
  projectName: z.string(),
  supplierName: z.string().nullable(),
  employeeName: z.string().nullable(),
});
export type ExpenseListItem = z.infer<typeof expenseListItemSchema>;

/** Categories the Expenses page filters by (spec part 1 §2.13). */
export const EXPENSE_FILTER_CATEGORIES = ['material', 'labor', 'gas', 'equipment', 'subcontractor'] as const;

const amountSchema = moneySchema('Amount').refine((n) => n > 0, 'Amount must be greater than 0');

/** POST/PUT /api/expenses. supplierId, employeeId and subcontractorId accept 'none' for unset. */
export const expenseInputSchema = z.object({
  projectId: z.coerce.number({ error: 'Project is required' }).int('Project is required').positive('Project is required'),
  category: z
    .string({ error: 'Category is required' })
    .trim()
    .min(1, 'Category is required')
    .max(100, 'Category must be at most 100 characters'),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(1000, 'Description must be at most 1000 characters'),
  amount: amountSchema,
  date: dateSchema('Date'),
  supplierId: optionalIdSchema('supplier'),
  employeeId: optionalIdSchema('employee'),
  subcontractorId: optionalIdSchema('subcontractor'),
  receiptNumber: optionalText(100, 'Receipt number'),
  notes: optionalText(5000, 'Notes'),
});
export type ExpenseInput = z.infer<typeof expenseInputSchema>;

/** Add Material Cost dialog: amount, date and a required supplier; the category is always material. */
export const materialExpenseInputSchema = z.object({
  projectId: expenseInputSchema.shape.projectId,
  amount: amountSchema,
  date: dateSchema('Date'),
  supplierId: z.coerce.number({ error: 'Supplier is required' }).int('Supplier is required').positive('Supplier is required'),
  description: z.string().trim().max(1000).optional(),
});

/** Filters shared by the list and the summary tiles. search matches description or project name. */
export const expenseFilterSchema = z.object({
  search: z
    .string()
    .trim()
    .max(200, 'Search must be at most 200 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
  category: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => (v && v !== 'all' ? v : undefined)),
  projectId: z
    .union([z.literal('all'), z.literal(''), z.coerce.number().int().positive('Invalid project ID')])
    .optional()
    .transform((v) => (typeof v === 'number' ? v : undefined)),
});
export type ExpenseFilter = z.infer<typeof expenseFilterSchema>;

/** Query of GET /api/expenses: the filters plus a bounded page, newest first. */
export const expenseListQuerySchema = expenseFilterSchema.extend({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type ExpenseListQuery = z.infer<typeof expenseListQuerySchema>;

/** GET /api/expenses/summary: the Expenses page tiles over the same filter. */
export const expenseSummarySchema = z.object({
  count: z.number().int(),
  totalAmount: z.number(),
  byCategory: z.record(z.string(), z.object({ count: z.number().int(), amount: z.number() })),
});
export type ExpenseSummary = z.infer<typeof expenseSummarySchema>;
