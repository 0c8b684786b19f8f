import { z } from 'zod';
import { todayIso } from '../dates';
import { lazySchema } from '../lazy-schema';
import { hasNoNul, looseNumber, NUL_MESSAGE, optionalEmailSchema, optionalText, requiredText } from '../validation';
import { dateSchema } from '../validation-dates';
import { MAX_AMOUNT, moneyNumber, moneySchema, optionalMoneySchema } from '../validation-money';
import { signedMoneySchema } from './change-order-schemas';

/**
 * Billing inputs and answers (issue 20). Money travels as dollar numbers with at most 2 decimals (like every other
 * amount of the API) and is turned into cents at once; percentages are numbers with at most 2 decimals (7.25).
 */

/** A percentage 0–100 with at most 2 decimals. */
export function percentSchema(label: string) {
  return looseNumber({ required: `${label} is required`, invalid: `${label} must be a number` }).pipe(
    z
      .number()
      .refine((n) => /^\d+(\.\d{1,2})?$/.test(String(n)), {
        message: `${label} must be from 0 to 100 with at most 2 decimals`,
        abort: true,
      })
      .refine((n) => n <= 100, `${label} must be from 0 to 100 with at most 2 decimals`),
  );
}

const optionalPercent = (label: string) =>
  looseNumber({ invalid: `${label} must be a number` }).pipe(
    z
      .number()
      .refine((n) => /^\d+(\.\d{1,2})?$/.test(String(n)) && n <= 100, `${label} must be from 0 to 100 with at most 2 decimals`)
      .nullable(),
  );

// ------------------------------------------------------------------------------------------------ change orders

export * from './change-order-schemas';

export const billingTermsSchema = lazySchema(() =>
  z.object({
    projectId: z.number().int(),
    clientName: z.string().nullable(),
    clientEmail: z.string().nullable(),
    retainagePercent: z.number(),
    stepDownAtPercent: z.number().nullable(),
    stepDownPercent: z.number().nullable(),
    /** The estimated total cost of the job for the WIP report; null until set. */
    estimatedTotalCost: z.number().nullable(),
    paymentTermsDays: z.number().int(),
  }),
);
export type BillingTerms = z.infer<typeof billingTermsSchema>;

export const billingTermsInputSchema = lazySchema(() =>
  z
    .object({
      clientName: optionalText(255, 'Client name'),
      clientEmail: optionalEmailSchema,
      retainagePercent: percentSchema('Retainage'),
      stepDownAtPercent: optionalPercent('Step-down at'),
      stepDownPercent: optionalPercent('Stepped-down retainage'),
      estimatedTotalCost: optionalMoneySchema('Estimated total cost'),
      paymentTermsDays: looseNumber({
        required: 'Payment terms are required',
        invalid: 'Payment terms must be a whole number of days',
      }).pipe(
        z
          .number()
          .int('Payment terms must be a whole number of days')
          .min(0, 'Payment terms cannot be negative')
          .max(365, 'Payment terms must be at most 365 days'),
      ),
    })
    .superRefine((t, ctx) => {
      if ((t.stepDownAtPercent === null) !== (t.stepDownPercent === null))
        ctx.addIssue({ code: 'custom', path: ['stepDownPercent'], message: 'Give both the step-down point and its rate, or neither' });
    }),
);
export type BillingTermsInput = z.output<typeof billingTermsInputSchema>;

// ------------------------------------------------------------------------------------------ schedule of values

export const sovLineSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    position: z.number().int(),
    description: z.string(),
    scheduledValue: z.number(),
    changeOrderId: z.number().int().nullable(),
    /** Completed and stored to date on the latest invoice that is not void (G703 column G). */
    billedToDate: z.number(),
    /** Work completed to date on it (its D + E): the next application's column D. */
    workCompleted: z.number(),
    /** Materials presently stored on it (its column F): carried to the next application unless changed. */
    materialsStored: z.number(),
  }),
);
export type SovLine = z.infer<typeof sovLineSchema>;

