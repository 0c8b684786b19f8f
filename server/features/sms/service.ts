import { sql } from 'drizzle-orm';
import { defaultPaymentMethod, isPaymentMethod, type PaymentMethod } from '../../../domain/payment-methods';
import { type PayrollMethod, weekEnd } from '../../../domain/payroll';
import type { SmsSender } from '../../adapters/sms';
import type { Db } from '../../db/client';
import { laborPaySql } from '../../db/rule-fragments';
import { rows } from '../../db/sql-fragments';
import { getPaystub } from '../payroll/paystub';
import { type Delivery, deliver } from './outbox';
import { paystubText } from './paystub-text';

export type SendResult = { success: boolean; delivery: Delivery['status']; message: string; outboxId: number };
export type WeeklySendResult = {
  sent: number;
  stored: number;
  failed: number;
  results: { employeeId: number; employeeName: string; success: boolean; delivery: Delivery['status']; message: string }[];
};

/** The method a stub names when the caller chose none: the week's recorded payroll payment, else the employee's preferred one. */
async function stubMethod(db: Db, employeeId: number, week: string): Promise<PaymentMethod> {
  const [r] = await rows<{ paid: string | null; preferred: string | null }>(
    db.execute(sql`SELECT (SELECT payment_method FROM payments WHERE employee_id = e.id AND payment_type = 'payroll'
        AND week_start_date = ${week}::date LIMIT 1) AS paid, e.preferred_payment_method AS preferred
      FROM employees e WHERE e.id = ${employeeId}`),
  );
  return isPaymentMethod(r?.paid) ? r.paid : defaultPaymentMethod(r?.preferred);
}

/** Texts an employee's pay stub for the week (Sunday start); 404 'Employee not found'. Never throws for a failed send. */
export async function sendPaystub(
  db: Db,
  sender: SmsSender,
  input: { employeeId: number; week: string; paymentMethod?: PayrollMethod },
): Promise<SendResult> {
  const stub = await getPaystub(db, input.employeeId, input.week);
  const name = stub.employee.name;
  const d = await deliver(db, sender, {
    toPhone: stub.employee.phone,
    employeeId: stub.employee.id,
    body: paystubText(stub, input.paymentMethod ?? (await stubMethod(db, input.employeeId, input.week))),
  });
  if (d.status === 'failed') {
    const message =
      d.error === 'No phone number on file' ? `${name} has no phone number on file` : `Could not send the pay stub to ${name}: ${d.error}`;
    return { success: false, delivery: d.status, message, outboxId: d.outboxId };
  }
  const message =
    d.status === 'stored'
      ? `Pay stub for ${name} saved to the SMS outbox, not texted (no SMS provider is configured)`
      : `Pay stub texted to ${name}`;
  return { success: true, delivery: d.status, message, outboxId: d.outboxId };
}

/** Texts the pay stub of every employee with pay in the week, one after the other; counts what was sent and what failed. */
export async function sendWeekly(
  db: Db,
  sender: SmsSender,
  input: { week: string; paymentMethods: Record<string, PayrollMethod> },
): Promise<WeeklySendResult> {
  const paid = await rows<{ id: number; name: string }>(
    db.execute(sql`SELECT em.id, em.name FROM time_entries t JOIN employees em ON em.id = t.employee_id
      WHERE t.date BETWEEN ${input.week}::date AND ${weekEnd(input.week)}::date
      GROUP BY em.id, em.name
      HAVING sum(${laborPaySql}) > 0
      ORDER BY lower(em.name), em.id`),
  );
  const results: WeeklySendResult['results'] = [];
  for (const e of paid) {
    const r = await sendPaystub(db, sender, {
      employeeId: e.id,
      week: input.week,
      paymentMethod: input.paymentMethods[String(e.id)],
    });
    results.push({ employeeId: e.id, employeeName: e.name, success: r.success, delivery: r.delivery, message: r.message });
  }
  const sent = results.filter((r) => r.success).length;
  return { sent, stored: results.filter((r) => r.delivery === 'stored').length, failed: results.length - sent, results };
}
