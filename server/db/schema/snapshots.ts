import { date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { projects } from './projects';

/** Columns every snapshot set copies from the project at the moment it moved. */
const snapshotBase = () => ({
  id: serial('id').primaryKey(),
  originalProjectId: integer('original_project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 255 }).notNull(),
  description: text('description'),
  location: text('location').notNull(),
  streetAddress: text('street_address'),
  city: varchar('city', { length: 100 }),
  state: varchar('state', { length: 50 }),
  zipCode: varchar('zip_code', { length: 20 }),
  budget: numeric('budget', { precision: 10, scale: 2 }).notNull(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date'),
  estimatedDays: integer('estimated_days'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** active_projects: snapshot written when a project moves to active. */
export const activeProjects = pgTable(
  'active_projects',
  { ...snapshotBase(), movedToActiveDate: timestamp('moved_to_active_date', { withTimezone: true }).notNull().defaultNow() },
  (t) => [index('active_projects_original_idx').on(t.originalProjectId)],
);

/** inactive_projects: snapshot written when a project is paused, with the reason. */
export const inactiveProjects = pgTable(
  'inactive_projects',
  {
    ...snapshotBase(),
    reasonInactive: text('reason_inactive').notNull(),
    activeDays: integer('active_days').notNull().default(0),
    totalInactiveDays: integer('total_inactive_days').notNull().default(0),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    lastActiveDate: date('last_active_date'),
    movedToInactiveDate: timestamp('moved_to_inactive_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inactive_projects_original_idx').on(t.originalProjectId)],
);

/** completed_projects: snapshot written at completion with the final figures. */
export const completedProjects = pgTable(
  'completed_projects',
  {
    ...snapshotBase(),
    actualFinishDate: date('actual_finish_date'),
    completedDate: timestamp('completed_date', { withTimezone: true }).notNull().defaultNow(),
    finalCost: numeric('final_cost', { precision: 15, scale: 2 }).notNull(),
    profit: numeric('profit', { precision: 15, scale: 2 }).notNull(),
    profitMargin: numeric('profit_margin', { precision: 20, scale: 2 }).notNull(),
    actualDays: integer('actual_days'),
    activeDays: integer('active_days').notNull().default(0),
    totalProjectDays: integer('total_project_days'),
    aiAnalysis: jsonb('ai_analysis'),
    finalNotes: text('final_notes'),
    customerRating: integer('customer_rating'),
    completionPhotos: jsonb('completion_photos'),
  },
  (t) => [index('completed_projects_original_idx').on(t.originalProjectId)],
);
