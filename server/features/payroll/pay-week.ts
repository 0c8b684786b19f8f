import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays, todayIso } from '../../../domain/dates';
import { addCents, type Cents, cents, centsFromDb, centsToDecimalString, dollarsToCents } from '../../../domain/money';
import { defaultPaymentMethod } from '../../../domain/payment-methods';
import { grossPay, type PayrollMethod, type paymentSchema, weekEnd, weekSettlement } from '../../../domain/payroll';
import type { Db } from '../../db/client';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { assertPeriodOpen } from '../closing/service';
import { weeklyPayroll } from './service';
import { adjustmentsToPay, advancesToRecover, weekParam } from './week-rules';

export type Payment = z.infer<typeof paymentSchema>;
export type PayWeekResult = {
  weekStartDate: string;
  weekEndDate: string;
  payments: Payment[];
  skipped: { employeeId: number; reason: string }[];
};

export const SKIP_ALREADY_PAID = 'Already paid for this week';
export const SKIP_NOTHING = 'Nothing to pay';
/** Note on the 0.00 payment of a week whose pay went entirely to advances. */
export const SETTLED_BY_ADVANCES = 'Pay went to advances; nothing to send';

type Locked = { id: number; employeeId: number; amount: string };

/** Sums locked rows per employee: their ids and total in cents. */
function byEmployee(locked: Locked[]): Map<number, { ids: number[]; total: Cents }> {
  const of = new Map<number, { ids: number[]; total: Cents }>();
  for (const a of locked) {
    const cur = of.get(a.employeeId) ?? { ids: [], total: cents(0) };
    of.set(a.employeeId, { ids: [...cur.ids, a.id], total: addCents(cur.total, centsFromDb(a.amount)) });
  }
  return of;
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Pays a week in one transaction: a payroll payment dated paidOn (the day the money left; default today) of netPay
 * for every employee with pay and no payroll payment for the week yet. Gross = the week's work pay + the adjustments
 * it pays (corrections of paid weeks not yet paid, dated ≤ Saturday); net = gross − every advance neither cancelled
 * nor recovered dated ≤ Saturday, pending or paid with Pay Now (week-rules.ts, docs/product/rules.md: each is recovered exactly
 * once). The advances are marked 'deducted' and the adjustments paid, with the week set. When the advances reach the
 * week's pay, the pay goes to them: a completed 0.00 payment settles the week and what the pay didn't cover is carried
 * as a new pending advance dated the next Sunday. The advances and adjustments are locked first and the amount is
 * computed from exactly the locked rows, so the deduction and the payment always agree. The unique index (employee,
 * week, type) is the final guard: a conflicting insert does nothing and the employee is reported as already paid.
 */
export async function payWeek(
  db: Db,
  weekStartSunday: string,
  methods: Record<string, PayrollMethod>,
  paidOn: string = todayIso(),
): Promise<PayWeekResult> {
  const start = weekStartSunday;
  const end = weekEnd(start);
  const week = weekParam(start);
  return db.transaction(async (tx) => {
    const advancesOf = byEmployee(
      await rows<Locked>(
        tx.execute(sql`SELECT a.id, a.employee_id AS "employeeId", a.amount::text AS amount FROM payroll_advances a
          WHERE ${advancesToRecover(week)} ORDER BY a.id FOR UPDATE`),
      ),
    );
    const adjustmentsOf = byEmployee(
      await rows<Locked>(
        tx.execute(sql`SELECT j.id, j.employee_id AS "employeeId", j.amount::text AS amount FROM payroll_adjustments j
          WHERE ${adjustmentsToPay(week)} ORDER BY j.id FOR UPDATE`),
      ),
    );

    const skipped: PayWeekResult['skipped'] = [];
    const toPay: { employeeId: number; amount: Cents; method: PayrollMethod; carry: Cents }[] = [];
    for (const row of await weeklyPayroll(tx, start)) {
      const work = cents(dollarsToCents(row.totalPay) - dollarsToCents(row.totalAdjustments));
      const gross = grossPay(work, adjustmentsOf.get(row.employeeId)?.total ?? cents(0));
      if (row.payment) skipped.push({ employeeId: row.employeeId, reason: SKIP_ALREADY_PAID });
      else if (gross <= 0) skipped.push({ employeeId: row.employeeId, reason: SKIP_NOTHING });
      else {
        const method = methods[String(row.employeeId)] ?? defaultPaymentMethod(row.preferredPaymentMethod);
        toPay.push({ employeeId: row.employeeId, method, ...weekSettlement(gross, advancesOf.get(row.employeeId)?.total ?? cents(0)) });
      }
    }
    if (toPay.length === 0) return { weekStartDate: start, weekEndDate: end, payments: [], skipped };

    const today = paidOn;
    await assertPeriodOpen(tx, paidOn, 'payroll payment');
    const values = sql.join(
      toPay.map((p) =>
        p.amount > 0
          ? sql`(${p.employeeId}, ${centsToDecimalString(p.amount)}::numeric, ${p.method}, 'payroll', ${today}::date, ${start}::date, ${end}::date, 'pending', NULL)`
          : sql`(${p.employeeId}, 0::numeric, ${p.method}, 'payroll', ${today}::date, ${start}::date, ${end}::date, 'completed', ${SETTLED_BY_ADVANCES})`,
      ),
      sql`, `,
    );
    const payments = await rows<Payment>(
      tx.execute(sql`INSERT INTO payments (employee_id, amount, payment_method, payment_type, payment_date, week_start_date, week_end_date, status, notes)
        VALUES ${values}
        ON CONFLICT (employee_id, week_start_date, payment_type) DO NOTHING
        RETURNING id, employee_id AS "employeeId", amount::float8 AS amount, payment_date::text AS "paymentDate",
          payment_type AS "paymentType", payment_method AS "paymentMethod", status, week_start_date::text AS "weekStartDate",
          week_end_date::text AS "weekEndDate", notes, ${isoTimestamp(sql`created_at`)} AS "createdAt"`),
    );
    const paid = new Set(payments.map((p) => p.employeeId));
    for (const p of toPay) if (!paid.has(p.employeeId)) skipped.push({ employeeId: p.employeeId, reason: SKIP_ALREADY_PAID });

    const advanceIds = [...paid].flatMap((id) => advancesOf.get(id)?.ids ?? []);
    if (advanceIds.length > 0) {
      await tx.execute(sql`UPDATE payroll_advances SET status = 'deducted', week_start_date = ${start}::date, week_end_date = ${end}::date
        WHERE status IN ('pending', 'paid') AND id IN (${idList(advanceIds)})`);
    }
    const adjustmentIds = [...paid].flatMap((id) => adjustmentsOf.get(id)?.ids ?? []);
    if (adjustmentIds.length > 0) {
      await tx.execute(sql`UPDATE payroll_adjustments SET recovered_week = ${start}::date
        WHERE recovered_week IS NULL AND id IN (${idList(adjustmentIds)})`);
    }
    const carried = toPay.filter((p) => p.carry > 0 && paid.has(p.employeeId));
    if (carried.length > 0) {
      const nextSunday = addDays(start, 7);
      await tx.execute(sql`INSERT INTO payroll_advances (employee_id, amount, advance_date, reason, status, payment_method)
        VALUES ${sql.join(
          carried.map(
            (p) =>
              sql`(${p.employeeId}, ${centsToDecimalString(p.carry)}::numeric, ${nextSunday}::date, ${`Carried over: advances above the pay of the week of ${start}`}, 'pending', 'cashapp')`,
          ),
          sql`, `,
        )}`);
    }
    payments.sort((a, b) => toPay.findIndex((p) => p.employeeId === a.employeeId) - toPay.findIndex((p) => p.employeeId === b.employeeId));
    return { weekStartDate: start, weekEndDate: end, payments, skipped };
  });
}
