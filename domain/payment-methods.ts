import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * The one list of ways an employee is paid: the employee form's preferred method, the payroll row, advances and
 * payments all offer these (docs/product/rules.md).
 */
export const PAYMENT_METHODS = ['cash', 'check', 'zelle', 'cashapp'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Display names of the payment methods. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { cash: 'Cash', check: 'Check', zelle: 'Zelle', cashapp: 'Cash App' };

/** The spec's payroll default (part 2 §9), used only when an employee has no preferred method. */
export const FALLBACK_PAYMENT_METHOD: PaymentMethod = 'cashapp';

/** True for one of the payment methods. */
export function isPaymentMethod(value: string | null | undefined): value is PaymentMethod {
  return !!value && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** The method a payroll row starts with: the employee's preferred method, cashapp only when none is set. */
export function defaultPaymentMethod(preferred: string | null | undefined): PaymentMethod {
  return isPaymentMethod(preferred) ? preferred : FALLBACK_PAYMENT_METHOD;
}

/** 'cashapp' → 'Cash App'; an unknown stored value is shown as stored, a missing one as '—'. */
export function paymentMethodLabel(method: string | null | undefined): string {
  return isPaymentMethod(method) ? PAYMENT_METHOD_LABELS[method] : (method ?? '—');
}

/** Zod enum of the payment methods with one message naming them all. */
export const paymentMethodSchema = lazySchema(() =>
  z.enum(PAYMENT_METHODS, { error: 'Payment method must be cash, check, zelle or cashapp' }),
);

const HOW: Record<PaymentMethod, string> = { cash: 'in cash', check: 'by check', zelle: 'with Zelle', cashapp: 'in Cash App' };

/** The question asked before a payment is recorded as paid: "Paid $240.00 in cash?" (amount already formatted). */
export function paidQuestion(amount: string, method: PaymentMethod): string {
  return `Paid ${amount} ${HOW[method]}?`;
}

/** What the toast says once the user confirmed: "Recorded $240.00 paid to Ana Lopez in cash". */
export function paidRecord(amount: string, name: string, method: PaymentMethod): string {
  return `Recorded ${amount} paid to ${name} ${HOW[method]}`;
}
