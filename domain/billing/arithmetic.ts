import { daysBetween } from '../dates';
import { type Cents, cents } from '../money';

/**
 * Billing arithmetic (issue 20), pure and exact to the cent: contract value, pay applications (AIA G702/G703),
 * WIP and A/R aging. Amounts are integer cents; percentages are basis points (10 % = 1000 bp) so a rate with
 * two decimals (7.25 %) is exact too. Every product is computed in BigInt and rounded half away from zero once.
 */

/** A percentage with at most 2 decimals (0–100) as basis points: 10 → 1000, 7.25 → 725. */
export function percentToBp(percent: number): number {
  const bp = Math.round(percent * 100);
  if (!Number.isFinite(percent) || Math.abs(bp / 100 - percent) > 1e-9)
    throw new RangeError(`Not a percentage with 2 decimals: ${percent}`);
  return bp;
}

/** Basis points back to a percentage number (725 → 7.25). */
export function bpToPercent(bp: number): number {
  return bp / 100;
}

/** amount × numerator / denominator, rounded half away from zero to the cent (BigInt: no float on the way). */
export function mulDiv(amount: Cents, numerator: number, denominator: number): Cents {
  if (denominator === 0) throw new RangeError('Division by zero');
  const n = BigInt(amount) * BigInt(numerator);
  const d = BigInt(denominator);
  const sign = n < 0n !== d < 0n ? -1n : 1n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (an * 2n + ad) / (ad * 2n);
  return cents(Number(sign * q));
}

/** bp basis points of an amount, to the cent (10 % of 100.05 = 10.01). */
export function percentOf(amount: Cents, bp: number): Cents {
  return mulDiv(amount, bp, 10_000);
}

/** part / whole as basis points, rounded (for display: 43.27 %); 0 when the whole is 0. */
export function ratioBp(part: Cents, whole: Cents): number {
  if (whole === 0) return 0;
  return Number(mulDiv(cents(part), 10_000, whole));
}

const sum = (values: readonly Cents[]): Cents => cents(values.reduce<number>((s, v) => s + v, 0));

// ---------------------------------------------------------------------------------------------- contract value

export type ChangeOrderStatus = 'draft' | 'sent' | 'approved' | 'rejected';

/** The revised contract: the original budget plus every approved change order (drafts, sent and rejected do not count). */
export function contractValue(originalBudget: Cents, changeOrders: readonly { amount: Cents; status: ChangeOrderStatus }[]): Cents {
  return sum([originalBudget, ...changeOrders.filter((c) => c.status === 'approved').map((c) => c.amount)]);
}

// ---------------------------------------------------------------------------------------------------- retainage

/** A project's retainage: rateBp until the job is stepDownAtBp complete (billed / contract), then stepDownRateBp. */
export type RetainagePolicy = { rateBp: number; stepDownAtBp: number | null; stepDownRateBp: number | null };

/**
 * The rate an invoice holds: the invoice's override when it has one, else the project's policy at the % complete
 * the invoice reaches (completed to date / contract value). The stepped-down rate applies to the whole amount
 * retained (the excess held before is released by that invoice), the usual reading of "10 % until 50 %, then 5 %".
 */
export function retainageRateBp(
  policy: RetainagePolicy,
  completedToDate: Cents,
  contract: Cents,
  overrideBp: number | null = null,
): number {
  if (overrideBp !== null) return overrideBp;
  if (policy.stepDownAtBp !== null && policy.stepDownRateBp !== null && contract > 0) {
    // Compare exactly: completed × 10000 >= contract × threshold.
    if (BigInt(completedToDate) * 10_000n >= BigInt(contract) * BigInt(policy.stepDownAtBp)) return policy.stepDownRateBp;
  }
  return policy.rateBp;
}

// ---------------------------------------------------------------------------------------------- pay application

/** What the contractor enters for a line this period: an amount, or a % of the line's scheduled value. */
export type ThisPeriod = { amount: Cents } | { percentBp: number } | { toPercentBp: number };

/**
 * One G703 line as entered. The columns follow AIA G703: D is the work completed on previous applications (the
 * previous D + E, never the previous F); F is a running balance of materials presently stored, not in D or E.
 */
export type PayLineInput = {
  scheduledValue: Cents;
  /** Work completed on previous applications (G703 column D: the previous D + E, stored materials excluded). */
  previousCompleted: Cents;
  /** Materials presently stored on the previous application (its column F); 0 on a first application. */
  previousStored?: Cents;
  /** Work completed this period, stored materials installed excluded (they are added from installedFromStored). */
  thisPeriod: ThisPeriod;
  /** Of the materials stored before, how much was installed this period: moved from F into E (never billed again). */
  installedFromStored?: Cents;
  /**
   * Materials presently stored after this application, not in D or E (column F: the balance, not what was delivered
   * this period); null or absent: the previous balance less what was installed.
   */
  materialsStored?: Cents | null;
  /** The line's name in refusals ("Line 2 (Framing)"). */
  label?: string;
};

