import { type SQL, sql } from 'drizzle-orm';
import { type PayrollRow, weekEnd } from '../../../domain/payroll';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';

/**
 * The weekly payroll for the week starting Sunday weekStartSunday, in one statement (DESIGN.md "Weekly
 * payroll"): one row per employee that is active or has work records that week, ordered by name.
 * totalDays/totalHours/totalPay and the per-project split come from the work records dated Sunday..Saturday
 * (labor_pay per record); totalAdvances = pending advances dated on or before Saturday plus those already
 * deducted by this week's payment (so a paid week still shows the net that was paid, like the pay stub);
 * netPay = totalPay − totalAdvances (SQL numeric); payment = this week's payroll payment, if any.
 */
export async function weeklyPayroll(db: Db, weekStartSunday: string): Promise<PayrollRow[]> {
  return rows<PayrollRow>(
    db.execute(sql`SELECT ${weekRowColumns} ${weekRowFrom(weekStartSunday)} WHERE ${weekMember} ORDER BY e.name, e.id`),
  );
}

/** The read shape of one employee's row of the week (alias e and the joins of weekRowFrom). */
export const weekRowColumns = sql`e.id AS "employeeId", e.name AS "employeeName", e.position, e.pay_type AS "payType",
  e.daily_rate::float8 AS "dailyRate", e.hourly_rate::float8 AS "hourlyRate", e.phone,
  e.cashapp_handle AS "cashappHandle", e.preferred_payment_method AS "preferredPaymentMethod", e.active,
  coalesce(w.days, 0)::float8 AS "totalDays", coalesce(w.hours, 0)::float8 AS "totalHours",
  coalesce(w.pay, 0)::float8 AS "totalPay", coalesce(adv.total, 0)::float8 AS "totalAdvances",
  (coalesce(w.pay, 0) - coalesce(adv.total, 0))::float8 AS "netPay",
  coalesce(w.projects, '[]'::json) AS projects,
  CASE WHEN pm.id IS NULL THEN NULL ELSE json_build_object('id', pm.id, 'status', pm.status, 'amount', pm.amount::float8,
    'paymentMethod', pm.payment_method) END AS payment`;

/**
 * Who is on the week: active employees and anyone with work that week (weekRowFrom's w); week-pieces.ts states the
 * same rule with EXISTS, so as not to build every row (its parity test holds them together).
 */
const weekMember = sql`(e.active OR w.lines > 0)`;

/** Employees e with their week: lines w (kept by the work-record triggers, migration 0031), advances adv, payment pm. */
export function weekRowFrom(weekStartSunday: string): SQL {
  const start = weekStartSunday;
  const end = weekEnd(start);
  return sql`FROM employees e
    LEFT JOIN LATERAL (
      SELECT count(*) AS lines, sum(l.days) AS days, sum(l.hours) AS hours, sum(l.pay) AS pay,
        json_agg(json_build_object('projectId', l.project_id, 'projectName', p.name, 'days', l.days::float8,
          'hours', l.hours::float8, 'pay', l.pay::float8) ORDER BY p.name, l.project_id) AS projects
      FROM payroll_week_lines l JOIN projects p ON p.id = l.project_id
      WHERE l.week_start = ${start}::date AND l.employee_id = e.id
    ) w ON true
    LEFT JOIN LATERAL (
      SELECT sum(a.amount) AS total FROM payroll_advances a
      WHERE a.employee_id = e.id
        AND ((a.status = 'pending' AND a.advance_date <= ${end}::date) OR (a.status = 'deducted' AND a.week_start_date = ${start}::date))
    ) adv ON true
    -- Probes the unique (employee_id, week_start_date, payment_type) index once per employee instead of
    -- scanning every payment ever made.
    LEFT JOIN LATERAL (
      SELECT p2.id, p2.status, p2.amount, p2.payment_method FROM payments p2
      WHERE p2.employee_id = e.id AND p2.week_start_date = ${start}::date AND p2.payment_type = 'payroll'
    ) pm ON true`;
}
