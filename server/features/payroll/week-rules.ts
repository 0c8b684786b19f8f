import { type SQL, sql } from 'drizzle-orm';

/**
 * The one statement of what a payroll week deducts and adds (docs/product/rules.md §2, issue 37), used by the
 * weekly payroll, its cached pieces, the pay stub, Pay Week and the books check, so the advances window and net pay
 * are written once (issue 40).
 *
 * - Advances (alias a): before the employee's week is paid, every advance neither cancelled nor recovered
 *   ('pending': recorded or not yet sent; 'paid': sent with Pay Now) dated on or before Saturday; once paid, the ones
 *   that payment recovered ('deducted' with week_start_date = the week). Each advance is recovered exactly once.
 * - Adjustments (alias j, migration 0039): corrections of a paid week's work records. In their own (paid) week they
 *   take the correction back out, so the week still shows what was paid; in a later week they are paid like an
 *   advance is recovered: before it is paid, those not yet paid dated on or before Saturday; once paid, those it paid.
 *
 * `start` is the week's Sunday (a date expression), `paid` whether the employee has a payroll payment for it.
 */
export function advancesOfWeek(start: SQL, paid: SQL): SQL {
  return sql`(CASE WHEN ${paid} THEN a.status = 'deducted' AND a.week_start_date = ${start} ELSE ${advancesToRecover(start)} END)`;
}

/** The advances (alias a) paying the week will recover: neither cancelled nor recovered, dated on or before Saturday. */
export function advancesToRecover(start: SQL): SQL {
  return sql`(a.status IN ('pending', 'paid') AND a.advance_date <= ${start} + 6)`;
}

/** The adjustments (alias j) of the employee's week; see advancesOfWeek. */
export function adjustmentsOfWeek(start: SQL, paid: SQL): SQL {
  return sql`(j.source_week = ${start} OR CASE WHEN ${paid} THEN j.recovered_week = ${start} ELSE ${adjustmentsToPay(start)} END)`;
}

/** The adjustments (alias j) paying the week will pay: not yet paid, dated on or before Saturday. */
export function adjustmentsToPay(start: SQL): SQL {
  return sql`(j.recovered_week IS NULL AND j.adjustment_date <= ${start} + 6)`;
}

/** An adjustment's (alias j) signed amount in the week: taken back in the week it corrects, added where it is paid. */
export function adjustmentAmountInWeek(start: SQL): SQL {
  return sql`(CASE WHEN j.source_week = ${start} THEN -j.amount ELSE j.amount END)`;
}

/** Whether the employee (an id expression) has a payroll payment for the week. */
export function weekPaidSql(employeeId: SQL, start: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM payments wp WHERE wp.employee_id = ${employeeId} AND wp.week_start_date = ${start}
    AND wp.payment_type = 'payroll')`;
}

/** A week's Sunday as a date parameter. */
export function weekParam(sunday: string): SQL {
  return sql`${sunday}::date`;
}

/** Gross pay of a week = work pay + adjustments; net pay = gross − advances (SQL numeric), as domain/payroll.ts netPay. */
export function netPaySql(workPay: SQL, adjustments: SQL, advances: SQL): SQL {
  return sql`(coalesce(${workPay}, 0) + coalesce(${adjustments}, 0) - coalesce(${advances}, 0))`;
}
