import { sql } from 'drizzle-orm';
import { addDays } from '../../../domain/dates';
import { type AccountKey, isBalanceSheet } from '../../../domain/ledger/accounts';
import {
  type EntryKind,
  groupEntries,
  type JournalEntry,
  type JournalLine,
  monthEndBefore,
  monthEndOnOrBefore,
  monthEndsBetween,
  unbalancedEntries,
} from '../../../domain/ledger/entries';
import type { Chart, ChartEntry } from '../../../domain/ledger/formats';
import { type Cents, cents, centsFromDb } from '../../../domain/money';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { AppError } from '../../http/errors';
import { getRevenueMethod } from '../accounting/revenue-method';
import { adjustmentLines, basisCumulative } from './basis';
import { ledgerLinesSql, trialBalanceSumsSql } from './journal-sql';

/** The chart of accounts in number order. */
export async function chartOfAccounts(db: Db): Promise<ChartEntry[]> {
  return rows<ChartEntry>(db.execute(sql`SELECT key, number, name, type FROM ledger_accounts ORDER BY number, key`));
}

export async function chartMap(db: Db): Promise<Chart> {
  return new Map((await chartOfAccounts(db)).map((a) => [a.key, a]));
}

/** A new number and name for an account; another account with either already is a 409 naming it. */
export async function updateAccount(db: Db, key: AccountKey, input: { number: string; name: string }): Promise<ChartEntry> {
  const [clash] = await rows<{ number: string; name: string }>(
    db.execute(
      sql`SELECT number, name FROM ledger_accounts WHERE key <> ${key} AND (number = ${input.number} OR lower(name) = lower(${input.name}))`,
    ),
  );
  if (clash)
    throw new AppError(
      'conflict',
      `Account ${clash.number} ${clash.name} already has this ${clash.number === input.number ? 'number' : 'name'}`,
    );
  const [row] = await rows<ChartEntry>(
    db.execute(sql`UPDATE ledger_accounts SET number = ${input.number}, name = ${input.name}, updated_at = now()
      WHERE key = ${key} RETURNING key, number, name, type`),
  );
  if (!row) throw new AppError('not_found', 'Account not found');
  return row;
}

type LineRow = {
  entry_no: string;
  date: string;
  kind: EntryKind;
  source_id: number | null;
  account: AccountKey;
  amount: string;
  project_id: number | null;
  project: string | null;
  name: string | null;
  memo: string;
  link: string | null;
};

const toLine = (r: LineRow): JournalLine => ({
  entryNo: r.entry_no,
  date: r.date,
  kind: r.kind,
  sourceId: r.source_id,
  account: r.account,
  amount: centsFromDb(r.amount),
  projectId: r.project_id,
  project: r.project,
  name: r.name,
  memo: r.memo,
  link: r.link,
});

const KIND_ORDER: Record<EntryKind, number> = {
  opening: 0,
  expense: 1,
  work: 2,
  advance: 3,
  payroll: 4,
  invoice: 5,
  received: 6,
  basis: 7,
};
/** Code-unit order (ISO dates and ASCII entry numbers): the same order on every machine, and fast on a year's lines. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byDateThenNumber = (a: JournalLine, b: JournalLine) =>
  compareText(a.date, b.date) ||
  KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
  (a.sourceId ?? 0) - (b.sourceId ?? 0) ||
  compareText(a.entryNo, b.entryNo);

/** The journal lines dated in [from, to], the month-end basis adjustments of the month ends in it included. */
export async function journalLines(db: Db, from: string | null, to: string): Promise<JournalLine[]> {
  const basis = await getRevenueMethod(db);
  const [source, earliest] = await Promise.all([
    rows<LineRow>(
      db.execute(sql`SELECT entry_no, date::text AS date, kind, source_id, account, amount::text AS amount, project_id, project, name, memo, link
        FROM (${ledgerLinesSql(from, to)}) l WHERE amount <> 0`),
    ),
    from === null ? firstDay(db) : Promise.resolve(from),
  ]);
  const ends = earliest === null ? [] : monthEndsBetween(earliest, to);
  const start = from === null ? null : monthEndBefore(from);
  const data = await basisCumulative(db, basis, start ? [start, ...ends] : ends);
  return [...source.map(toLine), ...adjustmentLines(basis, start, ends, data)].sort(byDateThenNumber);
}

