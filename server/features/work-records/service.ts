import { type SQL, sql } from 'drizzle-orm';
import type { WorkRecord, WorkRecordInput } from '../../../domain/work-records';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { laborPaySql, laborRateSql } from '../../db/rule-fragments';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../http/errors';
import { assertPeriodOpen, assertStoredRowOpen, periodOpenSql } from '../closing/service';

/** Work record read columns with the employee's name, the rate used and the labor pay (SQL labor_pay()). */
const workRecordColumns = sql`
  t.id, t.project_id AS "projectId", t.employee_id AS "employeeId", t.subcontractor_id AS "subcontractorId",
    t.date::text AS date, t.hours::float8 AS hours, t.days::float8 AS days, t.entry_type AS "entryType",
    t.custom_pay::float8 AS "customPay", t.description, t.cost_code_id AS "costCodeId",
    ${isoTimestamp(sql`t.created_at`)} AS "createdAt", t.entered_by AS "enteredBy",
    em.name AS "employeeName",
    (${laborRateSql})::float8 AS rate,
    ${laborPaySql}::float8 AS pay`;
const workRecordSelect = sql`SELECT ${workRecordColumns} FROM time_entries t LEFT JOIN employees em ON em.id = t.employee_id`;

const decimal = (n: number | null, places: number) => (n === null ? null : n.toFixed(places));

/** Work records of a project (or the newest 500 of all projects), newest first. */
export async function listWorkRecords(db: Db, projectId?: number, scope?: SQL): Promise<WorkRecord[]> {
  const conditions = [...(projectId ? [sql`t.project_id = ${projectId}`] : []), ...(scope ? [scope] : [])];
  const where = conditions.length === 0 ? sql`` : sql`WHERE ${sql.join(conditions, sql` AND `)}`;
  return rows<WorkRecord>(db.execute(sql`${workRecordSelect} ${where} ORDER BY t.date DESC, t.id DESC LIMIT ${projectId ? 100_000 : 500}`));
}

export async function getWorkRecord(db: Db, id: number): Promise<WorkRecord> {
  const [row] = await rows<WorkRecord>(db.execute(sql`${workRecordSelect} WHERE t.id = ${id}`));
  if (!row) throw notFound('Work record');
  return row;
}

/** The refusal of a cost code that does not exist or is inactive (400 on costCodeId, nothing written). */
export const UNKNOWN_COST_CODE = 'Unknown cost code: choose one from the list, or leave it blank for the default';
export const INACTIVE_COST_CODE = 'That cost code is inactive: choose another, or leave it blank for the default';

/**
 * Refuses (400, nothing written) a record whose project or employee is missing, whose employee is inactive, or whose
 * cost code is unknown or inactive. An edit may keep the inactive employee or cost code it already had.
 */
async function checkReferences(
  db: Db,
  input: WorkRecordInput,
  kept: { employeeId: number | null; costCodeId: number | null } | null,
): Promise<void> {
  const costCodeId = input.costCodeId ?? null;
  const [found] = await rows<{ project: boolean; employeeActive: boolean | null; costCodeActive: boolean | null }>(
    db.execute(sql`SELECT EXISTS (SELECT 1 FROM projects WHERE id = ${input.projectId}) AS project,
      (SELECT active FROM employees WHERE id = ${input.employeeId}) AS "employeeActive",
      (SELECT active FROM cost_codes WHERE id = ${costCodeId}::int) AS "costCodeActive"`),
  );
  const errors: { path: string; message: string }[] = [];
  if (!found.project) errors.push({ path: 'projectId', message: 'Project not found' });
  if (found.employeeActive === null) errors.push({ path: 'employeeId', message: 'Employee not found' });
  else if (!found.employeeActive && input.employeeId !== kept?.employeeId) {
    errors.push({ path: 'employeeId', message: 'Only active employees can be selected' });
  }
  if (costCodeId !== null && found.costCodeActive === null) errors.push({ path: 'costCodeId', message: UNKNOWN_COST_CODE });
  else if (costCodeId !== null && !found.costCodeActive && costCodeId !== kept?.costCodeId)
    errors.push({ path: 'costCodeId', message: INACTIVE_COST_CODE });
  if (errors.length > 0) throw new AppError('invalid', errors[0].message, errors);
}

