import { sql } from 'drizzle-orm';
import type { Paystub } from '../../../domain/payroll';
import { adjustmentLabel, weekEnd } from '../../../domain/payroll';
import type { Db } from '../../db/client';
import { laborPaySql, laborRateSql } from '../../db/rule-fragments';
import { rows } from '../../db/sql-fragments';
import { notFound } from '../../http/errors';
import { payDateAndYtd } from './paystub-ytd';
import { adjustmentAmountInWeek, adjustmentsOfWeek, advancesOfWeek, netPaySql, weekPaidSql, weekParam } from './week-rules';

type PaystubRow = Omit<Paystub, 'weekPeriod' | 'adjustments'> & { adjustments: Omit<Paystub['adjustments'][number], 'label'>[] };

/**
 * One employee's pay stub for the week starting Sunday weekStartSunday, in one statement.
 * Work details: the employee's work records dated Sunday..Saturday, by date; rate = custom pay or the
 * daily rate in force that day (hourly rate for hour entries); the employee's dailyRate is the one in force on
 * Saturday. Advances and adjustments as week-rules.ts says: before the week is paid, those its payroll will recover
 * or pay; once paid, those it did, so a stub printed after paying still matches the payment. Gross = work pay +
 * adjustments; net = gross − advances. Sums are SQL numeric; 404 'Employee not found'.
 */
export async function getPaystub(db: Db, employeeId: number, weekStartSunday: string): Promise<Paystub> {
  const start = weekStartSunday;
  const end = weekEnd(start);
  const week = weekParam(start);
  const paid = weekPaidSql(sql`${employeeId}::int`, week);
  const [row] = await rows<PaystubRow>(
    db.execute(sql`
      WITH w AS (
        SELECT t.id, t.date, p.name AS project_name, t.entry_type, t.days, t.hours, t.custom_pay,
          ${laborRateSql} AS rate,
          ${laborPaySql} AS pay
        FROM time_entries t JOIN employees em ON em.id = t.employee_id JOIN projects p ON p.id = t.project_id
        WHERE t.employee_id = ${employeeId} AND t.date BETWEEN ${start}::date AND ${end}::date
      ),
      a AS (
        SELECT a.id, a.reason, a.advance_date, a.amount, a.status FROM payroll_advances a
        WHERE a.employee_id = ${employeeId} AND ${advancesOfWeek(week, paid)}
      ),
      j AS (
        SELECT j.id, j.source_week, j.recovered_week, ${adjustmentAmountInWeek(week)} AS amount FROM payroll_adjustments j
        WHERE j.employee_id = ${employeeId} AND ${adjustmentsOfWeek(week, paid)}
      ),
      sums AS (
        SELECT (SELECT coalesce(sum(CASE WHEN entry_type = 'hours' THEN 0 ELSE days END), 0) FROM w) AS total_days,
          (SELECT sum(pay) FROM w) AS work,
          (SELECT sum(amount) FROM j) AS adjustments,
          (SELECT sum(amount) FROM a) AS advances
      )
      SELECT
        json_build_object('id', e.id, 'name', e.name, 'position', e.position, 'dailyRate', (SELECT r.daily_rate FROM employee_rate_on(e.id, ${end}::date) r)::float8, 'phone', e.phone) AS employee,
        (SELECT coalesce(json_agg(json_build_object(
            'date', w.date::text, 'projectName', w.project_name,
            'days', CASE WHEN w.entry_type = 'hours' THEN NULL ELSE w.days::float8 END,
            'hours', CASE WHEN w.entry_type = 'hours' THEN w.hours::float8 END,
            'rate', w.rate::float8, 'customPay', w.custom_pay::float8, 'pay', w.pay::float8) ORDER BY w.date, w.id), '[]'::json) FROM w) AS "workDetails",
        (SELECT coalesce(json_agg(json_build_object('id', a.id, 'reason', a.reason, 'advanceDate', a.advance_date::text,
            'amount', a.amount::float8, 'status', a.status) ORDER BY a.advance_date, a.id), '[]'::json) FROM a) AS advances,
        (SELECT coalesce(json_agg(json_build_object('id', j.id, 'sourceWeek', j.source_week::text, 'paidInWeek', j.recovered_week::text,
            'amount', j.amount::float8) ORDER BY j.source_week, j.id), '[]'::json) FROM j) AS adjustments,
        json_build_object('totalDays', s.total_days::float8, 'grossPay', (coalesce(s.work, 0) + coalesce(s.adjustments, 0))::float8,
          'totalAdjustments', coalesce(s.adjustments, 0)::float8, 'totalAdvances', coalesce(s.advances, 0)::float8,
          'netPay', ${netPaySql(sql`s.work`, sql`s.adjustments`, sql`s.advances`)}::float8) AS totals
      FROM employees e CROSS JOIN sums s
      WHERE e.id = ${employeeId}`),
  );
  if (!row) throw notFound('Employee');
  const stub: Paystub = {
    employee: row.employee,
    weekPeriod: { startDate: start, endDate: end },
    workDetails: row.workDetails,
    advances: row.advances,
    adjustments: row.adjustments.map((a) => ({ ...a, label: adjustmentLabel(a, start) })),
    totals: row.totals,
  };
  return { ...stub, ...(await payDateAndYtd(db, employeeId, stub)) };
}
