import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { type Cents, cents } from './money';

/**
 * The 1099-NEC reporting threshold for payments in a tax year, cents: $600 through 2025, $2,000 from 2026
 * (One Big Beautiful Bill Act, 2025; indexed for inflation after 2026, which is not known yet).
 */
export function necThreshold(taxYear: number): Cents {
  return cents(taxYear <= 2025 ? 60_000 : 200_000);
}

/** How an expense was paid. Card and payment-app payments are reported by the processor on 1099-K. */
export const EXPENSE_PAYMENT_METHODS = ['cash', 'check', 'bank_transfer', 'card', 'payment_app'] as const;
export type ExpensePaymentMethod = (typeof EXPENSE_PAYMENT_METHODS)[number];

/** Display names of the expense payment methods (the expense form's choices). */
export const EXPENSE_PAYMENT_METHOD_LABELS: Record<ExpensePaymentMethod, string> = {
  cash: 'Cash',
  check: 'Check',
  bank_transfer: 'Bank transfer (ACH, wire, Zelle)',
  card: 'Credit or debit card',
  payment_app: 'Payment app (PayPal, Venmo, Cash App)',
};

/**
 * Where a payment-app payment went: the payee's business account (a third-party-network payment the app reports on
 * 1099-K) or a personal account (not one: it counts toward the payer's 1099-NEC). Zelle moves money bank to bank
 * and settles nothing, so it is a bank transfer, always on the 1099-NEC (docs/decisions/).
 */
export const PAYMENT_ACCOUNTS = ['personal', 'business'] as const;
export type PaymentAccount = (typeof PAYMENT_ACCOUNTS)[number];

export const PAYMENT_ACCOUNT_LABELS: Record<PaymentAccount, string> = {
  personal: 'Personal account (counts toward the 1099-NEC)',
  business: 'Business account (reported by the app on 1099-K)',
};

/** The payment-app account field: 'personal' or 'business'; null, '' or omitted for "not said" (personal on a payment-app payment). */
export const optionalPaymentAccountSchema = lazySchema(() =>
  z
    .union([z.enum(PAYMENT_ACCOUNTS), z.literal(''), z.null()], { error: 'Payment account must be personal or business' })
    .optional()
    .transform((v): PaymentAccount | null => (v === undefined || v === null || v === '' ? null : v)),
);

/** The stored account of a payment: personal by default for a payment-app payment, null for any other method. */
export function storedPaymentAccount(method: ExpensePaymentMethod | null, account: PaymentAccount | null): PaymentAccount | null {
  return method === 'payment_app' ? (account ?? 'personal') : null;
}

/** The expense form's "not recorded" choice, sent as null. */
export const PAYMENT_METHOD_NOT_RECORDED = 'none';

/**
 * How an expense was paid, optional: one of EXPENSE_PAYMENT_METHODS, or null / '' / 'none' / omitted for "not
 * recorded" (stored as null, which counts toward the 1099-NEC).
 */
export const optionalExpensePaymentMethodSchema = lazySchema(() =>
  z
    .union([z.enum(EXPENSE_PAYMENT_METHODS), z.literal(''), z.literal(PAYMENT_METHOD_NOT_RECORDED), z.null()], {
      error: `Payment method must be one of ${EXPENSE_PAYMENT_METHODS.join(', ')}, or none`,
    })
    .optional()
    .transform((v): ExpensePaymentMethod | null =>
      v === undefined || v === null || v === '' || v === PAYMENT_METHOD_NOT_RECORDED ? null : v,
    ),
);

/**
 * Whether a payment made this way counts toward the 1099-NEC: cash, check, bank transfer (Zelle included), not
 * recorded, or a payment app to a personal account; not a card, nor a payment app to a business account (1099-K).
 */
export function countsTowardNec(method: ExpensePaymentMethod | null, account: PaymentAccount | null = null): boolean {
  if (method === 'card') return false;
  if (method === 'payment_app') return account === 'personal';
  return true;
}

/** The same rule in SQL over an expenses row aliased e (kept in step with countsTowardNec by the 1099 tests). */
export const COUNTS_TOWARD_NEC_SQL = `(e.payment_method IS NULL OR e.payment_method NOT IN ('card', 'payment_app') OR (e.payment_method = 'payment_app' AND e.payment_account = 'personal'))`;

/** A taxpayer id typed as 123-45-6789, 12-3456789 or 9 digits → its 9 digits; null when blank; undefined when invalid. */
export function parseTin(text: string): string | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  return /^(\d{3}-?\d{2}-?\d{4}|\d{2}-?\d{7})$/.test(t) ? t.replace(/-/g, '') : undefined;
}

/** Optional TIN field: blank or null means none; otherwise an SSN or EIN (9 digits, dashes allowed). */
export const optionalTinSchema = lazySchema(() =>
  z
    .union([z.string(), z.null()], { error: 'Tax ID must be text' })
    .optional()
    .transform((v, ctx): string | null => {
      const parsed = parseTin(v ?? '');
      if (parsed === undefined) {
        ctx.addIssue({ code: 'custom', message: 'Tax ID must be 9 digits (SSN 123-45-6789 or EIN 12-3456789)' });
        return z.NEVER;
      }
      return parsed;
    }),
);

/** A stored TIN shown on screen: only its last 4 digits ("•••-••-6789"); '' when none. */
export function maskTin(tin: string | null): string {
  return tin ? `•••-••-${tin.slice(-4)}` : '';
}

export type PayeeTotals = {
  /** Paid by cash, check, bank transfer or an unrecorded method (1099-NEC), cents. */
  nec: Cents;
  /** Paid by card or payment app (1099-K, issued by the processor), cents. */
  cardOrApp: Cents;
  hasTin: boolean;
  w9OnFile: boolean;
  /** Backup withholding kept from the year's payments, cents. */
  withheld?: Cents;
};

/**
 * Whether a payee gets a 1099-NEC for the year: NEC payments at or above the year's threshold, or any backup
 * withholding kept from them, whatever the amount (Instructions for Forms 1099-MISC and 1099-NEC).
 */
export function needsNec(p: Pick<PayeeTotals, 'nec'> & { withheld?: Cents }, taxYear: number): boolean {
  return p.nec >= necThreshold(taxYear) || (p.withheld ?? 0) > 0;
}

/** What a payee's file lacks, needed or not: a W-9, a TIN, or both. */
export function paperworkLacking(p: Pick<PayeeTotals, 'w9OnFile' | 'hasTin'>): string[] {
  return [...(p.w9OnFile ? [] : ['W-9']), ...(p.hasTin ? [] : ['TIN'])];
}

/** What is missing for a payee who needs a 1099-NEC: a W-9, a TIN, or both; empty when nothing is. */
export function missingPaperwork(p: PayeeTotals, taxYear: number): string[] {
  if (!needsNec(p, taxYear)) return [];
  return paperworkLacking(p);
}