export const sovSchema = lazySchema(() =>
  z.object({
    contractValue: z.number(),
    total: z.number(),
    /** True when the lines sum to the contract value (an invoice needs it). */
    balanced: z.boolean(),
    lines: z.array(sovLineSchema),
    /** The line items kept from the project's approval PDF (the schedule starts from them), or null when none were. */
    approvalItems: z.object({ count: z.number().int(), total: z.number() }).nullable(),
  }),
);
export type Sov = z.infer<typeof sovSchema>;

export const sovInputSchema = lazySchema(() =>
  z.object({
    lines: z
      .array(
        z.object({
          /** A saved line's id, or −position for a line of the default schedule not saved yet (GET answers those). */
          id: z
            .number()
            .int()
            .refine((n) => n !== 0, 'A line id is not 0')
            .optional(),
          description: requiredText('Each line needs a description', 500, 'Description'),
          scheduledValue: signedMoneySchema('Scheduled value'),
        }),
        { error: 'Lines must be a list' },
      )
      .min(1, 'The schedule of values needs at least one line')
      .max(200, 'At most 200 lines'),
  }),
);
export type SovInput = z.output<typeof sovInputSchema>;

// ------------------------------------------------------------------------------------------------------ invoices

export const INVOICE_STATUSES = ['draft', 'sent', 'partially_paid', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  void: 'Void',
};

export const invoiceLineInputSchema = lazySchema(() =>
  z.object({
    /** A saved line's id, or −position for a line of the default schedule not saved yet. */
    sovLineId: z
      .number({ error: 'Each line needs its schedule-of-values line' })
      .int()
      .refine((n) => n !== 0, 'Each line needs its schedule-of-values line'),
    /** 'amount': dollars this period (negative on a credit line); 'percent': % of the line's scheduled value this period. */
    mode: z.enum(['amount', 'percent'], { error: 'Mode must be amount or percent' }),
    value: looseNumber({ invalid: 'This period must be a number' }).transform((v) => v ?? 0),
    /**
     * G703 column F: materials presently stored after this application (the balance, not in D or E). Absent or null:
     * the previous application's balance less what was installed from it.
     */
    materialsStored: optionalMoneySchema('Materials presently stored'),
    /** Stored materials installed this period: moved from F into E (billed once, on the application that stored them). */
    installedFromStored: optionalMoneySchema('Installed from stored materials').transform((v) => v ?? 0),
  }),
);

export const invoiceInputSchema = lazySchema(() =>
  z
    .object({
      invoiceDate: dateSchema('Invoice date'),
      periodTo: dateSchema('Period to'),
      lines: z.array(invoiceLineInputSchema, { error: 'Lines must be a list' }).max(200, 'At most 200 lines'),
      /** The invoice's own retainage rate instead of the project's policy; null or absent for the policy. */
      retainagePercent: optionalPercent('Retainage'),
      /** Release all retainage held (the final invoice). */
      release: z.boolean({ error: 'Release must be true or false' }).default(false),
      notes: optionalText(2000, 'Notes'),
    })
    .superRefine((inv, ctx) => {
      inv.lines.forEach((l, i) => {
        const ok =
          l.mode === 'percent'
            ? /^\d+(\.\d{1,2})?$/.test(String(l.value)) && l.value <= 100
            : /^-?\d+(\.\d{1,2})?$/.test(String(l.value)) && Math.abs(l.value) <= MAX_AMOUNT;
        if (!ok)
          ctx.addIssue({
            code: 'custom',
            path: ['lines', i, 'value'],
            message:
              l.mode === 'percent'
                ? 'A percentage must be from 0 to 100 with at most 2 decimals'
                : 'This period must be an amount with at most 2 decimals (negative only to bill a credit)',
          });
      });
      if (new Set(inv.lines.map((l) => l.sovLineId)).size !== inv.lines.length)
        ctx.addIssue({ code: 'custom', path: ['lines'], message: 'A schedule-of-values line appears twice' });
    }),
);
export type InvoiceInput = z.output<typeof invoiceInputSchema>;

