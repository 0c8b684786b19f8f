import { sql } from 'drizzle-orm';
import { addDays } from '../../domain/dates';
import type { Db } from '../db/client';
import { rows } from '../db/sql-fragments';

/** A complete company profile (PUT /api/company-profile), for the documents' letterhead in API and browser tests. */
export const SAMPLE_COMPANY_PROFILE = {
  name: 'Gulf Coast Remodeling LLC',
  address: '1420 Main Street\nSarasota, FL 34236',
  phone: '(941) 555-0142',
  email: 'office@gulfcoastremodel.com',
  licenseNumber: 'CBC1263425',
};

/** A valid project payload for POST /api/projects. */
export function projectPayload(overrides: Record<string, unknown> = {}) {
  // A start after the default end (a test starting a job "today") gets a 30-day job, not a 400 for its end date.
  const start = typeof overrides.startDate === 'string' ? overrides.startDate : '2026-11-01';
  const endDate = start > '2026-11-30' ? addDays(start, 29) : '2026-11-30';
  return { name: 'Kitchen remodel', location: 'Tampa', startDate: '2026-11-01', endDate, budget: 10000.1, ...overrides };
}

/** Inserts an employee directly (the employees API arrives with job costing); returns its id. */
export async function insertEmployee(db: Db, e: { name?: string; dailyRate?: string | null; hourlyRate?: string | null } = {}) {
  const [row] = await rows<{ id: number }>(
    db.execute(sql`INSERT INTO employees (name, position, daily_rate, hourly_rate, pay_type)
      VALUES (${e.name ?? 'Ana Lopez'}, 'Carpenter', ${e.dailyRate ?? null}, ${e.hourlyRate ?? null}, 'daily') RETURNING id`),
  );
  return row.id;
}

/** Inserts an expense directly; amount is a decimal string like '0.10'. */
export async function insertExpense(
  db: Db,
  projectId: number,
  amount: string,
  opts: { category?: string; date?: string; description?: string } = {},
) {
  const [row] = await rows<{ id: number }>(
    db.execute(sql`INSERT INTO expenses (project_id, category, description, amount, date)
      VALUES (${projectId}, ${opts.category ?? 'material'}, ${opts.description ?? 'Lumber'}, ${amount}, ${opts.date ?? '2026-11-02'}) RETURNING id`),
  );
  return row.id;
}

/** Inserts a work record (day entry) directly; customPay is a decimal string or null for the employee's rate. */
export async function insertWorkRecord(
  db: Db,
  projectId: number,
  employeeId: number,
  days: string,
  customPay: string | null,
  date = '2026-11-03',
) {
  const [row] = await rows<{ id: number }>(
    db.execute(sql`INSERT INTO time_entries (project_id, employee_id, date, days, entry_type, custom_pay)
      VALUES (${projectId}, ${employeeId}, ${date}, ${days}, 'days', ${customPay}) RETURNING id`),
  );
  return row.id;
}