/** The first day anything is dated (null on an empty database). */
async function firstDay(db: Db): Promise<string | null> {
  const [r] = await rows<{ d: string | null }>(
    db.execute(sql`SELECT least((SELECT min(date) FROM expenses), (SELECT min(date) FROM time_entries),
      (SELECT min(invoice_date) FROM invoices), (SELECT min(date) FROM invoice_payments),
      (SELECT min(payment_date) FROM payments), (SELECT min(advance_date) FROM payroll_advances))::text AS d`),
  );
  return r?.d ?? null;
}

/** The entries of [from, to], each checked to balance (an unbalanced one is a defect: 500, never a wrong file). */
export async function journalEntries(db: Db, from: string | null, to: string): Promise<JournalEntry[]> {
  const entries = groupEntries(await journalLines(db, from, to));
  const bad = unbalancedEntries(entries);
  if (bad.length > 0) throw new Error(`Unbalanced journal entries: ${bad.map((e) => e.entryNo).join(', ')}`);
  return entries;
}

export type TrialBalanceRow = ChartEntry & { debit: Cents; credit: Cents; balance: Cents };

/**
 * The trial balance of a period: balance-sheet accounts as of `to`, revenue and expense accounts over [from, to],
 * retained earnings taking the revenue and expenses before `from`. One statement sums each account before and in the
 * period (trialBalanceSumsSql: whole months of expenses and work from their kept month totals); the month-end basis
 * adjustment adds the two cums it needs (basis.ts).
 */
export async function trialBalance(
  db: Db,
  from: string | null,
  to: string,
): Promise<{ from: string | null; to: string; rows: TrialBalanceRow[]; totalDebit: Cents; totalCredit: Cents }> {
  const last = monthEndOnOrBefore(to);
  const start = from === null ? null : monthEndBefore(from);
  const days = [...(start && start < last ? [start] : []), last];
  const basis = await getRevenueMethod(db);
  // The sums, the basis adjustment's sources and the chart are independent reads: sent together.
  const [sums, cum, chart] = await Promise.all([
    rows<{ account: AccountKey; before: string | null; period: string | null }>(
      db.execute(sql`SELECT account, before::text AS before, period::text AS period FROM (${trialBalanceSumsSql(from, to)}) s`),
    ),
    basisCumulative(db, basis, days),
    chartOfAccounts(db),
  ]);
  const before = new Map<AccountKey, number>();
  const period = new Map<AccountKey, number>();
  const add = (m: Map<AccountKey, number>, k: AccountKey, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  for (const s of sums) {
    add(before, s.account, centsFromDb(s.before));
    add(period, s.account, centsFromDb(s.period));
  }
  for (const l of adjustmentLines(basis, null, days, cum)) add(from !== null && l.date < from ? before : period, l.account, l.amount);
  let retained = 0;
  const out: TrialBalanceRow[] = chart.map((a) => {
    const b = before.get(a.key) ?? 0;
    const p = period.get(a.key) ?? 0;
    if (!isBalanceSheet(a.type)) retained += b;
    const balance = isBalanceSheet(a.type) ? b + p : p;
    return { ...a, balance: cents(balance), debit: cents(0), credit: cents(0) };
  });
  for (const r of out) {
    if (r.key === 'retained_earnings') r.balance = cents(r.balance + retained);
    r.debit = cents(Math.max(r.balance, 0));
    r.credit = cents(Math.max(-r.balance, 0));
  }
  const totalDebit = cents(out.reduce((s, r) => s + r.debit, 0));
  const totalCredit = cents(out.reduce((s, r) => s + r.credit, 0));
  return { from, to, rows: out, totalDebit, totalCredit };
}

/** The opening entry of an export starting at `from`: every balance of the day before (P&L into retained earnings). */
export async function openingLines(db: Db, from: string): Promise<JournalLine[]> {
  const tb = await trialBalance(db, null, addDays(from, -1));
  let retained = 0;
  const lines: JournalLine[] = [];
  for (const r of tb.rows) {
    if (!isBalanceSheet(r.type)) retained += r.balance;
    else if (r.key !== 'retained_earnings' && r.balance !== 0) lines.push(opening(from, r.key, r.balance));
  }
  const re = (tb.rows.find((r) => r.key === 'retained_earnings')?.balance ?? 0) + retained;
  if (re !== 0) lines.push(opening(from, 'retained_earnings', cents(re)));
  return lines;
}

const opening = (from: string, account: AccountKey, amount: Cents): JournalLine => ({
  entryNo: `OPEN-${from}`,
  date: from,
  kind: 'opening',
  sourceId: null,
  account,
  amount,
  projectId: null,
  project: null,
  name: null,
  memo: `Opening balances on ${from}`,
  link: null,
});