export const invoiceSummarySchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    projectId: z.number().int(),
    projectName: z.string(),
    clientName: z.string().nullable(),
    number: z.number().int(),
    invoiceDate: z.string(),
    periodTo: z.string(),
    dueDate: z.string(),
    status: z.enum(INVOICE_STATUSES),
    retainagePercent: z.number(),
    retainageOverride: z.boolean(),
    isRelease: z.boolean(),
    contractValue: z.number(),
    completedToDate: z.number(),
    retainage: z.number(),
    previouslyBilled: z.number(),
    amountDue: z.number(),
    paidTotal: z.number(),
    /** amountDue − paidTotal (0 for a void invoice). */
    balance: z.number(),
    sentAt: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceLineSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    sovLineId: z.number().int().nullable(),
    /** The approved change order the line bills (G702 line 2), or null for the original contract. */
    changeOrderId: z.number().int().nullable(),
    position: z.number().int(),
    description: z.string(),
    scheduledValue: z.number(),
    /** G703 column D: work completed on previous applications (their D + E). */
    previousCompleted: z.number(),
    /** E: work completed this period (stored materials installed included). */
    thisPeriod: z.number(),
    /** F: materials presently stored, not in D or E (the balance). */
    materialsStored: z.number(),
    /** G = D + E + F. */
    completedToDate: z.number(),
    percentComplete: z.number(),
    balanceToFinish: z.number(),
    retainage: z.number(),
  }),
);

export const PAYMENT_METHODS_RECEIVED = ['check', 'ach', 'wire', 'card', 'cash', 'other'] as const;
export const PAYMENT_METHOD_RECEIVED_LABELS: Record<(typeof PAYMENT_METHODS_RECEIVED)[number], string> = {
  check: 'Check',
  ach: 'ACH',
  wire: 'Wire',
  card: 'Card',
  cash: 'Cash',
  other: 'Other',
};

export const invoicePaymentSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    invoiceId: z.number().int(),
    date: z.string(),
    amount: z.number(),
    method: z.enum(PAYMENT_METHODS_RECEIVED),
    reference: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

export const invoiceDetailSchema = lazySchema(() =>
  invoiceSummarySchema.extend({
    notes: z.string().nullable(),
    lines: z.array(invoiceLineSchema),
    payments: z.array(invoicePaymentSchema),
  }),
);
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoiceStatusInputSchema = lazySchema(() =>
  z.object({
    status: z.enum(['sent', 'void'], { error: 'Status must be sent or void' }),
  }),
);

export const invoiceSendInputSchema = lazySchema(() => z.object({ to: optionalEmailSchema }));
/** GET /api/invoices/{id}/email: the e-mail as it will be sent, to read before sending (issue 39 scope 6). */
export const invoiceEmailPreviewSchema = lazySchema(() =>
  z.object({
    /** The client's e-mail from the billing terms; null when none is set (the sender types one). */
    to: z.string().nullable(),
    subject: z.string(),
    body: z.string(),
    attachmentName: z.string(),
  }),
);
export const invoiceSendResultSchema = lazySchema(() =>
  z.object({
    outboxId: z.number().int(),
    to: z.string(),
    status: z.enum(['stored', 'sent', 'failed']),
    invoice: invoiceSummarySchema,
  }),
);

export const paymentInputSchema = lazySchema(() =>
  z.object({
    // Money received is dated the day it came in: never a day still to come (the server's today).
    date: dateSchema('Date').superRefine((d, ctx) => {
      const today = todayIso();
      if (d > today) ctx.addIssue({ code: 'custom', message: `A payment received cannot be dated after today (${today})` });
    }),
    amount: moneySchema('Amount', { positive: 'Amount must be greater than 0' }).pipe(moneyNumber('Amount')),
    method: z.enum(PAYMENT_METHODS_RECEIVED, { error: `Method must be one of ${PAYMENT_METHODS_RECEIVED.join(', ')}` }),
    reference: z
      .string({ error: 'Reference must be text' })
      .refine(hasNoNul, NUL_MESSAGE)
      .transform((s) => s.trim())
      .pipe(z.string().max(100, 'Reference must be at most 100 characters'))
      .nullish()
      .transform((v) => (v ? v : null)),
  }),
);
export type PaymentInput = z.output<typeof paymentInputSchema>;
