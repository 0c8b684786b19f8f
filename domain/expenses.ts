import { z } from 'zod';

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

/** Query of GET /api/expenses: a bounded page, newest first. */
export const expenseListQuerySchema = z.object({
  projectId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ExpenseListQuery = z.infer<typeof expenseListQuerySchema>;
