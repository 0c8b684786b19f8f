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

/**
 * Gives a payee complete compliance papers (issue 44) so payments to it are not held: a W-9 record and, for a
 * subcontractor, general liability and workers' comp certificates in force from 2000 through 2999. Only the W-9 row:
 * the payee's own TIN and "W-9 on file" are left as they are, so tests about TINs and backup withholding keep theirs.
 */
export async function givePapers(db: Db, payee: { subcontractorId: number } | { supplierId: number }) {
  const [column, id] =
    'subcontractorId' in payee ? [sql.raw('subcontractor_id'), payee.subcontractorId] : [sql.raw('supplier_id'), payee.supplierId];
  await db.execute(sql`INSERT INTO w9_forms (${column}, legal_name, entity_type, tin, tin_kind, signed_date)
    VALUES (${id}, 'Test payee', 'llc', '123456789', 'ein', '2000-01-01') ON CONFLICT DO NOTHING`);
  if ('subcontractorId' in payee)
    await db.execute(sql`INSERT INTO insurance_certificates (subcontractor_id, kind, carrier, policy_number, effective_date, expiry_date)
      VALUES (${id}, 'general_liability', 'Test Mutual', 'GL-1', '2000-01-01', '2999-12-31'),
        (${id}, 'workers_comp', 'Test Mutual', 'WC-1', '2000-01-01', '2999-12-31')`);
}
