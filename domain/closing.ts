import { z } from 'zod';
import { utcDayText } from './dates';
import { lazySchema } from './lazy-schema';
import { dateSchema, optionalDateSchema } from './validation-dates';

/**
 * Closing the books (issue 37): the owner closes every day up to and including `through`; after it nothing dated
 * on or before that day is created, changed or deleted (409) until the owner reopens, with a reason. Each close and
 * reopen is one row of the history, the newest row's `through` is the close date (null: nothing closed).
 */

/** A calendar day in words: "Dec 31, 2025". */
export function dayText(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return utcDayText(new Date(Date.UTC(y, m - 1, d)), 'date');
}

/** True when a record dated `date` lies in the closed period (on or before the close date). */
export function isClosed(closedThrough: string | null, date: string | null | undefined): boolean {
  return closedThrough !== null && date != null && date <= closedThrough;
}

/**
 * The 409 message for a write refused by a closed period, naming the period and the record: "The books are closed
 * through Dec 31, 2025: this expense dated Dec 15, 2025 cannot be changed. Reopen …".
 */
export function closedPeriodMessage(closedThrough: string, what: string, date: string): string {
  return (
    `The books are closed through ${dayText(closedThrough)}: this ${what} dated ${dayText(date)} cannot be changed. ` +
    'Reopen the period in Settings → Accounting, or record a correction dated in an open period.'
  );
}

/** Why a close is refused, or null when it may go ahead: never in the future, never earlier than the current close. */
export function closeProblem(through: string, current: string | null, today: string): string | null {
  if (through > today)
    return `The books cannot be closed through ${dayText(through)}: that day has not ended yet (today is ${dayText(today)}).`;
  if (current !== null && through < current)
    return `The books are already closed through ${dayText(current)}. To move the close date back to ${dayText(through)}, reopen the period with a reason.`;
  return null;
}

/** Why a reopen is refused, or null: something must be closed, and the new close date must be earlier than the current one. */
export function reopenProblem(through: string | null, current: string | null): string | null {
  if (current === null) return 'The books are not closed: there is nothing to reopen.';
  if (through !== null && through >= current)
    return `Reopening must move the close date earlier than ${dayText(current)}; to close through a later day, close the books instead.`;
  return null;
}

/** POST /api/accounting/periods/close. */
export const closePeriodSchema = lazySchema(() => z.object({ through: dateSchema('Close date') }));
export type ClosePeriodInput = z.output<typeof closePeriodSchema>;

/** POST /api/accounting/periods/reopen: the new close date (null: nothing stays closed) and why. */
export const reopenPeriodSchema = lazySchema(() =>
  z.object({
    through: optionalDateSchema('New close date'),
    reason: z
      .string({ error: 'Reason is required: say why the period is reopened' })
      .trim()
      .min(1, 'Reason is required: say why the period is reopened')
      .max(500, 'Reason must be at most 500 characters'),
  }),
);
export type ReopenPeriodInput = z.output<typeof reopenPeriodSchema>;

/** One close or reopen, newest first in the history. */
export const periodEventSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    action: z.enum(['close', 'reopen']),
    /** The close date after this event (null: nothing closed). */
    through: z.string().nullable(),
    reason: z.string().nullable(),
    actorName: z.string(),
    at: z.string(),
  }),
);
export type PeriodEvent = z.infer<typeof periodEventSchema>;

/** GET /api/accounting/periods (and the answer of close and reopen). */
export const periodsSchema = lazySchema(() =>
  z.object({
    closedThrough: z.string().nullable(),
    history: z.array(periodEventSchema),
  }),
);
export type Periods = z.infer<typeof periodsSchema>;

/** What a project holds that was paid or billed (counts): such a project is archived, never deleted. */
export type PaidCounts = {
  /** Expenses with a payment method, or paid to a subcontractor or a 1099 supplier (they are on a 1099). */
  paidExpenses: number;
  /** Work records in a payroll week with a payroll payment, or a subcontractor's work (on a 1099). */
  paidWork: number;
  /** Invoices and pay applications sent (drafts and void ones are not billing). */
  invoicesSent: number;
  /** Payments received from the client. */
  paymentsReceived: number;
};

/** True when anything of the project was paid or billed. */
export function hasPaid(c: PaidCounts): boolean {
  return c.paidExpenses + c.paidWork + c.invoicesSent + c.paymentsReceived > 0;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The 409 message of a delete refused because the project holds paid costs, payroll or billing. */
export function paidProjectMessage(name: string, c: PaidCounts): string {
  const what = [
    c.paidExpenses > 0 ? plural(c.paidExpenses, 'paid expense', 'paid expenses') : null,
    c.paidWork > 0 ? plural(c.paidWork, 'paid work record', 'paid work records') : null,
    c.invoicesSent > 0 ? plural(c.invoicesSent, 'invoice sent', 'invoices sent') : null,
    c.paymentsReceived > 0 ? plural(c.paymentsReceived, 'payment received', 'payments received') : null,
  ].filter(Boolean);
  return (
    `“${name}” cannot be deleted: it has ${what.join(', ')}, and what was paid stays in the books, the 1099s and payroll. ` +
    'Archive it instead: move it to Inactive (or complete it).'
  );
}

/** The 409 message of a project delete or restore that would change a closed period's figures. */
export function closedProjectMessage(closedThrough: string, earliest: string, restoring: boolean): string {
  return (
    `The books are closed through ${dayText(closedThrough)}: this project has records dated in the closed period (the earliest ${dayText(earliest)}), ` +
    `so ${restoring ? 'restoring' : 'deleting'} it would change the closed figures. Reopen the period in Settings → Accounting first.`
  );
}