export type PayLine = {
  scheduledValue: Cents;
  /** D: work completed from previous applications (previous D + E). */
  previousCompleted: Cents;
  /** E: work completed this period, including the stored materials installed. */
  thisPeriod: Cents;
  /** F: materials presently stored (not in D or E), the balance. */
  materialsStored: Cents;
  /** G = D + E + F. */
  completedToDate: Cents;
  /** G / C in basis points. */
  percentCompleteBp: number;
  /** H = C − G. */
  balanceToFinish: Cents;
  /** I: retainage on G at the invoice's rate (0 on a release). */
  retainage: Cents;
};

export type PayApplicationInput = {
  contractValue: Cents;
  lines: readonly PayLineInput[];
  policy: RetainagePolicy;
  /** The invoice's own rate, replacing the project's policy. */
  overrideBp?: number | null;
  /** Release all retainage (the final invoice): nothing is held, so everything held before becomes due. */
  release?: boolean;
  /** Earned less retainage of the previous (not void) applications: G702 line 7. */
  previouslyBilled: Cents;
};

export type PayApplication = {
  lines: PayLine[];
  retainageBp: number;
  /** G702 line 4: completed and stored to date. */
  completedToDate: Cents;
  /** G702 line 5: retainage held after this application. */
  retainage: Cents;
  /** G702 line 6: earned less retainage. */
  earnedLessRetainage: Cents;
  previouslyBilled: Cents;
  /** G702 line 8: current payment due. */
  amountDue: Cents;
  /** G702 line 9: balance to finish including retainage (contract − earned less retainage). */
  balanceToFinish: Cents;
};

export class BillingError extends Error {}

const usd = (c: Cents) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(c / 100);

/**
 * This period's work for a line: an amount, a % of its scheduled value, or "bill the line's work to X % complete"
 * (never backwards: 0 when the work is already past it). On a credit line (negative scheduled value) the amounts
 * carry its sign.
 */
export function thisPeriodAmount(line: Pick<PayLineInput, 'scheduledValue' | 'previousCompleted' | 'thisPeriod'>): Cents {
  const t = line.thisPeriod;
  if ('amount' in t) return t.amount;
  if ('percentBp' in t) return percentOf(line.scheduledValue, t.percentBp);
  const step = percentOf(line.scheduledValue, t.toPercentBp) - line.previousCompleted;
  return cents(line.scheduledValue >= 0 ? Math.max(0, step) : Math.min(0, step));
}

/** One line's D, E, F and G, or a BillingError naming the line when it goes past its scheduled value or zero. */
function payLine(l: PayLineInput, index: number) {
  const name = l.label ?? `Line ${index + 1}`;
  const previousStored = l.previousStored ?? cents(0);
  const installed = l.installedFromStored ?? cents(0);
  if (installed < 0) throw new BillingError(`${name}: stored materials installed cannot be negative`);
  if (installed > previousStored)
    throw new BillingError(`${name}: ${usd(installed)} installed from storage is more than the ${usd(previousStored)} stored`);
  const stored = l.materialsStored ?? cents(previousStored - installed);
  if (stored < 0) throw new BillingError(`${name}: materials presently stored cannot be negative`);
  const thisPeriod = cents(thisPeriodAmount(l) + installed);
  const completedToDate = cents(l.previousCompleted + thisPeriod + stored);
  const sv = l.scheduledValue;
  if (sv >= 0 && completedToDate < 0)
    throw new BillingError(`${name} cannot be billed below zero (it would be at ${usd(completedToDate)})`);
  if (sv >= 0 && completedToDate > sv)
    throw new BillingError(`${name} cannot be billed past its scheduled value of ${usd(sv)} (it would be at ${usd(completedToDate)})`);
  if (sv < 0 && completedToDate > 0)
    throw new BillingError(
      `${name} is a credit of ${usd(sv)}: bill it with its sign, between ${usd(sv)} and $0.00 (it would be at ${usd(completedToDate)})`,
    );
  if (sv < 0 && completedToDate < sv)
    throw new BillingError(`${name} cannot be credited past its scheduled value of ${usd(sv)} (it would be at ${usd(completedToDate)})`);
  return { scheduledValue: sv, previousCompleted: l.previousCompleted, thisPeriod, materialsStored: stored, completedToDate };
}

