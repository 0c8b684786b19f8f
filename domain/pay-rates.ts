import { z } from 'zod';
import { todayIso, utcDayText } from './dates';
import { lazySchema } from './lazy-schema';
import { formatUsd } from './money';
import { optionalDateSchema, queryDateSchema } from './validation-dates';

/** One entry of an employee's rate history: the rates (dollars, null = not set) in force from `effectiveFrom`. */
export type RateEntry = { effectiveFrom: string; dailyRate: number | null; hourlyRate: number | null };

/**
 * The entry in force on `day` (YYYY-MM-DD; docs/product/rules.md §1): the latest effective on or before it; a day
 * before every entry takes the first (there was no earlier rate); undefined without entries. The SQL function
 * employee_rate_on() (migration 0037) is its twin (server/db/rule-fragments-labor.test.ts compares them).
 */
export function rateInForce<T extends Pick<RateEntry, 'effectiveFrom'>>(history: readonly T[], day: string): T | undefined {
  let inForce: T | undefined;
  let first: T | undefined;
  for (const e of history) {
    if (first === undefined || e.effectiveFrom < first.effectiveFrom) first = e;
    if (e.effectiveFrom <= day && (inForce === undefined || e.effectiveFrom > inForce.effectiveFrom)) inForce = e;
  }
  return inForce ?? first;
}

/** Whether a form's rates differ from the stored ones (an omitted hourly rate keeps the stored one). */
export function ratesChanged(
  stored: Pick<RateEntry, 'dailyRate' | 'hourlyRate'>,
  next: { dailyRate: number; hourlyRate?: number | undefined },
): boolean {
  const hourly = next.hourlyRate === undefined ? stored.hourlyRate : next.hourlyRate;
  return (stored.dailyRate ?? 0) !== next.dailyRate || (stored.hourlyRate ?? 0) !== (hourly ?? 0);
}

const notAfterToday = { message: "Effective from can't be after today: enter a raise on the day it starts" };

/** "Effective from": a date, today when omitted; a rate change is entered on or before the day it starts. */
export const effectiveFromSchema = lazySchema(() =>
  optionalDateSchema('Effective from')
    .transform((d) => d ?? todayIso())
    .refine((d) => d <= todayIso(), notAfterToday),
);

export const rateEntrySchema = lazySchema(() =>
  z.object({ effectiveFrom: z.string(), dailyRate: z.number().nullable(), hourlyRate: z.number().nullable() }),
);

/** GET /api/employees/:id/rates: the history, newest first. */
export const rateHistorySchema = lazySchema(() => z.array(rateEntrySchema));

/** A payroll week (Sunday..Saturday) already paid, which a rate change may not reprice. */
export const paidWeekSchema = lazySchema(() => z.object({ start: z.string(), end: z.string() }));
export type PaidWeek = z.infer<typeof paidWeekSchema>;

/** Query of GET /api/employees/:id/rate-preview: the rates the form would save and their effective date. */
export const ratePreviewQuerySchema = lazySchema(() =>
  z.object({
    dailyRate: z.coerce.number({ error: 'Daily rate must be a number' }).min(0, 'Daily rate must be 0 or more'),
    hourlyRate: z.coerce.number({ error: 'Hourly rate must be a number' }).min(0, 'Hourly rate must be 0 or more').optional(),
    effectiveFrom: queryDateSchema('Effective from')
      .transform((d) => d ?? todayIso())
      .refine((d) => d <= todayIso(), notAfterToday),
  }),
);

/** What a rate change would reprice: the work records from its date up to the next entry, their pay before and after. */
export const ratePreviewSchema = lazySchema(() =>
  z.object({
    effectiveFrom: z.string(),
    /** The day the next entry of the history starts, when there is one (the change applies up to the day before). */
    until: z.string().nullable(),
    workRecords: z.number().int(),
    laborPayBefore: z.number(),
    laborPayAfter: z.number(),
    /** The first paid payroll week the change would reprice; saving it is refused (409). */
    paidWeek: paidWeekSchema.nullable(),
  }),
);
export type RatePreview = z.infer<typeof ratePreviewSchema>;

/** "Mar 2, 2026" for a YYYY-MM-DD day. */
export function dayText(day: string): string {
  return utcDayText(new Date(`${day}T00:00:00Z`), 'date');
}

/** "the payroll week of Mar 1 – Mar 7, 2026" */
export function paidWeekText(week: PaidWeek): string {
  return `the payroll week of ${utcDayText(new Date(`${week.start}T00:00:00Z`), 'monthDay')} – ${dayText(week.end)}`;
}

/**
 * What a rate change affects, before it is saved: "Applies to 6 work records from Mar 2, 2026: labor pay $1,080.00 →
 * $1,200.00", or that no recorded work changes (new work from the date is paid at the new rate).
 */
export function ratePreviewText(p: RatePreview): string {
  const range = p.until ? `from ${dayText(p.effectiveFrom)} until ${dayText(p.until)}` : `from ${dayText(p.effectiveFrom)}`;
  if (p.workRecords === 0) return `No recorded work changes: work ${range} is paid at the new rate.`;
  const records = p.workRecords === 1 ? '1 work record' : `${p.workRecords} work records`;
  return `Applies to ${records} ${range}: labor pay ${formatUsd(p.laborPayBefore)} → ${formatUsd(p.laborPayAfter)}`;
}

/** The 409 of a rate change that would reprice a paid week (retro pay is out of scope, docs/decisions/). */
export function paidWeekConflictMessage(week: PaidWeek, effectiveFrom: string): string {
  return `A rate change from ${dayText(effectiveFrom)} would reprice ${paidWeekText(week)}, which is already paid. Choose an effective date after ${dayText(week.end)}.`;
}
