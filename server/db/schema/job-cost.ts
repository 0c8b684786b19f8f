import { boolean, date, index, integer, numeric, pgTable, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { subcontractors, suppliers } from './people';
import { projects } from './projects';

/** cost_codes: the company's numbered cost codes (migration 0058); '00' Unassigned is the system's. */
export const costCodes = pgTable('cost_codes', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 10 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  /** Words of a position or specialty that default a crew member's or subcontractor's work to this code. */
  trades: text('trades').array().notNull().default([]),
  /** Expense categories that default to this code. */
  categories: text('categories').array().notNull().default([]),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** project_cost_codes: a job's budget by cost code and the entered estimate to complete (migration 0058). */
export const projectCostCodes = pgTable(
  'project_cost_codes',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    costCodeId: integer('cost_code_id')
      .notNull()
      .references(() => costCodes.id),
    budget: numeric('budget', { precision: 14, scale: 2 }).notNull().default('0'),
    estimateToComplete: numeric('estimate_to_complete', { precision: 14, scale: 2 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('project_cost_codes_project_id_cost_code_id_key').on(t.projectId, t.costCodeId)],
);

/** commitments: purchase orders to suppliers and subcontracts to subcontractors (migration 0058). */
export const commitments = pgTable(
  'commitments',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20 }).notNull(),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    subcontractorId: integer('subcontractor_id').references(() => subcontractors.id),
    number: varchar('number', { length: 30 }).notNull().unique(),
    title: varchar('title', { length: 200 }).notNull().default(''),
    status: varchar('status', { length: 10 }).notNull().default('issued'),
    date: date('date').notNull().defaultNow(),
    retainageBp: integer('retainage_bp').notNull().default(0),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('commitments_project_idx').on(t.projectId)],
);

/** commitment_lines: a commitment's lines by cost code; a change to an issued one is its own line. */
export const commitmentLines = pgTable(
  'commitment_lines',
  {
    id: serial('id').primaryKey(),
    commitmentId: integer('commitment_id')
      .notNull()
      .references(() => commitments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    costCodeId: integer('cost_code_id')
      .notNull()
      .references(() => costCodes.id),
    description: varchar('description', { length: 500 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    changeOrder: boolean('change_order').notNull().default(false),
  },
  (t) => [index('commitment_lines_commitment_idx').on(t.commitmentId, t.position)],
);
