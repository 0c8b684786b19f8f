import { type Cents, cents } from '../money';
import type { AccountKey } from './accounts';

/** What a journal entry comes from; each kind's entry number prefix (stable: the prefix and the source row's id). */
export const ENTRY_KINDS = {
  expense: 'EXP',
  work: 'WRK',
  payroll: 'PAY',
  advance: 'ADV',
  invoice: 'INV',
  received: 'RCV',
  basis: 'WIP',
  opening: 'OPEN',
} as const;
export type EntryKind = keyof typeof ENTRY_KINDS;

/** One line of a journal entry: amount in cents, positive a debit, negative a credit. */
export type JournalLine = {
  entryNo: string;
  date: string;
  kind: EntryKind;
  sourceId: number | null;
  account: AccountKey;
  amount: Cents;
  projectId: number | null;
  project: string | null;
  /** The other party: supplier, subcontractor, employee or client. */
  name: string | null;
  memo: string;
  /** The source document's screen or file (expense's project, pay stub, invoice PDF); null for an adjustment. */
  link: string | null;
};

export type JournalEntry = {
  entryNo: string;
  date: string;
  kind: EntryKind;
  sourceId: number | null;
  memo: string;
  lines: JournalLine[];
};

/** Entry number of a source row: "EXP-120", "PAY-7"; a month-end basis adjustment "WIP-2026-03". */
export function entryNumber(kind: EntryKind, id: number | string): string {
  return `${ENTRY_KINDS[kind]}-${id}`;
}

/** The lines grouped into entries in the order of the lines (already sorted by date and number); zero lines dropped. */
export function groupEntries(lines: readonly JournalLine[]): JournalEntry[] {
  const out: JournalEntry[] = [];
  const byNo = new Map<string, JournalEntry>();
  for (const l of lines) {
    if (l.amount === 0) continue;
    let e = byNo.get(l.entryNo);
    if (!e) {
      e = { entryNo: l.entryNo, date: l.date, kind: l.kind, sourceId: l.sourceId, memo: l.memo, lines: [] };
      byNo.set(l.entryNo, e);
      out.push(e);
    }
    e.lines.push(l);
  }
  return out;
}

/** Debits less credits of an entry's lines: 0 for a balanced entry. */
export function entryImbalance(entry: Pick<JournalEntry, 'lines'>): Cents {
  return cents(entry.lines.reduce<number>((s, l) => s + l.amount, 0));
}

/** The entries that do not balance (none, on any data: the server refuses to hand out a journal otherwise). */
export function unbalancedEntries(entries: readonly JournalEntry[]): JournalEntry[] {
  return entries.filter((e) => entryImbalance(e) !== 0);
}

/**
 * A job's revenue on the basis (earned or cash) against what it billed, to date at a month end: cum = basis to date
 * − billed to date. The month-end entry moves revenue by the change of cum and books the difference where it stands:
 * on the earned basis a positive cum is an asset (costs and estimated earnings in excess of billings, under-billed),
 * a negative one a liability (billings in excess, over-billed); on the cash basis the uncollected billings account
 * carries it (negative: billed, not yet received). Lines balance by construction (Δmax(cum,0) + Δmin(cum,0) = Δcum).
 */
export function basisAdjustmentLines(basis: 'earned' | 'cash', previous: Cents, current: Cents): { account: AccountKey; amount: Cents }[] {
  const delta = current - previous;
  if (delta === 0) return [];
  const lines: { account: AccountKey; amount: Cents }[] = [{ account: 'revenue_adjustment', amount: cents(-delta) }];
  if (basis === 'cash') return [...lines, { account: 'uncollected_billings', amount: cents(delta) }];
  const under = Math.max(current, 0) - Math.max(previous, 0);
  const over = Math.min(current, 0) - Math.min(previous, 0);
  if (under !== 0) lines.push({ account: 'costs_in_excess', amount: cents(under) });
  if (over !== 0) lines.push({ account: 'billings_in_excess', amount: cents(over) });
  return lines;
}

/** The last day of each month from the month of `from` through `to` that falls in [from, to]. */
export function monthEndsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  for (;;) {
    const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    if (last > to) break;
    if (last >= from) out.push(last);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

/** The last month end strictly before a day ("2026-03-15" → "2026-02-28"; "2026-03-01" → "2026-02-28"). */
export function monthEndBefore(day: string): string {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
}

/** The last month end on or before a day. */
export function monthEndOnOrBefore(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.getUTCDate() === 1 ? day : monthEndBefore(day);
}
