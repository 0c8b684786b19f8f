import { sql } from 'drizzle-orm';
import { todayIso } from '../../../domain/dates';
import type { AccountKey } from '../../../domain/ledger/accounts';
import { isBalanceSheet } from '../../../domain/ledger/accounts';
import type { JournalLine } from '../../../domain/ledger/entries';
import { type Cents, centsToDollars } from '../../../domain/money';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { AppError } from '../../http/errors';
import { getRevenueMethod } from '../accounting/revenue-method';
import { chartOfAccounts, journalEntries, journalLines, trialBalance } from './service';

const $ = (c: Cents | number) => centsToDollars(c as Cents);

/** The period of a query: to defaults to today, from to January 1 of to's year. */
export function period(q: { from?: string; to?: string }): { from: string; to: string } {
  const to = q.to ?? todayIso();
  return { from: q.from ?? `${to.slice(0, 4)}-01-01`, to };
}

export async function trialBalanceReport(db: Db, from: string, to: string) {
  const [tb, basis] = await Promise.all([trialBalance(db, from, to), getRevenueMethod(db)]);
  return {
    from,
    to,
    basis,
    rows: tb.rows.map((r) => ({
      key: r.key,
      number: r.number,
      name: r.name,
      type: r.type,
      debit: $(r.debit),
      credit: $(r.credit),
      balance: $(r.balance),
    })),
    totalDebit: $(tb.totalDebit),
    totalCredit: $(tb.totalCredit),
  };
}

/** Revenue (credit balances shown positive) and expenses of a period, and net income; from the trial balance. */
export async function profitAndLoss(db: Db, from: string, to: string) {
  const [tb, basis] = await Promise.all([trialBalance(db, from, to), getRevenueMethod(db)]);
  const line = (r: (typeof tb.rows)[number], sign: number) => ({
    key: r.key,
    number: r.number,
    name: r.name,
    type: r.type,
    amount: $(sign * r.balance),
  });
  const revenue = tb.rows.filter((r) => r.type === 'revenue');
  const expenses = tb.rows.filter((r) => r.type === 'expense');
  const totalRevenue = -revenue.reduce((s, r) => s + r.balance, 0);
  const totalExpenses = expenses.reduce((s, r) => s + r.balance, 0);
  return {
    from,
    to,
    basis,
    revenue: revenue.map((r) => line(r, -1)),
    expenses: expenses.map((r) => line(r, 1)),
    totalRevenue: $(totalRevenue),
    totalExpenses: $(totalExpenses),
    netIncome: $(totalRevenue - totalExpenses),
  };
}

/** Assets, liabilities and equity as of a day; the revenue and expenses to date are the net income to date in equity. */
export async function balanceSheet(db: Db, asOf: string) {
  const [tb, basis] = await Promise.all([trialBalance(db, null, asOf), getRevenueMethod(db)]);
  const line = (r: (typeof tb.rows)[number], sign: number) => ({
    key: r.key,
    number: r.number,
    name: r.name,
    type: r.type,
    amount: $(sign * r.balance),
  });
  const of = (t: string) => tb.rows.filter((r) => r.type === t);
  const netIncome = -tb.rows.filter((r) => !isBalanceSheet(r.type)).reduce((s, r) => s + r.balance, 0);
  const totalAssets = of('asset').reduce((s, r) => s + r.balance, 0);
  const totalLe = -[...of('liability'), ...of('equity')].reduce((s, r) => s + r.balance, 0) + netIncome;
  return {
    asOf,
    basis,
    assets: of('asset').map((r) => line(r, 1)),
    liabilities: of('liability').map((r) => line(r, -1)),
    equity: of('equity').map((r) => line(r, -1)),
    netIncomeToDate: $(netIncome),
    totalAssets: $(totalAssets),
    totalLiabilitiesAndEquity: $(totalLe),
  };
}

const jsonLine = (l: JournalLine) => ({ ...l, amount: $(l.amount) });

/**
 * An account's lines in a period (its figure's drill-down): a balance-sheet account opens with its balance the day
 * before `from`; a revenue or expense account opens at 0 (the period's activity is its figure).
 */
export async function accountLines(db: Db, key: AccountKey, from: string, to: string) {
  const chart = await chartOfAccounts(db);
  const account = chart.find((a) => a.key === key);
  if (!account) throw new AppError('not_found', 'Account not found');
  const lines = (await journalLines(db, from, to)).filter((l) => l.account === key);
  let opening = 0;
  if (isBalanceSheet(account.type)) {
    const dayBefore = new Date(`${from}T00:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    const tb = await trialBalance(db, null, dayBefore.toISOString().slice(0, 10));
    const row = tb.rows.find((r) => r.key === key);
    opening = row?.balance ?? 0;
    if (key === 'retained_earnings') opening += tb.rows.filter((r) => !isBalanceSheet(r.type)).reduce((s, r) => s + r.balance, 0);
  }
  const closing = opening + lines.reduce((s, l) => s + l.amount, 0);
  return { account, from, to, opening: $(opening), lines: lines.map(jsonLine), closing: $(closing) };
}

/** One entry with its lines and the document it comes from. */
export async function entryDetail(db: Db, entryNo: string) {
  const date = await entryDate(db, entryNo);
  if (!date) throw new AppError('not_found', `Entry ${entryNo} not found`);
  const entry = (await journalEntries(db, date, date)).find((e) => e.entryNo === entryNo);
  if (!entry) throw new AppError('not_found', `Entry ${entryNo} not found`);
  return { entryNo, date, memo: entry.memo, link: entry.lines[0]?.link ?? null, lines: entry.lines.map(jsonLine) };
}

/** The date of an entry from its number (the source row's date; a WIP entry's month end). */
async function entryDate(db: Db, entryNo: string): Promise<string | null> {
  const [prefix, ...rest] = entryNo.split('-');
  if (prefix === 'WIP') {
    const d = new Date(Date.UTC(Number(rest[0]), Number(rest[1]), 0));
    return d.toISOString().slice(0, 10);
  }
  const id = Number(rest[0]);
  const q = {
    EXP: sql`SELECT date::text AS d FROM expenses WHERE id = ${id}`,
    WRK: sql`SELECT date::text AS d FROM time_entries WHERE id = ${id}`,
    PAY: sql`SELECT payment_date::text AS d FROM payments WHERE id = ${id}`,
    ADV: sql`SELECT advance_date::text AS d FROM payroll_advances WHERE id = ${id}`,
    INV: sql`SELECT invoice_date::text AS d FROM invoices WHERE id = ${id}`,
    RCV: sql`SELECT date::text AS d FROM invoice_payments WHERE id = ${id}`,
  }[prefix];
  if (!q) return null;
  const [r] = await rows<{ d: string }>(db.execute(q));
  return r?.d ?? null;
}
