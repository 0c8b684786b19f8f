import { sql } from 'drizzle-orm';
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
  const start = weekStartSunday;
  const end = weekEnd(start);
  return rows<PayrollRow>(
    db.execute(sql`
      WITH per_project AS (
        -- The week's lines, kept by the work-record triggers (migration 0031).
        SELECT l.employee_id, l.project_id, l.days, l.hours, l.pay
        FROM payroll_week_lines l WHERE l.week_start = ${start}::date
      ),
      worked AS (
        SELECT w.employee_id, sum(w.days) AS days, sum(w.hours) AS hours, sum(w.pay) AS pay,
          json_agg(json_build_object('projectId', w.project_id, 'projectName', p.name, 'days', w.days::float8,
            'hours', w.hours::float8, 'pay', w.pay::float8) ORDER BY p.name, w.project_id) AS projects
        FROM per_project w JOIN projects p ON p.id = w.project_id
        GROUP BY w.employee_id
      )
      SELECT e.id AS "employeeId", e.name AS "employeeName", e.position, e.pay_type AS "payType",
        e.daily_rate::float8 AS "dailyRate", e.hourly_rate::float8 AS "hourlyRate", e.phone,
        e.cashapp_handle AS "cashappHandle", e.preferred_payment_method AS "preferredPaymentMethod", e.active,
        coalesce(w.days, 0)::float8 AS "totalDays", coalesce(w.hours, 0)::float8 AS "totalHours",
        coalesce(w.pay, 0)::float8 AS "totalPay", coalesce(adv.total, 0)::float8 AS "totalAdvances",
        (coalesce(w.pay, 0) - coalesce(adv.total, 0))::float8 AS "netPay",
        coalesce(w.projects, '[]'::json) AS projects,
        CASE WHEN pm.id IS NULL THEN NULL ELSE json_build_object('id', pm.id, 'status', pm.status, 'amount', pm.amount::float8,
          'paymentMethod', pm.payment_method) END AS payment
      FROM employees e
      LEFT JOIN worked w ON w.employee_id = e.id
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
      ) pm ON true
      WHERE e.active OR w.employee_id IS NOT NULL
      ORDER BY e.name, e.id`),
  );
}
