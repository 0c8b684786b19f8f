import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { employees } from './people';

/** burden_years: the company's employer rates for one calendar year (migration 0057); basis points and cents. */
export const burdenYears = pgTable('burden_years', {
  year: integer('year').primaryKey(),
  socialSecurityRateBp: integer('social_security_rate_bp').notNull(),
  socialSecurityWageBaseCents: bigint('social_security_wage_base_cents', { mode: 'number' }).notNull(),
  medicareRateBp: integer('medicare_rate_bp').notNull(),
  futaRateBp: integer('futa_rate_bp').notNull(),
  futaWageBaseCents: bigint('futa_wage_base_cents', { mode: 'number' }).notNull(),
  sutaRateBp: integer('suta_rate_bp').notNull(),
  sutaWageBaseCents: bigint('suta_wage_base_cents', { mode: 'number' }).notNull(),
  generalLiabilityRateBp: integer('general_liability_rate_bp').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** employee_burden: an employee burdened in a year (migration 0057): his workers' comp and optional overrides. */
export const employeeBurden = pgTable(
  'employee_burden',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    workersCompClassCode: text('workers_comp_class_code').notNull().default(''),
    workersCompRatePer100Cents: integer('workers_comp_rate_per_100_cents').notNull().default(0),
    sutaRateBp: integer('suta_rate_bp'),
    generalLiabilityRateBp: integer('general_liability_rate_bp'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.year] })],
);
