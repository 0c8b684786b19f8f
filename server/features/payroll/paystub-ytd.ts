import { sql } from 'drizzle-orm';
import { centsFromDb, centsToDollars, dollarsToCents } from '../../../domain/money';
import type { Paystub } from '../../../domain/payroll';
import { weekEnd } from '../../../domain/payroll';
import { type PaidWeek, yearToDate } from '../../../domain/payroll-ytd';
import type { Db } from '../../db/client';
import { laborPaySql } from '../../db/rule-fragments';
import { rows } from '../../db/sql-fragments';

type WeekRow = { week: string; payDate: string; gross: string; advances: string };

/**
 * The pay date of the stub's week and its year-to-date totals (issue 39): every payroll week of the employee
 * paid in the year, each with its gross (work pay + adjustments, as the stub counts them) and the advances it
 * recovered, in one statement; yearToDate() picks those on or before this stub.
 */
export async function payDateAndYtd(db: Db, employeeId: number, stub: Paystub): Promise<Pick<Paystub, 'payDate' | 'yearToDate'>> {
  const start = stub.weekPeriod.startDate;
  const [own] = await rows<{ payDate: string }>(
    db.execute(sql`SELECT min(payment_date)::text AS "payDate" FROM payments
      WHERE employee_id = ${employeeId} AND week_start_date = ${start}::date AND payment_type = 'payroll' HAVING count(*) > 0`),
  );
  const payDate = own?.payDate ?? null;
  const year = Number((payDate ?? weekEnd(start)).slice(0, 4));
  const paid = await rows<WeekRow>(
    db.execute(sql`
      WITH pw AS (
        SELECT wp.week_start_date AS wk, min(wp.payment_date) AS paid_on FROM payments wp
        WHERE wp.employee_id = ${employeeId} AND wp.payment_type = 'payroll' AND wp.week_start_date IS NOT NULL
          AND wp.payment_date >= make_date(${year}, 1, 1) AND wp.payment_date < make_date(${year + 1}, 1, 1)
        GROUP BY wp.week_start_date
      )
      SELECT pw.wk::text AS week, pw.paid_on::text AS "payDate",
        ((SELECT coalesce(sum(${laborPaySql}), 0) FROM time_entries t
            WHERE t.employee_id = ${employeeId} AND t.date BETWEEN pw.wk AND pw.wk + 6)
          + (SELECT coalesce(sum(CASE WHEN j.source_week = pw.wk THEN -j.amount ELSE j.amount END), 0) FROM payroll_adjustments j
            WHERE j.employee_id = ${employeeId} AND (j.source_week = pw.wk OR j.recovered_week = pw.wk)))::text AS gross,
        (SELECT coalesce(sum(a.amount), 0) FROM payroll_advances a
          WHERE a.employee_id = ${employeeId} AND a.status = 'deducted' AND a.week_start_date = pw.wk)::text AS advances
      FROM pw`),
  );
  const weeks: PaidWeek[] = paid.map((r) => ({
    week: r.week,
    payDate: r.payDate,
    gross: centsFromDb(r.gross),
    advances: centsFromDb(r.advances),
  }));
  const ytd = yearToDate(
    { week: start, payDate, gross: dollarsToCents(stub.totals.grossPay), advances: dollarsToCents(stub.totals.totalAdvances) },
    weeks,
  );
  return {
    payDate,
    yearToDate: {
      year: ytd.year,
      weeks: ytd.weeks,
      grossPay: centsToDollars(ytd.gross),
      totalAdvances: centsToDollars(ytd.advances),
      netPay: centsToDollars(ytd.net),
    },
  };
}
