import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { receipts } from './files';
import { employees, subcontractors, suppliers } from './people';
import { projects } from './projects';

/** expenses: money spent on a project. Deleting a project deletes its expenses; people and suppliers are restricted. */
export const expenses = pgTable(
  'expenses',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    category: varchar('category', { length: 100 }).notNull(),
    description: text('description').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    date: date('date').notNull(),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'restrict' }),
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'restrict' }),
    subcontractorId: integer('subcontractor_id').references(() => subcontractors.id, { onDelete: 'restrict' }),
    receiptNumber: varchar('receipt_number', { length: 100 }),
    notes: text('notes'),
    receiptId: integer('receipt_id').references(() => receipts.id, { onDelete: 'set null' }),
    /** cash, check, bank_transfer, card or payment_app; null when not recorded (1099 reporting; migration 0014). */
    paymentMethod: text('payment_method'),
    /** A payment-app payment's receiving account: business (1099-K) or personal (1099-NEC); null otherwise (migration 0044). */
    paymentAccount: text('payment_account'),
    /** Backup withholding (24 %) kept from this payment for the IRS, cents (migration 0044; a liability until deposited). */
    backupWithholdingCents: integer('backup_withholding_cents').notNull().default(0),
    /** The user who entered it (migration 0051: the writer's actor id by default); null: the office's. A foreman changes only his own. */
    enteredBy: integer('entered_by'),
    /** Its cost code (migration 0058; null: the category's or payee's trade's default), the commitment line it bills and why above it. */
    costCodeId: integer('cost_code_id'),
    commitmentLineId: integer('commitment_line_id'),
    overCommitmentReason: varchar('over_commitment_reason', { length: 500 }),
    /** A payment to a payee whose papers were not complete, written anyway (migration 0060): why, who (name), when. */
    complianceOverrideReason: text('compliance_override_reason'),
    complianceOverrideBy: text('compliance_override_by'),
    complianceOverrideAt: timestamp('compliance_override_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('expenses_project_date_idx').on(t.projectId, t.date),
    index('expenses_date_id_idx').on(t.date, t.id),
    index('expenses_category_date_idx').on(t.category, t.date),
    index('expenses_supplier_idx').on(t.supplierId),
    index('expenses_supplier_date_idx').on(t.supplierId, t.date),
    index('expenses_receipt_idx').on(t.receiptId),
    index('expenses_employee_idx').on(t.employeeId),
    index('expenses_subcontractor_idx').on(t.subcontractorId),
    // One fixed list (docs/product/rules.md; migration 0005).
    check(
      'expenses_category_check',
      sql`${t.category} IN ('material', 'labor', 'gas', 'fuel', 'dining', 'equipment', 'subcontractor', 'permits', 'utilities', 'other')`,
    ),
  ],
);

/**
 * expense_category_totals: count and exact sum of each project's expenses per category, kept by the expense
 * triggers (migration 0007) for the Expenses tiles. No foreign key: a project's delete takes its expenses, and
 * their trigger removes the emptied rows.
 */
export const expenseCategoryTotals = pgTable(
  'expense_category_totals',
  {
    projectId: integer('project_id').notNull(),
    category: text('category').notNull(),
    count: integer('count').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.category] }), index('expense_category_totals_category_idx').on(t.category)],
);

/**
 * cost_month_totals: count and exact sum of each project's costs per month (its first day) and source (an expense
 * category, or 'work' for work-record pay), kept by the expense, work-record and employee-rate triggers
 * (migration 0021) for the Accounting overview. No foreign key, as expense_category_totals.
 */
export const costMonthTotals = pgTable(
  'cost_month_totals',
  {
    month: date('month').notNull(),
    projectId: integer('project_id').notNull(),
    source: text('source').notNull(),
    count: integer('count').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.projectId, t.source] })],
);

/**
 * expense_payment_month_totals: count, exact sum and backup withholding (cents) of each project's expenses per month
 * (its first day) and payment method ('' when none was recorded), kept by the expense triggers (migration 0054) for
 * the trial balance's credit side. No foreign key, as cost_month_totals.
 */
export const expensePaymentMonthTotals = pgTable(
  'expense_payment_month_totals',
  {
    month: date('month').notNull(),
    projectId: integer('project_id').notNull(),
    paymentMethod: text('payment_method').notNull(),
    count: integer('count').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    withheldCents: bigint('withheld_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.projectId, t.paymentMethod] })],
);
