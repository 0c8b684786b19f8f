import { z } from 'zod';
import { necThreshold } from './accounting-1099';
import { lazySchema } from './lazy-schema';
import { type Cents, cents } from './money';

/** Backup withholding rate, percent (IRC §3406(a)(1): the fourth lowest rate of §1(c), 24 % since 2018). */
export const BACKUP_WITHHOLDING_PERCENT = 24;

/** 24 % of a payment, cents, rounded to the nearest cent (half a cent up; docs/decisions/). */
export function backupWithholdingOf(amount: Cents): Cents {
  if (amount <= 0) return cents(0);
  return cents(Math.floor((amount * BACKUP_WITHHOLDING_PERCENT + 50) / 100));
}

export type WithholdingCase = {
  /** The payment's tax year (its date's year). */
  taxYear: number;
  /** The payment, cents. */
  amount: Cents;
  /** Paid to a 1099 payee (a subcontractor, or a supplier marked as a 1099 payee). */
  toPayee: boolean;
  /** The payee has a TIN on file at the time of the payment. */
  hasTin: boolean;
  /** The payment counts toward the 1099-NEC (countsTowardNec): card and business-app payments are the processor's. */
  countsTowardNec: boolean;
  /** The payee's earlier 1099-NEC payments of the same calendar year, cents (work records' pay included). */
  priorNec: Cents;
  /** A 1099-NEC was due for the payee for the preceding year, or backup withholding was kept from them then. */
  reportableLastYear: boolean;
};

/**
 * The backup withholding kept from one payment (IRC §3406(a)(1)(A), payee without a TIN), cents: 24 % of the whole
 * payment when it is a reportable payment under §3406(b)(6): the year's payments to the payee including this one
 * reach the year's 1099-NEC threshold (§3406(b)(6)(A): the payment that crosses it and every later one), or a return
 * was due for the payee last year (§3406(b)(6)(B), (C): every payment from the first). Earlier payments below the
 * threshold keep nothing: they were not reportable payments when made.
 */
export function backupWithholdingFor(c: WithholdingCase): Cents {
  if (!c.toPayee || c.hasTin || !c.countsTowardNec) return cents(0);
  const reportable = c.reportableLastYear || c.priorNec + c.amount >= necThreshold(c.taxYear);
  return reportable ? backupWithholdingOf(c.amount) : cents(0);
}

/** A TIN's kind: SSN (or ITIN, an individual's number) or EIN; IRIS asks for it with the TIN. */
export const TIN_KINDS = ['ssn', 'ein'] as const;
export type TinKind = (typeof TIN_KINDS)[number];
export const TIN_KIND_LABELS: Record<TinKind, string> = { ssn: 'SSN or ITIN (a person)', ein: 'EIN (a business)' };

/** The TIN kind field: 'ssn' or 'ein'; null, '' or omitted when not said. */
export const optionalTinKindSchema = lazySchema(() =>
  z
    .union([z.enum(TIN_KINDS), z.literal(''), z.null()], { error: 'Tax ID type must be ssn or ein' })
    .optional()
    .transform((v): TinKind | null => (v === undefined || v === null || v === '' ? null : v)),
);

/**
 * Why 9 digits cannot be a TIN of the kind said, or null when they can: the Social Security Administration never
 * issues an SSN with area 000 or 666, group 00 or serial 0000 (ITINs start with 9 and pass); an EIN never starts 00.
 */
export function tinProblem(tin: string, kind: TinKind | null): string | null {
  if (!/^\d{9}$/.test(tin)) return 'Tax ID must be 9 digits (SSN 123-45-6789 or EIN 12-3456789)';
  if (kind === 'ssn' && (tin.startsWith('000') || tin.startsWith('666') || tin.slice(3, 5) === '00' || tin.slice(5) === '0000'))
    return 'This is not a valid SSN: no SSN has 000 or 666 first, 00 in the middle or 0000 last. Check the W-9.';
  if (kind === 'ein' && tin.startsWith('00')) return 'This is not a valid EIN: no EIN starts with 00. Check the W-9.';
  return null;
}

/** Adds the TIN checks to a payee input: the digits must suit the kind said; a kind without a TIN is dropped. */
export function checkPayeeTin(v: { tin: string | null; tinKind: TinKind | null }, ctx: z.RefinementCtx): void {
  if (v.tin === null) return;
  const problem = tinProblem(v.tin, v.tinKind);
  if (problem) ctx.addIssue({ code: 'custom', path: ['tin'], message: problem });
}

/** The stored kind: null without a TIN. */
export const storedTinKind = (tin: string | null, kind: TinKind | null): TinKind | null => (tin === null ? null : kind);
