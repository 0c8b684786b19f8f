import { z } from 'zod';
import { addDays, todayIso, utcDayText } from './dates';
import { lazySchema } from './lazy-schema';
import { type Cents, cents } from './money';
import { paymentMethodSchema } from './payment-methods';
import { optionalText, requiredIdSchema, requiredText } from './validation';
import { dateSchema, queryDateSchema } from './validation-dates';
import { moneySchema } from './validation-money';

/** Payroll payment methods: the one list of domain/payment-methods.ts (a row starts with the employee's preferred one). */
export { PAYMENT_METHODS as PAYROLL_METHODS, type PaymentMethod as PayrollMethod } from './payment-methods';

export const ADVANCE_STATUSES = ['pending', 'paid', 'deducted', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['pending', 'completed'] as const;

/** The Sunday that starts the payroll week containing the date (weeks run Sunday to Saturday). */
export function weekStart(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return addDays(isoDate, -weekday);
}

/** The Sunday of the week today is in, in this machine's time zone: the payroll page's first week (browser), the week the server announces with that page. */
export function currentWeek(now: Date = new Date()): string {
  return weekStart(todayIso(now));
}

/** The Saturday that ends the payroll week starting on the given Sunday. */
export function weekEnd(sunday: string): string {
  return addDays(sunday, 6);
}

/** ?week= of the payroll calls: any date (or ISO timestamp) of the week; normalised to its Sunday. */
export const weekQuerySchema = lazySchema(() =>
  z.object({
    week: queryDateSchema('Week').transform((d) => (d === undefined ? undefined : weekStart(d))),
  }),
);

/**
 * One employee's week: days and pay from work records dated Sunday..Saturday plus adjustments (corrections of paid
 * weeks), the advances it recovers (pending or paid, not cancelled, not yet recovered, dated ≤ Saturday) and net pay.
 */
export const payrollRowSchema = lazySchema(() =>
  z.object({
    employeeId: z.number().int(),
    employeeName: z.string(),
    position: z.string(),
    payType: z.string(),
    dailyRate: z.number().nullable(),
    hourlyRate: z.number().nullable(),
    phone: z.string().nullable(),
    cashappHandle: z.string().nullable(),
    preferredPaymentMethod: z.string().nullable(),
    active: z.boolean(),
    totalDays: z.number(),
    totalHours: z.number(),
    /** Gross pay: work pay + totalAdjustments. */
    totalPay: z.number(),
    /** Corrections of paid weeks paid in this one (+), or, in a paid week, corrections made after it was paid (−). */
    totalAdjustments: z.number(),
    totalAdvances: z.number(),
    /** The part of totalAdvances still pending: recorded but never sent with Pay Now (send or cancel it before paying). */
    unsentAdvances: z.number(),
    netPay: z.number(),
    projects: z.array(
      z.object({ projectId: z.number().int(), projectName: z.string(), days: z.number(), hours: z.number(), pay: z.number() }),
    ),
    /** The payroll payment recorded for this employee and week, if any. */
    payment: z
      .object({ id: z.number().int(), status: z.string(), amount: z.number(), paymentMethod: z.string(), paymentDate: z.string() })
      .nullable(),
  }),
);
export type PayrollRow = z.infer<typeof payrollRowSchema>;

/** Net pay = gross pay − advances to deduct, in cents. */
export function netPay(grossCents: Cents, advancesCents: Cents): Cents {
  return cents(grossCents - advancesCents);
}

/** Gross pay of a week = pay of its work records + adjustments (corrections of paid weeks), in cents. */
export function grossPay(workCents: Cents, adjustmentsCents: Cents): Cents {
  return cents(workCents + adjustmentsCents);
}

/**
 * What paying a week sends and what it carries over, in cents: the net when positive, else 0 with the shortfall
 * carried as a new pending advance (the advances were more than the pay).
 */
export function weekSettlement(grossCents: Cents, advancesCents: Cents): { amount: Cents; carry: Cents } {
  const net = netPay(grossCents, advancesCents);
  return net > 0 ? { amount: net, carry: cents(0) } : { amount: cents(0), carry: cents(net < 0 ? -net : 0) };
}

/** The stub line of an adjustment: "Adjustment for week of Nov 8, 2026", or in the paid week it corrects, where it went. */
export function adjustmentLabel(a: { sourceWeek: string; paidInWeek: string | null }, stubWeek: string): string {
  const day = (iso: string) => utcDayText(new Date(`${iso}T00:00:00Z`), 'date');
  if (a.sourceWeek !== stubWeek) return `Adjustment for week of ${day(a.sourceWeek)}`;
  return a.paidInWeek
    ? `Changed after payment: paid with the week of ${day(a.paidInWeek)}`
    : 'Changed after payment: goes on the next payroll';
}

/** GET /api/payroll/paystub (spec part 2 §3 Pay stub). */
export const paystubSchema = lazySchema(() =>
  z.object({
    employee: z.object({
      id: z.number().int(),
      name: z.string(),
      position: z.string(),
      dailyRate: z.number().nullable(),
      phone: z.string().nullable(),
    }),
    weekPeriod: z.object({ startDate: z.string(), endDate: z.string() }),
    workDetails: z.array(
      z.object({
        date: z.string(),
        projectName: z.string(),
        days: z.number().nullable(),
        hours: z.number().nullable(),
        rate: z.number().nullable(),
        customPay: z.number().nullable(),
        pay: z.number(),
      }),
    ),
    /** The advances this week's pay recovers (pending or paid with Pay Now; once paid, those it recovered). */
    advances: z.array(
      z.object({ id: z.number().int(), reason: z.string().nullable(), advanceDate: z.string(), amount: z.number(), status: z.string() }),
    ),
    /** Corrections of paid weeks: + where they are paid, − in the paid week they correct (migration 0039). */
    adjustments: z.array(
      z.object({ id: z.number().int(), sourceWeek: z.string(), paidInWeek: z.string().nullable(), amount: z.number(), label: z.string() }),
    ),
    totals: z.object({
      totalDays: z.number(),
      /** Work pay + adjustments. */
      grossPay: z.number(),
      totalAdjustments: z.number(),
      totalAdvances: z.number(),
      netPay: z.number(),
    }),
    /** The day the week was paid (its payroll payment), null before it is (issue 39). */
    payDate: z.string().nullable().optional(),
    /** Year-to-date totals through this stub, in the calendar year it is paid (domain/payroll-ytd.ts). */
    yearToDate: z
      .object({ year: z.number().int(), weeks: z.number().int(), grossPay: z.number(), totalAdvances: z.number(), netPay: z.number() })
      .optional(),
  }),
);
export type Paystub = z.infer<typeof paystubSchema>;

export const paystubQuerySchema = lazySchema(() =>
  weekQuerySchema.extend({
    employeeId: requiredIdSchema('Employee is required', 'Invalid employee ID'),
  }),
);

/** A required amount above zero: a zero or negative value gets the one message 'Amount must be a positive number'. */
const positiveAmountSchema = lazySchema(() => moneySchema('Amount', { positive: 'Amount must be a positive number' }));

/** POST /api/payroll-advances (spec part 2 §5 advance form). */
export const advanceInputSchema = lazySchema(() =>
  z
    .object({
      employeeId: requiredIdSchema('Employee is required', 'Invalid employee ID'),
      amount: positiveAmountSchema,
      reason: requiredText('Reason is required', 1000, 'Reason'),
      advanceDate: dateSchema('Date'),
      status: z.enum(['pending', 'paid'], { error: 'Status must be pending or paid' }).default('pending'),
      paymentMethod: paymentMethodSchema.default('cashapp'),
      projectId: requiredIdSchema('Project is required', 'Invalid project ID')
        .nullish()
        .transform((v) => v ?? null),
      deductFromProject: z.boolean({ error: 'deductFromProject must be true or false' }).default(false),
      notes: optionalText(2000, 'Notes'),
    })
    .superRefine((a, ctx) => {
      if (a.deductFromProject && a.projectId === null) {
        ctx.addIssue({ code: 'custom', path: ['projectId'], message: 'Choose a project to deduct the advance from' });
      }
    }),
);
export type AdvanceInput = z.infer<typeof advanceInputSchema>;

/** PUT /api/payroll-advances/{id}. */
export const advanceUpdateSchema = lazySchema(() =>
  z.object({
    status: z.enum(ADVANCE_STATUSES, { error: 'Status must be pending, paid, deducted or cancelled' }),
    notes: optionalText(2000, 'Notes'),
  }),
);

export const advanceSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    employeeId: z.number().int(),
    employee: z.object({ name: z.string() }),
    amount: z.number(),
    reason: z.string().nullable(),
    advanceDate: z.string(),
    status: z.string(),
    paymentMethod: z.string(),
    projectId: z.number().int().nullable(),
    projectName: z.string().nullable(),
    deductFromProject: z.boolean(),
    expenseId: z.number().int().nullable(),
    weekStartDate: z.string().nullable(),
    weekEndDate: z.string().nullable(),
    notes: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export type Advance = z.infer<typeof advanceSchema>;

/** POST /api/payments. */
export const paymentInputSchema = lazySchema(() =>
  z.object({
    employeeId: requiredIdSchema('Employee is required', 'Invalid employee ID'),
    amount: positiveAmountSchema,
    paymentDate: dateSchema('Payment date'),
    paymentType: z.enum(['payroll', 'advance', 'other'], { error: 'Payment type must be payroll, advance or other' }).default('payroll'),
    paymentMethod: paymentMethodSchema,
    status: z.enum(PAYMENT_STATUSES).default('pending'),
    weekStartDate: dateSchema('Week start').optional(),
    projectId: requiredIdSchema('Project is required', 'Invalid project ID')
      .nullish()
      .transform((v) => v ?? null),
    notes: optionalText(2000, 'Notes'),
  }),
);

/** PUT /api/payments/{id}. */
export const paymentUpdateSchema = lazySchema(() =>
  z.object({
    status: z.enum(PAYMENT_STATUSES),
    notes: optionalText(2000, 'Notes'),
    /** The method the user confirmed paying by, when it differs from the one chosen at Pay Week. */
    paymentMethod: paymentMethodSchema.optional(),
  }),
);

export const paymentSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    employeeId: z.number().int(),
    amount: z.number(),
    paymentDate: z.string(),
    paymentType: z.string(),
    paymentMethod: z.string(),
    status: z.string(),
    weekStartDate: z.string().nullable(),
    weekEndDate: z.string().nullable(),
    notes: z.string().nullable(),
    createdAt: z.string(),
  }),
);

