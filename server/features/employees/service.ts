import { eq, sql } from 'drizzle-orm';
import { centsToDecimalString, dollarsToCents } from '../../../domain/money';
import type { Employee, EmployeeInput } from '../../../domain/people';
import type { Db } from '../../db/client';
import { isForeignKeyViolation, referencesPhrase } from '../../db/references';
import { employees } from '../../db/schema';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { AppError, notFound } from '../../http/errors';
import { saveFirstRates, saveRateChange, writingRateHistory } from './rates';

const rate = (dollars: number) => centsToDecimalString(dollarsToCents(dollars));

/** The employee read shape (alias e); rates leave SQL as float8 from numeric(8,2), exact to the cent. */
const employeeColumns = sql`
  e.id, e.name, e.email, e.phone, e.position,
  e.hourly_rate::float8 AS "hourlyRate", e.daily_rate::float8 AS "dailyRate", e.pay_type AS "payType",
  e.cashapp_handle AS "cashappHandle", e.preferred_payment_method AS "preferredPaymentMethod", e.active,
  ${isoTimestamp(sql`e.created_at`)} AS "createdAt"`;

/** Every employee by name, optionally only the active (true) or inactive (false) ones. */
export async function listEmployees(db: Db, q: { active?: boolean }): Promise<Employee[]> {
  const where = q.active === undefined ? sql`` : sql`WHERE e.active = ${q.active}`;
  return rows<Employee>(db.execute(sql`SELECT ${employeeColumns} FROM employees e ${where} ORDER BY lower(e.name), e.id`));
}

/** One employee, or 404. */
export async function getEmployee(db: Db, id: number): Promise<Employee> {
  const [row] = await rows<Employee>(db.execute(sql`SELECT ${employeeColumns} FROM employees e WHERE e.id = ${id}`));
  if (!row) throw notFound('Employee');
  return row;
}

/** The stored columns of an employee form; hourlyRate only when it was sent (the form never sends it). */
function employeeValues(input: EmployeeInput) {
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    position: input.position,
    dailyRate: rate(input.dailyRate),
    ...(input.hourlyRate !== undefined && { hourlyRate: rate(input.hourlyRate) }),
    payType: input.payType,
    preferredPaymentMethod: input.preferredPaymentMethod,
    cashappHandle: input.cashappHandle,
    active: input.active,
  };
}

/** Creates an employee; an omitted hourly rate stays unset (null). Its rates are the first entry of its history. */
export async function createEmployee(db: Db, input: EmployeeInput): Promise<Employee> {
  return db.transaction(async (tx) => {
    await writingRateHistory(tx, true);
    const [created] = await tx.insert(employees).values(employeeValues(input)).returning({ id: employees.id });
    await saveFirstRates(tx, created.id, { effectiveFrom: input.effectiveFrom, dailyRate: input.dailyRate });
    await writingRateHistory(tx, false);
    return getEmployee(tx, created.id);
  });
}

/**
 * Replaces the editable fields of an employee; an omitted hourly rate keeps the stored one. Rates that differ from
 * those in force on `effectiveFrom` (default today) are a rate change from that day (rates.ts): work before it keeps
 * its rate, and a change that would reprice a paid payroll week is refused with 409. 404 when missing.
 */
export async function updateEmployee(db: Db, id: number, input: EmployeeInput): Promise<Employee> {
  return db.transaction(async (tx) => {
    await writingRateHistory(tx, true);
    await saveRateChange(tx, id, { effectiveFrom: input.effectiveFrom, dailyRate: input.dailyRate, hourlyRate: input.hourlyRate });
    const { dailyRate: _daily, hourlyRate: _hourly, ...other } = employeeValues(input);
    const updated = await tx.update(employees).set(other).where(eq(employees.id, id)).returning({ id: employees.id });
    if (updated.length === 0) throw notFound('Employee');
    await writingRateHistory(tx, false);
    return getEmployee(tx, id);
  });
}

type EmployeeUsage = { name: string; expenses: number; workRecords: number; payments: number; advances: number };

/** The name of an employee and how many rows refer to it, counted in one statement; undefined when missing. */
async function employeeUsage(db: Db, id: number): Promise<EmployeeUsage | undefined> {
  const [row] = await rows<EmployeeUsage>(
    db.execute(sql`SELECT e.name,
        (SELECT count(*) FROM expenses x WHERE x.employee_id = e.id)::int AS expenses,
        (SELECT count(*) FROM time_entries t WHERE t.employee_id = e.id)::int AS "workRecords",
        (SELECT count(*) FROM payments p WHERE p.employee_id = e.id)::int AS payments,
        (SELECT count(*) FROM payroll_advances a WHERE a.employee_id = e.id)::int AS advances
      FROM employees e WHERE e.id = ${id}`),
  );
  return row;
}

const inUse = (u: EmployeeUsage) => u.expenses + u.workRecords + u.payments + u.advances > 0;

/** "Ana Lopez can't be deleted: 3 expenses and 12 work records refer to this employee. Mark … inactive …" */
function inUseMessage(u: EmployeeUsage): string {
  const phrase = referencesPhrase([
    [u.expenses, 'expense', 'expenses'],
    [u.workRecords, 'work record', 'work records'],
    [u.payments, 'payment', 'payments'],
    [u.advances, 'payroll advance', 'payroll advances'],
  ]);
  return `${u.name} can't be deleted: ${phrase ?? 'other records still refer'} to this employee. Mark the employee inactive instead to keep the history.`;
}

/**
 * Deletes an employee and their team assignments (cascade). Refused with 409 while expenses, work records,
 * payments or payroll advances refer to them; 404 when missing. The row is locked first, so a reference
 * inserted meanwhile waits for this transaction instead of slipping past the count.
 */
export async function deleteEmployee(db: Db, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const locked = await rows(tx.execute(sql`SELECT id FROM employees WHERE id = ${id} FOR UPDATE`));
      if (locked.length === 0) throw notFound('Employee');
      const usage = await employeeUsage(tx, id);
      if (usage && inUse(usage)) {
        throw new AppError('conflict', inUseMessage(usage));
      }
      await tx.delete(employees).where(eq(employees.id, id));
    });
  } catch (err) {
    if (!isForeignKeyViolation(err)) throw err;
    // A reference the count doesn't know about (or one that raced in): answer with the same 409.
    const usage = await employeeUsage(db, id);
    if (!usage) throw notFound('Employee');
    throw new AppError('conflict', inUseMessage(usage));
  }
}
