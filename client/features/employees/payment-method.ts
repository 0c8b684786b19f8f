import { PAYMENT_METHODS } from '../../../domain/people';

const LABELS: Record<string, string> = { cash: 'Cash', cashapp: 'Cash App', check: 'Check' };

/** 'cashapp' → 'Cash App'; unknown values are shown as stored. */
export function paymentMethodLabel(method: string | null): string {
  return method ? (LABELS[method] ?? method) : LABELS.cash;
}

/** Options of the Preferred Payment Method select. */
export const paymentMethodOptions = PAYMENT_METHODS.map((value) => ({ value, label: LABELS[value] }));
