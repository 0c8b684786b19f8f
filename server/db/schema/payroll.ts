import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { expenses } from './expenses';
import { employees } from './people';
import { projects } from './projects';

/** payments: money paid to an employee (payroll or other). One payroll payment per employee and week. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentType: text('payment_type').notNull(),
    paymentDate: date('payment_date').notNull(),
    weekStartDate: date('week_start_date'),
    weekEndDate: date('week_end_date'),
    cashappTransactionId: varchar('cashapp_transaction_id', { length: 255 }),
    checkNumber: varchar('check_number', { length: 50 }),
    status: text('status').notNull().default('pending'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_employee_idx').on(t.employeeId, t.paymentDate),
    uniqueIndex('payments_payroll_week_unique').on(t.employeeId, t.weekStartDate, t.paymentType),
  ],
);

/** payroll_advances: money advanced to an employee, deducted from a later payroll. */
export const payrollAdvances = pgTable(
  'payroll_advances',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    advanceDate: date('advance_date').notNull(),
    reason: text('reason'),
    status: text('status').notNull().default('pending'),
    weekStartDate: date('week_start_date'),
    weekEndDate: date('week_end_date'),
    paymentMethod: text('payment_method').notNull().default('cashapp'),
    cashappTransactionId: varchar('cashapp_transaction_id', { length: 255 }),
    deductFromProject: boolean('deduct_from_project').notNull().default(false),
    expenseId: integer('expense_id').references(() => expenses.id, { onDelete: 'set null' }),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payroll_advances_employee_idx').on(t.employeeId, t.status, t.advanceDate),
    // Advances drawn against a project (cost panel, reconciliation) and project deletes (ON DELETE SET NULL).
    index('payroll_advances_project_idx').on(t.projectId),
  ],
);

/** sms_outbox: every text message the app sends (pay stubs); the default SMS adapter only stores them here. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    toPhone: varchar('to_phone', { length: 50 }),
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    provider: varchar('provider', { length: 50 }).notNull().default('outbox'),
    status: varchar('status', { length: 20 }).notNull().default('queued'),
    error: text('error'),
    providerMessageId: varchar('provider_message_id', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('sms_outbox_created_idx').on(t.createdAt)],
);

/**
 * payroll_week_lines: each employee's days, hours, pay and work-record count per project and payroll week (its
 * Sunday), kept by the work-record and employee-rate triggers (migration 0031) so the weekly payroll reads a few
 * hundred lines instead of the week's work records. No foreign key, as cost_month_totals.
 */
export const payrollWeekLines = pgTable(
  'payroll_week_lines',
  {
    weekStart: date('week_start').notNull(),
    employeeId: integer('employee_id').notNull(),
    projectId: integer('project_id').notNull(),
    count: integer('count').notNull(),
    days: numeric('days', { precision: 12, scale: 1 }).notNull(),
    hours: numeric('hours', { precision: 14, scale: 2 }).notNull(),
    pay: numeric('pay', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.weekStart, t.employeeId, t.projectId] })],
);

/**
 * payroll_adjustments: a correction of a paid week's work records (migration 0039's trigger), paid by the next
 * payroll of a week on or after adjustment_date (recovered_week), shown on its stub as "Adjustment for week of …".
 */
export const payrollAdjustments = pgTable(
  'payroll_adjustments',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    sourceWeek: date('source_week').notNull(),
    adjustmentDate: date('adjustment_date').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    recoveredWeek: date('recovered_week'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payroll_adjustments_open_unique').on(t.employeeId, t.sourceWeek).where(sql`recovered_week IS NULL`),
    index('payroll_adjustments_employee_idx').on(t.employeeId, t.recoveredWeek, t.adjustmentDate),
  ],
);