/**
 * Records work; project labor totals follow through the database triggers in the same transaction. One statement when
 * its project exists and its employee (and cost code, when one is chosen) is active (the insert is conditional on
 * them); otherwise nothing was written and the check says which. A reference changed between the two (nothing then to say) is retried once.
 */
export async function createWorkRecord(db: Db, input: WorkRecordInput, retried = false): Promise<WorkRecord> {
  const costCodeId = input.costCodeId ?? null;
  return inTransaction(db, async (tx) => {
    // Prepared (planned once per connection), as the expense insert: the write the mixed load of issue 12 repeats.
    const [row] = await rows<WorkRecord>(
      executePrepared(
        tx,
        sql`WITH t AS (
          INSERT INTO time_entries (project_id, employee_id, date, entry_type, days, hours, custom_pay, description, cost_code_id)
          SELECT ${input.projectId}::int, ${input.employeeId}::int, ${input.date}::date, ${input.entryType}::text,
            ${decimal(input.days, 1)}::numeric, ${decimal(input.hours, 2)}::numeric, ${decimal(input.customPay, 2)}::numeric,
            ${input.description}::text, ${costCodeId}::int
          WHERE EXISTS (SELECT 1 FROM projects WHERE id = ${input.projectId}::int)
            AND EXISTS (SELECT 1 FROM employees WHERE id = ${input.employeeId}::int AND active)
            AND (${costCodeId}::int IS NULL OR EXISTS (SELECT 1 FROM cost_codes WHERE id = ${costCodeId}::int AND active))
            AND ${periodOpenSql(input.date)}
          RETURNING *)
        SELECT ${workRecordColumns} FROM t LEFT JOIN employees em ON em.id = t.employee_id`,
        // Final, as the expense insert: nothing more goes in this transaction when the row was written.
        { final: true },
      ),
    );
    if (row) return row;
    await assertPeriodOpen(tx, input.date, 'work record');
    await checkReferences(tx, input, null);
    if (retried)
      throw new AppError('conflict', 'The work record could not be saved: its project, employee or cost code was just changed. Try again.');
    return createWorkRecord(tx, input, true);
  });
}

/**
 * Replaces a work record's fields; an inactive employee or cost code may stay on a record that already had them, and
 * an omitted costCodeId keeps the stored one.
 */
export async function updateWorkRecord(db: Db, id: number, input: WorkRecordInput): Promise<WorkRecord> {
  return inTransaction(db, async (tx) => {
    const current = await getWorkRecord(tx, id);
    await assertPeriodOpen(tx, [current.date, input.date], 'work record');
    await checkReferences(tx, input, current);
    const costCode = input.costCodeId === undefined ? sql`` : sql`, cost_code_id = ${input.costCodeId}::int`;
    await tx.execute(sql`UPDATE time_entries SET project_id = ${input.projectId}, employee_id = ${input.employeeId}, date = ${input.date},
      entry_type = ${input.entryType}, days = ${decimal(input.days, 1)}, hours = ${decimal(input.hours, 2)},
      custom_pay = ${decimal(input.customPay, 2)}, description = ${input.description}${costCode} WHERE id = ${id}`);
    return getWorkRecord(tx, id);
  });
}

/** Deletes a work record; 404 when it doesn't exist. */
export async function deleteWorkRecord(db: Db, id: number): Promise<void> {
  await assertStoredRowOpen(db, { table: 'time_entries', dateColumn: 'date', id }, null, 'work record');
  const deleted = await rows(db.execute(sql`DELETE FROM time_entries WHERE id = ${id} RETURNING id`));
  if (deleted.length === 0) throw notFound('Work record');
}
