import { sql } from 'drizzle-orm';
import { type PayrollMethod, weekEnd } from '../../../domain/payroll';
import type { SmsSender } from '../../adapters/sms';
import type { Db } from '../../db/client';
import { laborPaySql } from '../../db/rule-fragments';
import { rows } from '../../db/sql-fragments';
import { getPaystub } from '../payroll/paystub';
import { deliver } from './outbox';
import { paystubText } from './paystub-text';

export type SendResult = { success: boolean; message: string; outboxId: number };
export type WeeklySendResult = {
  sent: number;
  failed: number;
  results: { employeeId: number; employeeName: string; success: boolean; message: string }[];
};

/** Texts an employee's pay stub for the week (Sunday start); 404 'Employee not found'. Never throws for a failed send. */
export async function sendPaystub(
  db: Db,
  sender: SmsSender,
  input: { employeeId: number; week: string; paymentMethod: PayrollMethod },
): Promise<SendResult> {
  const stub = await getPaystub(db, input.employeeId, input.week);
  const name = stub.employee.name;
  const d = await deliver(db, sender, {
    toPhone: stub.employee.phone,
    employeeId: stub.employee.id,
    body: paystubText(stub, input.paymentMethod),
  });
  if (d.status === 'failed') {
    const message =
      d.error === 'No phone number on file' ? `${name} has no phone number on file` : `Could not send the pay stub to ${name}: ${d.error}`;
    return { success: false, message, outboxId: d.outboxId };
  }
  const message =
    d.status === 'stored' ? `Pay stub for ${name} saved in the SMS outbox (no SMS provider is configured)` : `Pay stub sent to ${name}`;
  return { success: true, message, outboxId: d.outboxId };
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
      paymentMethod: input.paymentMethods[String(e.id)] ?? 'cashapp',
    });
    results.push({ employeeId: e.id, employeeName: e.name, success: r.success, message: r.message });
  }
  const sent = results.filter((r) => r.success).length;
  return { sent, failed: results.length - sent, results };
}