/**
 * One pay application: per line G = D + E + F, its % and balance, and retainage at the invoice's rate; then the
 * G702 summary: amount due = completed to date − retainage − previously billed. Throws BillingError when a line
 * is billed past its scheduled value or past zero (a credit line: above zero or below its value), or the whole past
 * the contract value.
 */
export function payApplication(input: PayApplicationInput): PayApplication {
  const drafted = input.lines.map(payLine);
  const completedToDate = sum(drafted.map((l) => l.completedToDate));
  if (completedToDate > input.contractValue) throw new BillingError('An invoice cannot bill more than the contract value to date');
  const retainageBp = input.release ? 0 : retainageRateBp(input.policy, completedToDate, input.contractValue, input.overrideBp ?? null);
  const lines: PayLine[] = drafted.map((l) => ({
    ...l,
    percentCompleteBp: ratioBp(l.completedToDate, l.scheduledValue),
    balanceToFinish: cents(l.scheduledValue - l.completedToDate),
    retainage: percentOf(l.completedToDate, retainageBp),
  }));
  const retainage = sum(lines.map((l) => l.retainage));
  const earnedLessRetainage = cents(completedToDate - retainage);
  return {
    lines,
    retainageBp,
    completedToDate,
    retainage,
    earnedLessRetainage,
    previouslyBilled: input.previouslyBilled,
    amountDue: cents(earnedLessRetainage - input.previouslyBilled),
    balanceToFinish: cents(input.contractValue - earnedLessRetainage),
  };
}

/** The next application's D and F for a line from the previous application's line: D = D + E (= G − F), F carried. */
export function carriedForward(previous: { completedToDate: Cents; materialsStored: Cents } | null): {
  previousCompleted: Cents;
  previousStored: Cents;
} {
  if (!previous) return { previousCompleted: cents(0), previousStored: cents(0) };
  return { previousCompleted: cents(previous.completedToDate - previous.materialsStored), previousStored: previous.materialsStored };
}

// WIP is in percentage-of-completion.ts (earned revenue, shared with the P&L).

// ------------------------------------------------------------------------------------------------------- A/R aging

export const AGING_BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  days1to30: '1–30',
  days31to60: '31–60',
  days61to90: '61–90',
  over90: '90+',
};

/** Days past the due date on asOf: not yet due (0 or less) is current, then 1–30, 31–60, 61–90 and over 90. */
export function agingBucket(dueDate: string, asOf: string): AgingBucket {
  const late = daysBetween(dueDate, asOf);
  if (late <= 0) return 'current';
  if (late <= 30) return 'days1to30';
  if (late <= 60) return 'days31to60';
  if (late <= 90) return 'days61to90';
  return 'over90';
}

/** Open balances by bucket and their total, with the retainage held (receivable once released) beside them, not in the total. */
export type AgingAmounts = Record<AgingBucket, Cents> & { total: Cents; retainage: Cents };

export const zeroAging = (): AgingAmounts => ({
  current: cents(0),
  days1to30: cents(0),
  days31to60: cents(0),
  days61to90: cents(0),
  over90: cents(0),
  total: cents(0),
  retainage: cents(0),
});

/**
 * Open balances per client and in total, by bucket (invoices with nothing open are left out), and the retainage
 * receivable per client as its own column (a client owing only retainage is listed too).
 */
export function agingReport(
  invoices: readonly { clientName: string; dueDate: string; balance: Cents }[],
  asOf: string,
  retainage: readonly { clientName: string; amount: Cents }[] = [],
): { clients: ({ clientName: string } & AgingAmounts)[]; totals: AgingAmounts } {
  const byClient = new Map<string, AgingAmounts>();
  const totals = zeroAging();
  const rowOf = (name: string) => {
    const row = byClient.get(name) ?? zeroAging();
    byClient.set(name, row);
    return row;
  };
  for (const inv of invoices) {
    if (inv.balance === 0) continue;
    const bucket = agingBucket(inv.dueDate, asOf);
    const row = rowOf(inv.clientName);
    row[bucket] = cents(row[bucket] + inv.balance);
    row.total = cents(row.total + inv.balance);
    totals[bucket] = cents(totals[bucket] + inv.balance);
    totals.total = cents(totals.total + inv.balance);
  }
  for (const r of retainage) {
    if (r.amount === 0) continue;
    const row = rowOf(r.clientName);
    row.retainage = cents(row.retainage + r.amount);
    totals.retainage = cents(totals.retainage + r.amount);
  }
  const clients = [...byClient.entries()]
    .map(([clientName, a]) => ({ clientName, ...a }))
    .sort((a, b) => b.total - a.total || b.retainage - a.retainage || a.clientName.localeCompare(b.clientName));
  return { clients, totals };
}
