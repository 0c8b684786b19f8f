import { date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employees, subcontractors } from './people';
import { projects } from './projects';

/** time_entries (daily work records): labor cost of their project, never copied into expenses. */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'restrict' }),
    subcontractorId: integer('subcontractor_id').references(() => subcontractors.id, { onDelete: 'restrict' }),
    date: date('date').notNull(),
    hours: numeric('hours', { precision: 6, scale: 2 }),
    days: numeric('days', { precision: 5, scale: 1 }).default('1'),
    entryType: text('entry_type').notNull().default('hours'),
    customPay: numeric('custom_pay', { precision: 8, scale: 2 }),
    /** The employee's rates in force on `date`, kept by trigger from employee_rates (migration 0037); labor pay reads them. */
    dailyRate: numeric('daily_rate', { precision: 8, scale: 2 }),
    hourlyRate: numeric('hourly_rate', { precision: 8, scale: 2 }),
    description: text('description'),
    /** The user who entered it (migration 0051: the writer's actor id by default); null: the office's. A foreman changes only his own. */
    enteredBy: integer('entered_by'),
    /** Its cost code (migration 0058); null: the crew member's trade's default. */
    costCodeId: integer('cost_code_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('time_entries_project_date_idx').on(t.projectId, t.date),
    index('time_entries_employee_date_idx').on(t.employeeId, t.date),
    index('time_entries_date_idx').on(t.date),
  ],
);

/** project_employees: the team assigned to a project. */
export const projectEmployees = pgTable(
  'project_employees',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    hoursWorked: numeric('hours_worked', { precision: 8, scale: 2 }).notNull().default('0'),
    assignedDate: timestamp('assigned_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('project_employees_unique').on(t.projectId, t.employeeId), index('project_employees_employee_idx').on(t.employeeId)],
);

/** project_subcontractors: subcontractors hired on a project. */
export const projectSubcontractors = pgTable(
  'project_subcontractors',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    subcontractorId: integer('subcontractor_id')
      .notNull()
      .references(() => subcontractors.id, { onDelete: 'cascade' }),
    daysWorked: numeric('days_worked', { precision: 6, scale: 1 }).notNull().default('0'),
    assignedDate: timestamp('assigned_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('project_subcontractors_unique').on(t.projectId, t.subcontractorId)],
);
