import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { laborPaySql } from '../../db/rule-fragments';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { type ExpenseRow, expenseColumns, expenseJoins, toExpenseItem } from '../expenses/expense-select';

/** The nested parts of GET /api/projects/{id}: expenses, work records (with pay) and the assigned team. */
export async function projectDetailParts(db: Db, projectId: number) {
  const [expenseRows, timeEntries, projectEmployees] = await Promise.all([
    rows<ExpenseRow>(
      db.execute(
        sql`SELECT ${expenseColumns} FROM expenses e ${expenseJoins} WHERE e.project_id = ${projectId} ORDER BY e.date DESC, e.id DESC`,
      ),
    ),
    rows<Record<string, unknown>>(
      db.execute(sql`
        SELECT t.id, t.project_id AS "projectId", t.employee_id AS "employeeId", t.subcontractor_id AS "subcontractorId",
          t.date::text AS date, t.hours::float8 AS hours, t.days::float8 AS days, t.entry_type AS "entryType",
          t.custom_pay::float8 AS "customPay", t.description, t.cost_code_id AS "costCodeId",
          ${laborPaySql}::float8 AS pay,
          em.name AS "employeeName",
          ${isoTimestamp(sql`t.created_at`)} AS "createdAt", t.entered_by AS "enteredBy"
        FROM time_entries t LEFT JOIN employees em ON em.id = t.employee_id
        WHERE t.project_id = ${projectId} ORDER BY t.date DESC, t.id DESC`),
    ),
    rows<{ id: number; projectId: number; employeeId: number; hoursWorked: number; assignedDate: string; employee: unknown }>(
      db.execute(sql`
        SELECT pe.id, pe.project_id AS "projectId", pe.employee_id AS "employeeId", pe.hours_worked::float8 AS "hoursWorked",
          ${isoTimestamp(sql`pe.assigned_date`)} AS "assignedDate",
          json_build_object('id', em.id, 'name', em.name, 'position', em.position, 'payType', em.pay_type,
            'dailyRate', em.daily_rate::float8, 'hourlyRate', em.hourly_rate::float8) AS employee
        FROM project_employees pe JOIN employees em ON em.id = pe.employee_id
        WHERE pe.project_id = ${projectId} ORDER BY em.name`),
    ),
  ]);
  return { expenses: expenseRows.map(toExpenseItem), timeEntries, projectEmployees };
}