/** Per-employee payment methods of a week: {"<employeeId>": method}; keys are canonical ids. */
const paymentMethodsSchema = lazySchema(() =>
  z
    .record(z.string().regex(/^[1-9]\d{0,9}$/, 'Payment methods are keyed by employee id'), paymentMethodSchema, {
      error: 'Payment methods must be an object keyed by employee id',
    })
    .default({}),
);

/** A payroll payment's date: the day the money left; never after today (this machine's day). */
const paidOnSchema = lazySchema(() => dateSchema('Payment date').refine((d) => d <= todayIso(), 'Payment date cannot be in the future'));

/** POST /api/payroll/pay-week: one payroll payment per employee with pay that week, dated paymentDate (default today). */
export const payWeekInputSchema = lazySchema(() =>
  z.object({
    week: dateSchema('Week').transform(weekStart),
    paymentMethods: paymentMethodsSchema,
    paymentDate: paidOnSchema.optional(),
  }),
);

/** PUT /api/payments/{id}/date: correct the day a payment's money left. */
export const paymentDateInputSchema = lazySchema(() => z.object({ paymentDate: paidOnSchema }));

/** POST /api/payroll/send-paystub and send-weekly (sent by SMS through the SMS adapter). */
export const sendPaystubInputSchema = lazySchema(() =>
  z.object({
    employeeId: requiredIdSchema('Employee is required', 'Invalid employee ID'),
    week: dateSchema('Week').transform(weekStart),
    paymentMethod: paymentMethodSchema.optional(),
  }),
);
export const sendWeeklyInputSchema = lazySchema(() =>
  z.object({
    week: dateSchema('Week').transform(weekStart),
    paymentMethods: paymentMethodsSchema,
  }),
);

