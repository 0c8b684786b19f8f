import { boolean, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** suppliers: the companies materials are bought from. */
export const suppliers = pgTable('suppliers', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  contactPerson: varchar('contact_person', { length: 255 }),
  email: varchar('email', { length: 255 }),
  phone: varchar('phone', { length: 50 }),
  address: text('address'),
  specialties: text('specialties').array().notNull().default([]),
  /** Marked by the user as a 1099 payee (a service provider paid like a subcontractor; migration 0017). */
  is1099Payee: boolean('is_1099_payee').notNull().default(false),
  /** Taxpayer id (SSN or EIN), 9 digits, optional. */
  tin: varchar('tin', { length: 9 }),
  /** 'ssn' or 'ein'; null when not said or without a TIN (migration 0044). */
  tinKind: text('tin_kind'),
  w9OnFile: boolean('w9_on_file').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** employees: crew paid by the day or hour. */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }),
    phone: varchar('phone', { length: 50 }),
    position: varchar('position', { length: 100 }).notNull(),
    hourlyRate: numeric('hourly_rate', { precision: 8, scale: 2 }),
    dailyRate: numeric('daily_rate', { precision: 8, scale: 2 }),
    payType: text('pay_type').notNull().default('hourly'),
    cashappHandle: varchar('cashapp_handle', { length: 100 }),
    preferredPaymentMethod: text('preferred_payment_method').default('cash'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('employees_active_idx').on(t.active)],
);

/**
 * employee_rates: an employee's pay rates with the day each takes effect (migration 0037). The rate in force on a
 * day is the latest entry on or before it (the first entry for earlier days); the employee row keeps today's.
 */
export const employeeRates = pgTable(
  'employee_rates',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from').notNull(),
    dailyRate: numeric('daily_rate', { precision: 8, scale: 2 }),
    hourlyRate: numeric('hourly_rate', { precision: 8, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('employee_rates_employee_date_idx').on(t.employeeId, t.effectiveFrom)],
);

/** subcontractors: outside companies hired for a trade. */
export const subcontractors = pgTable('subcontractors', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  company: varchar('company', { length: 255 }),
  email: varchar('email', { length: 255 }),
  phone: varchar('phone', { length: 50 }),
  specialty: varchar('specialty', { length: 255 }).notNull(),
  licenseNumber: varchar('license_number', { length: 100 }),
  insuranceExpiry: date('insurance_expiry'),
  /** Taxpayer id (SSN or EIN), 9 digits, optional (1099 reporting; migration 0014). */
  tin: varchar('tin', { length: 9 }),
  /** 'ssn' or 'ein'; null when not said or without a TIN (migration 0044). */
  tinKind: text('tin_kind'),
  w9OnFile: boolean('w9_on_file').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
