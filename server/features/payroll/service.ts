import { type SQL, sql } from 'drizzle-orm';
import type { PayrollRow } from '../../../domain/payroll';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { adjustmentAmountInWeek, adjustmentsOfWeek, advancesOfWeek, netPaySql, weekParam } from './week-rules';

/**
 * The weekly payroll for the week starting Sunday weekStartSunday, in one statement (docs/product/rules.md "Weekly
 * payroll"): one row per employee that is active or has work records that week, ordered by name.
 * totalDays/totalHours/totalPay and the per-project split come from the work records dated Sunday..Saturday
 * (labor_pay per record); totalAdjustments = corrections of paid weeks (week-rules.ts); totalPay = work pay +
 * totalAdjustments; totalAdvances = the advances the week recovers (week-rules.ts: before it is paid, every one
 * neither cancelled nor recovered dated on or before Saturday; once paid, those its payment recovered, so a paid week
 * still shows the net that was paid, like the pay stub); unsentAdvances = the part of them still 'pending' (never
 * sent with Pay Now); netPay = totalPay − totalAdvances (SQL numeric); payment = this week's payroll payment, if any.
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
  (coalesce(w.pay, 0) + coalesce(adj.total, 0))::float8 AS "totalPay", coalesce(adj.total, 0)::float8 AS "totalAdjustments",
  coalesce(adv.total, 0)::float8 AS "totalAdvances", coalesce(adv.unsent, 0)::float8 AS "unsentAdvances",
  ${netPaySql(sql`w.pay`, sql`adj.total`, sql`adv.total`)}::float8 AS "netPay",
  coalesce(w.projects, '[]'::json) AS projects,
  CASE WHEN pm.id IS NULL THEN NULL ELSE json_build_object('id', pm.id, 'status', pm.status, 'amount', pm.amount::float8,
    'paymentMethod', pm.payment_method, 'paymentDate', pm.payment_date::text) END AS payment`;

/**
 * Who is on the week: active employees and anyone with work that week (weekRowFrom's w); week-pieces.ts states the
 * same rule with EXISTS, so as not to build every row (its parity test holds them together).
 */
const weekMember = sql`(e.active OR w.lines > 0)`;

/**
 * Employees e with their week: payment pm, lines w (kept by the work-record triggers, migration 0031), advances adv
 * and adjustments adj (week-rules.ts).
 */
export function weekRowFrom(weekStartSunday: string): SQL {
  const start = weekStartSunday;
  const week = weekParam(start);
  const paid = sql`pm.id IS NOT NULL`;
  return sql`FROM employees e
    -- Probes the unique (employee_id, week_start_date, payment_type) index once per employee instead of
    -- scanning every payment ever made.
    LEFT JOIN LATERAL (
      SELECT p2.id, p2.status, p2.amount, p2.payment_method, p2.payment_date FROM payments p2
      WHERE p2.employee_id = e.id AND p2.week_start_date = ${start}::date AND p2.payment_type = 'payroll'
    ) pm ON true
    LEFT JOIN LATERAL (
      SELECT count(*) AS lines, sum(l.days) AS days, sum(l.hours) AS hours, sum(l.pay) AS pay,
        json_agg(json_build_object('projectId', l.project_id, 'projectName', p.name, 'days', l.days::float8,
          'hours', l.hours::float8, 'pay', l.pay::float8) ORDER BY p.name, l.project_id) AS projects
      FROM payroll_week_lines l JOIN projects p ON p.id = l.project_id
      WHERE l.week_start = ${start}::date AND l.employee_id = e.id
    ) w ON true
    LEFT JOIN LATERAL (
      SELECT sum(a.amount) AS total, sum(a.amount) FILTER (WHERE a.status = 'pending') AS unsent FROM payroll_advances a
      WHERE a.employee_id = e.id AND ${advancesOfWeek(week, paid)}
    ) adv ON true
    LEFT JOIN LATERAL (
      SELECT sum(${adjustmentAmountInWeek(week)}) AS total FROM payroll_adjustments j
      WHERE j.employee_id = e.id AND ${adjustmentsOfWeek(week, paid)}
    ) adj ON true`;
}
