import { z } from 'zod';
import { type EarnedInput, earnedToDate, periodEarned } from './billing/percentage-of-completion';
import { addDays } from './dates';
import { lazySchema } from './lazy-schema';
import { type Cents, cents } from './money';

/**
 * The basis on which revenue is recognised (issue 37; the owner chooses in Settings → Accounting; docs/product/rules.md):
 * - `earned` (the default): percentage of completion, cost-to-cost (billing/percentage-of-completion.ts); a period
 *   earns what was recognised to date at its end less what was recognised the day before it began;
 * - `billed`: the work billed on the pay applications and invoices sent, on their dates (drafts and voids never);
 * - `cash`: the payments received, on their dates.
 * The spec's "budgets of the jobs started in the range" is no basis: it is shown as "Contract value of jobs started".
 */
export const REVENUE_METHODS = ['earned', 'billed', 'cash'] as const;
export type RevenueMethod = (typeof REVENUE_METHODS)[number];
export const DEFAULT_REVENUE_METHOD: RevenueMethod = 'earned';

export const revenueMethodSchema = lazySchema(() =>
  z.enum(REVENUE_METHODS, { error: `Revenue basis must be one of ${REVENUE_METHODS.join(', ')}` }),
);

/** GET/PUT /api/accounting/revenue-method. */
export const revenueMethodSettingSchema = lazySchema(() => z.object({ method: revenueMethodSchema }));
export type RevenueMethodSetting = z.infer<typeof revenueMethodSettingSchema>;

/** What each basis is called on screen, in exports and PDFs, and how it counts, in one sentence. */
export const REVENUE_METHOD_TEXT: Record<RevenueMethod, { label: string; short: string; description: string }> = {
  earned: {
    label: 'Earned (percentage of completion)',
    short: 'Earned',
    description:
      'Each job earns its contract value in proportion to its cost to date over its estimated total cost; a job without an estimate earns its cost (zero margin), a completed job its contract value, and a loss contract shows its whole expected loss at once.',
  },
  billed: {
    label: 'Billed (pay applications sent)',
    short: 'Billed',
    description: 'The work billed on pay applications and invoices sent counts on their dates, retainage included; drafts and voids never.',
  },
  cash: {
    label: 'Cash (payments received)',
    short: 'Cash',
    description: 'Payments received from clients count on the day they were received.',
  },
};

/** "Revenue (earned basis)": how a revenue, profit, margin or tax figure names its basis. */
export const basisName = (m: RevenueMethod): string => `${REVENUE_METHOD_TEXT[m].short.toLowerCase()} basis`;

// --------------------------------------------------------------------------------------------- a job's history

/** A dated amount (a cost, an approved change order, a payment, an estimate). */
export type Dated = { date: string; amount: Cents };

/** Everything dated that decides a job's revenue under each basis. */
export type JobHistory = {
  budget: Cents;
  /** Approved change orders, on the day they were approved. */
  changeOrders: readonly Dated[];
  /** Costs (expenses and work pay) on their dates. */
  costs: readonly Dated[];
  /** The estimated total cost from each effective date on (the latest on or before a day is in force; ties: the last; null: none). */
  estimates: readonly { date: string; amount: Cents | null }[];
  /** The day the job was finished (completed), null while it is not. */
  finishedOn: string | null;
  /** Pay applications with their gross completed to date (retainage included), in billing order. */
  invoices: readonly { date: string; status: string; completedToDate: Cents }[];
  payments: readonly Dated[];
};

const sumUpTo = (items: readonly Dated[], day: string): Cents =>
  cents(items.reduce<number>((s, i) => (i.date <= day ? s + i.amount : s), 0));

/** The job as it stood at the end of a day: the figures earnedToDate needs. */
export function jobStateAt(job: JobHistory, day: string): EarnedInput {
  let estimate: JobHistory['estimates'][number] | null = null;
  for (const e of job.estimates) if (e.date <= day && (estimate === null || e.date >= estimate.date)) estimate = e;
  return {
    contractValue: cents(job.budget + sumUpTo(job.changeOrders, day)),
    costToDate: sumUpTo(job.costs, day),
    estimatedTotalCost: estimate?.amount ?? null,
    completed: job.finishedOn !== null && job.finishedOn <= day,
  };
}

/**
 * What each sent pay application bills: its completed to date less that of the previous one sent (drafts and voids
 * never count, and a draft is no base for the next one), on its date.
 */
export function billedItems(job: Pick<JobHistory, 'invoices'>): Dated[] {
  let previous = 0;
  const out: Dated[] = [];
  for (const i of job.invoices) {
    if (i.status === 'draft' || i.status === 'void') continue;
    out.push({ date: i.date, amount: cents(i.completedToDate - previous) });
    previous = i.completedToDate;
  }
  return out;
}

/** A job's revenue from `from` to `to` (both included) on a basis. */
export function jobRevenueBetween(method: RevenueMethod, job: JobHistory, from: string, to: string): Cents {
  const before = addDays(from, -1);
  if (method === 'earned') return periodEarned(jobStateAt(job, to), jobStateAt(job, before));
  const items = method === 'billed' ? billedItems(job) : job.payments;
  return cents(sumUpTo(items, to) - sumUpTo(items, before));
}

/** The last day of each month of a year and the day before it starts: the 13 days a year's earned revenue needs. */
export function yearMonthEnds(year: number): string[] {
  return Array.from({ length: 13 }, (_, m) => addDays(`${m === 12 ? year + 1 : year}-${String((m % 12) + 1).padStart(2, '0')}-01`, -1));
}

/**
 * A job's earned revenue in each month of a year (index 0 = January): recognised to date at each month end less at
 * the previous one (the cumulative catch-up), so the months add up to the year.
 */
export function jobEarnedByMonth(job: JobHistory, year: number): Cents[] {
  const toDate = yearMonthEnds(year).map((day) => earnedToDate(jobStateAt(job, day)).recognisedRevenue);
  return toDate.slice(1).map((v, i) => cents(v - toDate[i]));
}
