import { sql } from 'drizzle-orm';
import type { WagesPayable } from '../../../domain/wages-payable';
import type { Db } from '../../db/client';
import { laborPaySql } from '../../db/rule-fragments';
import { rows } from '../../db/sql-fragments';

/**
 * Wages payable as of a day, in one statement (SQL numeric; domain/wages-payable.ts says what each part is). A week
 * is paid for an employee from the date of its payroll payment, whatever its status (the Pay Week dialog dates it the
 * day the money left). A correction of a paid week counts once that week is paid by then, until the payroll that pays
 * it; an advance counts from its date until the payroll that recovers it.
 */
export async function wagesPayable(db: Db, asOf: string): Promise<WagesPayable> {
  const [row] = await rows<Omit<WagesPayable, 'asOf'>>(
    db.execute(sql`
      WITH paid AS (
        SELECT employee_id, week_start_date AS week FROM payments
        WHERE payment_type = 'payroll' AND week_start_date IS NOT NULL AND payment_date <= ${asOf}::date
      ),
      work AS (
        SELECT coalesce(sum(${laborPaySql}), 0) AS total FROM time_entries t JOIN employees em ON em.id = t.employee_id
        WHERE t.date <= ${asOf}::date
          AND NOT EXISTS (SELECT 1 FROM paid WHERE paid.employee_id = t.employee_id AND paid.week = payroll_week_start(t.date))
      ),
      adj AS (
        SELECT coalesce(sum(j.amount), 0) AS total FROM payroll_adjustments j
        WHERE EXISTS (SELECT 1 FROM paid WHERE paid.employee_id = j.employee_id AND paid.week = j.source_week)
          AND NOT EXISTS (SELECT 1 FROM paid WHERE paid.employee_id = j.employee_id AND paid.week = j.recovered_week)
      ),
      adv AS (
        SELECT coalesce(sum(a.amount), 0) AS total FROM payroll_advances a
        WHERE a.advance_date <= ${asOf}::date AND a.status <> 'cancelled'
          AND NOT (a.status = 'deducted' AND EXISTS (
            SELECT 1 FROM paid WHERE paid.employee_id = a.employee_id AND paid.week = a.week_start_date))
      )
      SELECT work.total::float8 AS "unpaidWork", adj.total::float8 AS adjustments, adv.total::float8 AS "advancesOutstanding",
        (work.total + adj.total - adv.total)::float8 AS "wagesPayable"
      FROM work, adj, adv`),
  );
  return { asOf, ...row };
}