/** Business payment-app settings (GET/PUT /api/payments/cashapp-config). */
export const cashappConfigInputSchema = lazySchema(() =>
  z.object({
    businessHandle: requiredText('Handle is required', 21, 'Handle')
      .pipe(z.string().min(2, 'Handle is required'))
      .pipe(z.string().regex(/^\$[A-Za-z][A-Za-z0-9_-]*$/, 'The handle must start with $ followed by letters, digits, - or _')),
    businessDisplayName: requiredText('Display name is required', 100, 'Display name'),
  }),
);
export const cashappConfigSchema = lazySchema(() =>
  z.object({
    businessHandle: z.string().nullable(),
    businessDisplayName: z.string().nullable(),
    isConfigured: z.boolean(),
  }),
);

const ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function under1000(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (h) parts.push(`${ONES[h]} hundred`);
  if (rest >= 20) parts.push(TENS[Math.floor(rest / 10)] + (rest % 10 ? `-${ONES[rest % 10]}` : ''));
  else if (rest) parts.push(ONES[rest]);
  return parts.join(' ');
}

/** A check's amount in words: 57000 cents → "Five hundred seventy and 00/100 dollars". */
export function amountInWords(amount: Cents): string {
  const abs = Math.abs(amount);
  let dollars = Math.floor(abs / 100);
  const centsPart = String(abs % 100).padStart(2, '0');
  if (dollars === 0) return `Zero and ${centsPart}/100 dollars`;
  const groups: string[] = [];
  for (const scale of ['', ' thousand', ' million']) {
    const chunk = dollars % 1000;
    if (chunk) groups.unshift(under1000(chunk) + scale);
    dollars = Math.floor(dollars / 1000);
    if (!dollars) break;
  }
  const words = groups.join(' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} and ${centsPart}/100 dollars`;
}

/** A Cash App payment link for a handle and amount ("https://cash.app/$handle/25.00"), or null without a handle. */
export function cashAppLink(handle: string | null | undefined, amount: Cents): string | null {
  const h = handle?.trim();
  if (!h) return null;
  const tag = h.startsWith('$') ? h : `$${h}`;
  return `https://cash.app/${encodeURIComponent(tag).replace('%24', '$')}/${(amount / 100).toFixed(2)}`;
}
