import type { LienWaiver } from '../../../domain/api/lien-waivers';
import type { InvoicePayment, InvoiceSummary } from '../../../domain/billing/schemas';
import { PAYMENT_METHOD_RECEIVED_LABELS } from '../../../domain/billing/schemas';
import type { ExpenseListItem } from '../../../domain/expenses';
import type { WaiverStatus } from '../../../domain/lien-waivers';
import { formatDate, formatMoney } from '../../lib/format';

/** A payment a waiver may be for, as the request form's Select shows it. */
export type PaymentOption = { value: string; label: string; date: string; amount: number };

export const STATUS_LABEL: Record<WaiverStatus, string> = { requested: 'Requested', received: 'Received', signed: 'Signed' };
export const STATUS_COLOR: Record<WaiverStatus, string> = { requested: 'gray', received: 'green', signed: 'green' };

/** "Dec 1, 2026 · Pat Plumbing · $12,500.00". */
export function paymentLabel(date: string, party: string, amount: number): string {
  return `${formatDate(date)} · ${party} · ${formatMoney(amount)}`;
}

/** Who an expense paid, as the server names the waiver's claimant: the subcontractor (his company first), else the supplier. */
export function expensePayee(e: Pick<ExpenseListItem, 'subcontractor' | 'supplierName'>): string | null {
  if (e.subcontractor) return e.subcontractor.company?.trim() || e.subcontractor.name;
  return e.supplierName;
}

/**
 * The payments made on a job that a waiver may be collected for: expenses with a payment method and a supplier or
 * subcontractor (what the server accepts), in the list's order (newest first).
 */
export function collectPaymentOptions(expenses: readonly ExpenseListItem[]): PaymentOption[] {
  return expenses.flatMap((e) => {
    const payee = expensePayee(e);
    if (e.paymentMethod === null || payee === null || (e.subcontractorId === null && e.supplierId === null)) return [];
    return [{ value: String(e.id), label: paymentLabel(e.date, payee, e.amount), date: e.date, amount: e.amount }];
  });
}

/** The payments received on a job's invoices, newest first: "Nov 25, 2026 · Invoice 3, Check #1042 · $27,000.00". */
export function givePaymentOptions(
  invoices: readonly (Pick<InvoiceSummary, 'number'> & { payments: readonly InvoicePayment[] })[],
): PaymentOption[] {
  return invoices
    .flatMap((inv) =>
      inv.payments.map((p) => {
        const how = `${PAYMENT_METHOD_RECEIVED_LABELS[p.method]}${p.reference ? ` ${p.reference}` : ''}`;
        return {
          value: String(p.id),
          label: paymentLabel(p.date, `Invoice ${inv.number}, ${how}`, p.amount),
          date: p.date,
          amount: p.amount,
          id: p.id,
        };
      }),
    )
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1))
    .map(({ id: _, ...o }) => o);
}

/** What may be done with a waiver where it stands. */
export function waiverActions(w: Pick<LienWaiver, 'direction' | 'status' | 'documentUrl'>) {
  return {
    /** Only one given to the client is signed by the company itself. */
    markSigned: w.direction === 'give' && w.status === 'requested',
    /** A waiver received or signed, or with a copy, is kept with its payment (the server answers 409). */
    remove: w.status === 'requested' && w.documentUrl === null,
  };
}

/** "{amout} is not a placeholder: it will print as written" (one sentence for several). */
export function unknownPlaceholderWarning(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  const braces = names.map((n) => `{${n}}`);
  return braces.length === 1
    ? `${braces[0]} is not a placeholder: it will print as written.`
    : `${braces.slice(0, -1).join(', ')} and ${braces[braces.length - 1]} are not placeholders: they will print as written.`;
}
