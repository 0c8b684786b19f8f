import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { todayIso } from '../../../domain/dates';
import { type Cents, addCents, cents, centsFromDb, centsToDecimalString, dollarsToCents } from '../../../domain/money';
import { type PayrollMethod, netPay, type paymentSchema, weekEnd } from '../../../domain/payroll';
import type { Db } from '../../db/client';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { weeklyPayroll } from './service';

export type Payment = z.infer<typeof paymentSchema>;
export type PayWeekResult = {
  weekStartDate: string;
  weekEndDate: string;
  payments: Payment[];
  skipped: { employeeId: number; reason: string }[];
};

export const SKIP_ALREADY_PAID = 'Already paid for this week';
export const SKIP_NOTHING = 'Nothing to pay';
export const SKIP_ADVANCES_COVER = 'Advances cover this week’s pay; nothing paid, advances stay pending';

/**
 * Pays a week in one transaction: a pending payroll payment of netPay for every employee with netPay > 0
 * and no payroll payment for the week yet, and their pending advances dated ≤ Saturday marked 'deducted'
 * with the week set. The advances are locked first and the amount is computed from exactly the locked
 * rows, so the deduction and the payment always agree. The unique index (employee, week, type) is the
 * final guard: a conflicting insert does nothing and the employee is reported as already paid.
 */
export async function payWeek(db: Db, weekStartSunday: string, methods: Record<string, PayrollMethod>): Promise<PayWeekResult> {
  const start = weekStartSunday;
  const end = weekEnd(start);
  return db.transaction(async (tx) => {
    const locked = await rows<{ id: number; employeeId: number; amount: string }>(
      tx.execute(sql`SELECT id, employee_id AS "employeeId", amount::text AS amount FROM payroll_advances
        WHERE status = 'pending' AND advance_date <= ${end}::date ORDER BY id FOR UPDATE`),
    );
    const advancesOf = new Map<number, { ids: number[]; total: Cents }>();
    for (const a of locked) {
      const cur = advancesOf.get(a.employeeId) ?? { ids: [], total: cents(0) };
      advancesOf.set(a.employeeId, { ids: [...cur.ids, a.id], total: addCents(cur.total, centsFromDb(a.amount)) });
    }

    const skipped: PayWeekResult['skipped'] = [];
    const toPay: { employeeId: number; amount: Cents; method: PayrollMethod }[] = [];
    for (const row of await weeklyPayroll(tx, start)) {
      const gross = dollarsToCents(row.totalPay);
      const net = netPay(gross, advancesOf.get(row.employeeId)?.total ?? cents(0));
      if (row.payment) skipped.push({ employeeId: row.employeeId, reason: SKIP_ALREADY_PAID });
      else if (gross <= 0) skipped.push({ employeeId: row.employeeId, reason: SKIP_NOTHING });
      else if (net <= 0) skipped.push({ employeeId: row.employeeId, reason: SKIP_ADVANCES_COVER });
      else toPay.push({ employeeId: row.employeeId, amount: net, method: methods[String(row.employeeId)] ?? 'cashapp' });
    }
    if (toPay.length === 0) return { weekStartDate: start, weekEndDate: end, payments: [], skipped };

    const today = todayIso();
    const values = sql.join(
      toPay.map(
        (p) => sql`(${p.employeeId}, ${centsToDecimalString(p.amount)}::numeric, ${p.method}, 'payroll', ${today}::date, ${start}::date, ${end}::date, 'pending')`,
      ),
      sql`, `,
    );
    const payments = await rows<Payment>(
      tx.execute(sql`INSERT INTO payments (employee_id, amount, payment_method, payment_type, payment_date, week_start_date, week_end_date, status)
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
        WHERE status = 'pending' AND id IN (${sql.join(
          advanceIds.map((id) => sql`${id}`),
          sql`, `,
        )})`);
    }
    payments.sort((a, b) => toPay.findIndex((p) => p.employeeId === a.employeeId) - toPay.findIndex((p) => p.employeeId === b.employeeId));
    return { weekStartDate: start, weekEndDate: end, payments, skipped };
  });
}
