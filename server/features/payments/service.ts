import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays } from '../../../domain/dates';
import { centsToDecimalString, dollarsToCents } from '../../../domain/money';
import type { paymentInputSchema, paymentSchema } from '../../../domain/payroll';
import type { Db } from '../../db/client';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { AppError, type FieldError, notFound } from '../../http/errors';
import { assertPeriodOpen, assertStoredRowOpen } from '../closing/service';

export type Payment = z.infer<typeof paymentSchema>;
export type PaymentInput = z.infer<typeof paymentInputSchema>;

const paymentSelect = sql`
  SELECT p.id, p.employee_id AS "employeeId", p.amount::float8 AS amount, p.payment_date::text AS "paymentDate",
    p.payment_type AS "paymentType", p.payment_method AS "paymentMethod", p.status,
    p.week_start_date::text AS "weekStartDate", p.week_end_date::text AS "weekEndDate", p.notes,
    ${isoTimestamp(sql`p.created_at`)} AS "createdAt"
  FROM payments p`;

async function getPayment(db: Db, id: number): Promise<Payment> {
  const [row] = await rows<Payment>(db.execute(sql`${paymentSelect} WHERE p.id = ${id}::bigint`));
  if (!row) throw notFound('Payment');
  return row;
}

/** Records a payment to an employee; a second payment of the same type for the same employee and week is refused (409). */
export async function createPayment(db: Db, input: PaymentInput): Promise<Payment> {
  const weekStartDate = input.weekStartDate ?? null;
  return db.transaction(async (tx) => {
    const [found] = await rows<{ employee: boolean; project: boolean; duplicate: boolean }>(
      tx.execute(sql`SELECT EXISTS (SELECT 1 FROM employees WHERE id = ${input.employeeId}::bigint) AS employee,
        ${input.projectId === null ? sql`true` : sql`EXISTS (SELECT 1 FROM projects WHERE id = ${input.projectId}::bigint)`} AS project,
        ${
          weekStartDate === null
            ? sql`false`
            : sql`EXISTS (SELECT 1 FROM payments WHERE employee_id = ${input.employeeId}::bigint
          AND week_start_date = ${weekStartDate} AND payment_type = ${input.paymentType})`
        } AS duplicate`),
    );
    const errors: FieldError[] = [];
    if (!found.employee) errors.push({ path: 'employeeId', message: 'Employee not found' });
    if (!found.project) errors.push({ path: 'projectId', message: 'Project not found' });
    if (errors.length > 0) throw new AppError('invalid', errors[0].message, errors);
    if (found.duplicate) throw new AppError('conflict', 'A payment of this type is already recorded for this employee and week');
    await assertPeriodOpen(tx, input.paymentDate, 'payment');
    const [row] = await rows<{ id: number }>(
      tx.execute(sql`INSERT INTO payments (employee_id, project_id, amount, payment_method, payment_type, payment_date, week_start_date, week_end_date, status, notes)
        VALUES (${input.employeeId}, ${input.projectId}, ${centsToDecimalString(dollarsToCents(input.amount))}, ${input.paymentMethod},
          ${input.paymentType}, ${input.paymentDate}, ${weekStartDate}, ${weekStartDate === null ? null : addDays(weekStartDate, 6)},
          ${input.status}, ${input.notes})
        RETURNING id`),
    );
    return getPayment(tx, row.id);
  });
}

/**
 * Sets a payment's status (and notes and method, when given: an omitted one keeps the stored value, so the method
 * recorded is the one the user confirmed paying by); 404 when missing.
 */
export async function updatePayment(
  db: Db,
  id: number,
  input: { status: string; notes: string | null; paymentMethod?: string },
): Promise<Payment> {
  await assertStoredRowOpen(db, { table: 'payments', dateColumn: 'payment_date', id }, null, 'payment');
  const updated = await rows(
    db.execute(
      sql`UPDATE payments SET status = ${input.status}, notes = coalesce(${input.notes}, notes),
        payment_method = coalesce(${input.paymentMethod ?? null}, payment_method) WHERE id = ${id}::bigint RETURNING id`,
    ),
  );
  if (updated.length === 0) throw notFound('Payment');
  return getPayment(db, id);
}

/**
 * Corrects the day a payment's money left (the Pay Week dialog dates it; this fixes a wrong day later); 404 when
 * missing; 409 when the stored or the new date is in a closed period.
 */
export async function updatePaymentDate(db: Db, id: number, paymentDate: string): Promise<Payment> {
  await assertStoredRowOpen(db, { table: 'payments', dateColumn: 'payment_date', id }, paymentDate, 'payment');
  const updated = await rows(
    db.execute(sql`UPDATE payments SET payment_date = ${paymentDate}::date WHERE id = ${id}::bigint RETURNING id`),
  );
  if (updated.length === 0) throw notFound('Payment');
  return getPayment(db, id);
}

export type CashappEmployee = { id: number; name: string; cashappHandle: string; phone: string | null };

/** Active employees with a Cash App handle, by name. */
export async function listCashappEmployees(db: Db): Promise<CashappEmployee[]> {
  return rows<CashappEmployee>(
    db.execute(sql`SELECT id, name, cashapp_handle AS "cashappHandle", phone FROM employees
      WHERE active AND cashapp_handle IS NOT NULL AND btrim(cashapp_handle) <> '' ORDER BY lower(name), id`),
  );
}
