import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';

/** Inserts a payroll advance directly (the advances API is separate); amount is a decimal string. */
export async function insertAdvance(db: Db, employeeId: number, amount: string, advanceDate: string, status = 'pending') {
  const [row] = await rows<{ id: number }>(
    db.execute(sql`INSERT INTO payroll_advances (employee_id, amount, advance_date, reason, status)
      VALUES (${employeeId}, ${amount}, ${advanceDate}, 'Rent', ${status}) RETURNING id`),
  );
  return row.id;
}

/** Inserts an hour entry directly; hours is a decimal string. */
export async function insertHourRecord(db: Db, projectId: number, employeeId: number, hours: string, date: string) {
  await db.execute(sql`INSERT INTO time_entries (project_id, employee_id, date, hours, entry_type)
    VALUES (${projectId}, ${employeeId}, ${date}, ${hours}, 'hours')`);
}

/** Reads what pay-week may have written: payments and advance states. */
export async function payrollState(db: Db) {
  const payments = await rows<{ employeeId: number; amount: string; weekStartDate: string }>(
    db.execute(
      sql`SELECT employee_id AS "employeeId", amount::text AS amount, week_start_date::text AS "weekStartDate" FROM payments ORDER BY id`,
    ),
  );
  const advances = await rows<{ id: number; status: string; weekStartDate: string | null; weekEndDate: string | null }>(
    db.execute(
      sql`SELECT id, status, week_start_date::text AS "weekStartDate", week_end_date::text AS "weekEndDate" FROM payroll_advances ORDER BY id`,
    ),
  );
  return { payments, advances };
}
