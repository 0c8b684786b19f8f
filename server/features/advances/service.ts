import { sql } from 'drizzle-orm';
import { centsToDecimalString, dollarsToCents } from '../../../domain/money';
import type { Advance, AdvanceInput } from '../../../domain/payroll';
import type { Db } from '../../db/client';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { AppError, type FieldError, notFound } from '../../http/errors';
import { assertPeriodOpen, assertStoredRowOpen } from '../closing/service';

/** Advance read columns (alias a) with the employee's name and the project's name; money leaves SQL as float8 of numeric(10,2). */
const advanceSelect = sql`
  SELECT a.id, a.employee_id AS "employeeId", json_build_object('name', em.name) AS employee, a.amount::float8 AS amount,
    a.reason, a.advance_date::text AS "advanceDate", a.status, a.payment_method AS "paymentMethod",
    a.project_id AS "projectId", p.name AS "projectName", a.deduct_from_project AS "deductFromProject",
    a.expense_id AS "expenseId", a.week_start_date::text AS "weekStartDate", a.week_end_date::text AS "weekEndDate",
    a.notes, ${isoTimestamp(sql`a.created_at`)} AS "createdAt"
  FROM payroll_advances a JOIN employees em ON em.id = a.employee_id LEFT JOIN projects p ON p.id = a.project_id`;

/** The newest advances first (advance date, then id, both descending). */
export async function listAdvances(db: Db, limit: number): Promise<Advance[]> {
  return rows<Advance>(db.execute(sql`${advanceSelect} ORDER BY a.advance_date DESC, a.id DESC LIMIT ${limit}`));
}

async function getAdvance(db: Db, id: number): Promise<Advance> {
  const [row] = await rows<Advance>(db.execute(sql`${advanceSelect} WHERE a.id = ${id}::bigint`));
  if (!row) throw notFound('Advance');
  return row;
}

/** Checks the employee and the project (when given) in one statement; 400 with field errors when missing. */
async function referencedNames(db: Db, input: AdvanceInput): Promise<void> {
  const [found] = await rows<{ employeeName: string | null; project: boolean }>(
    db.execute(sql`SELECT (SELECT name FROM employees WHERE id = ${input.employeeId}::bigint) AS "employeeName",
      ${input.projectId === null ? sql`true` : sql`EXISTS (SELECT 1 FROM projects WHERE id = ${input.projectId}::bigint)`} AS project`),
  );
  const errors: FieldError[] = [];
  if (found.employeeName === null) errors.push({ path: 'employeeId', message: 'Employee not found' });
  if (!found.project) errors.push({ path: 'projectId', message: 'Project not found' });
  if (errors.length > 0) throw new AppError('invalid', errors[0].message, errors);
}

/**
 * Records an advance. An advance is a prepayment of wages, never a project cost (docs/product/rules.md): the work records it
 * pays for are already labor of their projects. With deductFromProject it only records the project it is drawn
 * against, which that project's cost panel shows as "advances drawn" (cash out); no expense is created.
 */
export async function createAdvance(db: Db, input: AdvanceInput): Promise<Advance> {
  const amount = centsToDecimalString(dollarsToCents(input.amount));
  return db.transaction(async (tx) => {
    await assertPeriodOpen(tx, input.advanceDate, 'advance');
    await referencedNames(tx, input);
    const [row] = await rows<{ id: number }>(
      tx.execute(sql`INSERT INTO payroll_advances (employee_id, project_id, amount, advance_date, reason, status, payment_method, deduct_from_project, notes)
        VALUES (${input.employeeId}, ${input.projectId}, ${amount}, ${input.advanceDate}, ${input.reason}, ${input.status},
          ${input.paymentMethod}, ${input.deductFromProject}, ${input.notes})
        RETURNING id`),
    );
    return getAdvance(tx, row.id);
  });
}

/**
 * Sets an advance's status (and notes, when given: an omitted note keeps the stored one). A deducted advance was
 * taken out of a payroll already, so it cannot be moved back to another status (409).
 */
export async function updateAdvance(db: Db, id: number, input: { status: string; notes: string | null }): Promise<Advance> {
  return db.transaction(async (tx) => {
    const [current] = await rows<{ status: string }>(
      tx.execute(sql`SELECT status FROM payroll_advances WHERE id = ${id}::bigint FOR UPDATE`),
    );
    if (!current) throw notFound('Advance');
    await assertStoredRowOpen(tx, { table: 'payroll_advances', dateColumn: 'advance_date', id }, null, 'advance');
    if (current.status === 'deducted' && input.status !== 'deducted') {
      throw new AppError('conflict', 'This advance was already deducted from a payroll');
    }
    await tx.execute(
      sql`UPDATE payroll_advances SET status = ${input.status}, notes = coalesce(${input.notes}, notes) WHERE id = ${id}::bigint`,
    );
    return getAdvance(tx, id);
  });
}
