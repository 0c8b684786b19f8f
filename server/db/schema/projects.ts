import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * projects (spec part 1 §3.1). expenseTotal and laborTotal are kept by database triggers in the same
 * transaction as every write to expenses, time_entries and employee rates (see the cost-totals migration),
 * so lists read totals without aggregating 200,000 rows.
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    location: text('location').notNull(),
    streetAddress: text('street_address'),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 50 }),
    zipCode: varchar('zip_code', { length: 20 }),
    country: text('country').default('USA'),
    latitude: numeric('latitude', { precision: 10, scale: 8 }),
    longitude: numeric('longitude', { precision: 11, scale: 8 }),
    geofenceRadius: integer('geofence_radius').default(300),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    estimatedFinishDate: date('estimated_finish_date'),
    actualFinishDate: date('actual_finish_date'),
    budget: numeric('budget', { precision: 10, scale: 2 }).notNull(),
    estimatedMaterialCost: numeric('estimated_material_cost', { precision: 10, scale: 2 }),
    estimatedDays: integer('estimated_days'),
    aiAnalysis: text('ai_analysis'),
    recommendedDays: integer('recommended_days'),
    status: text('status').notNull().default('active'),
    isActive: boolean('is_active').notNull().default(true),
    priorityLevel: text('priority_level').default('medium'),
    riskLevel: text('risk_level').default('low'),
    hasBeforePhotos: boolean('has_before_photos').notNull().default(false),
    hasCompletionPhotos: boolean('has_completion_photos').notNull().default(false),
    beforePhotosRequested: boolean('before_photos_requested').notNull().default(false),
    completionPhotosRequested: boolean('completion_photos_requested').notNull().default(false),
    activeDays: integer('active_days').notNull().default(0),
    lastActiveDate: date('last_active_date'),
    totalInactiveDays: integer('total_inactive_days').notNull().default(0),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    resumedAt: timestamp('resumed_at', { withTimezone: true }),
    /** Sum of the project's expenses; maintained by trigger. */
    expenseTotal: numeric('expense_total', { precision: 14, scale: 2 }).notNull().default('0'),
    /** Sum of labor pay of the project's work records; maintained by trigger. */
    laborTotal: numeric('labor_total', { precision: 14, scale: 2 }).notNull().default('0'),
    /** Number of the project's work records (migration 0032); kept with laborTotal. */
    workCount: integer('work_count').notNull().default(0),
    /** Work records priced at $0 for want of a rate (labor_rate_missing, migration 0030); kept with laborTotal. */
    unpricedWorkCount: integer('unpriced_work_count').notNull().default(0),
    /** The employees of those work records (ids, ascending); kept with them. */
    unpricedEmployeeIds: integer('unpriced_employee_ids').array().notNull().default(sql`'{}'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_active_start_idx').on(t.isActive, t.startDate),
    index('projects_start_idx').on(t.startDate),
    index('projects_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

/**
 * project_trash (issue 18, migration 0023): a deleted project kept for 30 days as the JSON of every row its
 * delete took by cascade and every link it cleared, restorable until the scheduled purge.
 */
export const projectTrash = pgTable('project_trash', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id').notNull().unique(),
  name: varchar('name', { length: 255 }).notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  deletedBy: text('deleted_by').notNull(),
  summary: jsonb('summary').notNull(),
  rows: jsonb('rows').notNull(),
  links: jsonb('links').notNull(),
  files: jsonb('files').notNull(),
});

/**
 * project_estimates (issue 37, migration 0041): a job's dated estimated total cost; the latest on or before a day
 * (ties by id) is in force that day for earned revenue and the WIP; null = no estimate from that day on.
 * project_billing.estimated_total_cost is the one in force today (a trigger records its changes here).
 */
export const projectEstimates = pgTable(
  'project_estimates',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    effectiveDate: date('effective_date').notNull(),
    estimatedTotalCost: numeric('estimated_total_cost', { precision: 14, scale: 2 }),
    note: varchar('note', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_estimates_project_idx').on(t.projectId, t.effectiveDate, t.id)],
);
