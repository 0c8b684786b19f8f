import { paymentMethodLabel as label, PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '../../../domain/payment-methods';

/** 'cashapp' → 'Cash App'; unknown values are shown as stored; none set reads as the column default, cash. */
export function paymentMethodLabel(method: string | null): string {
  return method ? label(method) : PAYMENT_METHOD_LABELS.cash;
}

/** Options of the Preferred Payment Method select: the same list payroll offers. */
export const paymentMethodOptions = PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));
