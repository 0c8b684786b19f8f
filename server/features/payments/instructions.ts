import { sql } from 'drizzle-orm';
import { type Cents, centsFromDb, centsToDollars, formatUsd } from '../../../domain/money';
import { cashAppLink } from '../../../domain/payroll';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { notFound } from '../../http/errors';

export type PaymentInstructions = { paymentLink: string | null; instructions: string; amount: number; method: string };

type Payee = { amount: string; method: string; name: string; cashappHandle: string | null; phone: string | null; email: string | null };

const blankToNull = (s: string | null) => (s && s.trim() ? s.trim() : null);

/** How to pay an employee an amount by a method: a Cash App link when there is a handle, else what to do by hand. */
export function paymentInstructions(p: {
  amount: Cents;
  method: string;
  name: string;
  cashappHandle: string | null;
  phone: string | null;
  email: string | null;
}): PaymentInstructions {
  const money = formatUsd(centsToDollars(p.amount));
  const base = { amount: centsToDollars(p.amount), method: p.method };
  const handle = blankToNull(p.cashappHandle);
  const phone = blankToNull(p.phone);
  const email = blankToNull(p.email);
  switch (p.method) {
    case 'cashapp': {
      if (!handle) return { ...base, paymentLink: null, instructions: `Manual payment required: ${p.name} has no Cash App handle on file` };
      const tag = handle.startsWith('$') ? handle : `$${handle}`;
      return { ...base, paymentLink: cashAppLink(tag, p.amount), instructions: `Send ${money} to ${p.name} (${tag}) in Cash App` };
    }
    case 'zelle': {
      const contact = [phone, email].filter((c): c is string => c !== null).join(' or ');
      const instructions = contact
        ? `Send ${money} to ${p.name} with Zelle at ${contact}`
        : `Manual payment required: ${p.name} has no phone number or email on file for Zelle`;
      return { ...base, paymentLink: null, instructions };
    }
    case 'check':
      return { ...base, paymentLink: null, instructions: `Write a check for ${money} to ${p.name} and mark it paid` };
    default:
      return { ...base, paymentLink: null, instructions: `Pay ${money} in cash to ${p.name} and mark it paid` };
  }
}

/** Payment instructions for a stored advance or payment; 404 when it doesn't exist. */
export async function instructionsFor(db: Db, ref: { advanceId: number } | { paymentId: number }): Promise<PaymentInstructions> {
  const source =
    'advanceId' in ref
      ? sql`FROM payroll_advances x JOIN employees e ON e.id = x.employee_id WHERE x.id = ${ref.advanceId}::bigint`
      : sql`FROM payments x JOIN employees e ON e.id = x.employee_id WHERE x.id = ${ref.paymentId}::bigint`;
  const [payee] = await rows<Payee>(
    db.execute(
      sql`SELECT x.amount::text AS amount, x.payment_method AS method, e.name, e.cashapp_handle AS "cashappHandle", e.phone, e.email ${source}`,
    ),
  );
  if (!payee) throw notFound('advanceId' in ref ? 'Advance' : 'Payment');
  return paymentInstructions({ ...payee, amount: centsFromDb(payee.amount) });
}
