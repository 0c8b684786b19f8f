import { sql } from 'drizzle-orm';
import { type Cents, cents, centsToDollars, dollarsToCents } from '../../../domain/money';
import { monthEndOf, reconcile } from '../../../domain/statements/reconciliation';
import type { ReconciliationView } from '../../../domain/statements/schemas';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { getAccount } from './accounts';
import { bookItemsSql } from './book-items';

/**
 * The reconciliation of one account for one month (domain/statements/reconciliation.ts): lines and book items from
 * the account's opening date to the month's end, each with the date of what it is matched to, and the last balance
 * the statements state on or before month end (a running balance, or an OFX ledger balance).
 */
export async function accountReconciliation(db: Db, accountId: number, month: string): Promise<ReconciliationView> {
  const account = await getAccount(db, accountId);
  const monthEnd = monthEndOf(month);
  const after = account.openingDate;
  const lines = await rows<{ id: number; date: string; description: string; amount: number; matchedItemDate: string | null }>(
    db.execute(sql`SELECT l.id, l.date::text AS date, l.description, (l.amount * 100)::float8 AS amount, m.item_date AS "matchedItemDate"
      FROM statement_lines l LEFT JOIN LATERAL (
        SELECT coalesce(
          (SELECT e.date FROM expenses e WHERE mm.item_kind = 'expense' AND e.id = mm.item_id),
          (SELECT p.payment_date FROM payments p WHERE mm.item_kind = 'payroll' AND p.id = mm.item_id),
          (SELECT v.advance_date FROM payroll_advances v WHERE mm.item_kind = 'advance' AND v.id = mm.item_id),
          (SELECT ip.date FROM invoice_payments ip WHERE mm.item_kind = 'received' AND ip.id = mm.item_id))::text AS item_date
        FROM statement_matches mm WHERE mm.line_id = l.id AND mm.status <> 'rejected') m ON true
      WHERE l.account_id = ${accountId}::int AND l.date <= ${monthEnd}::date AND (${after}::date IS NULL OR l.date > ${after}::date)
      ORDER BY l.date, l.id`),
  );
  const items = await rows<{ kind: string; id: number; date: string; amount: number; payee: string; matchedLineDate: string | null }>(
    db.execute(sql`SELECT i.*, (SELECT l.date::text FROM statement_matches m JOIN statement_lines l ON l.id = m.line_id
        WHERE m.item_kind = i.kind AND m.item_id = i.id AND m.status <> 'rejected') AS "matchedLineDate"
      FROM (${bookItemsSql(accountId, sql`b.date <= ${monthEnd}::date`)}) i ORDER BY i.date, i.kind, i.id`),
  );
  const [stated] = await rows<{ date: string; balance: number }>(
    db.execute(sql`SELECT date, balance FROM (
        SELECT l.date::text AS date, (l.balance * 100)::float8 AS balance, l.import_id AS imp, l.position AS pos, 0 AS src
        FROM statement_lines l WHERE l.account_id = ${accountId}::int AND l.balance IS NOT NULL AND l.date <= ${monthEnd}::date
        UNION ALL
        SELECT i.end_date::text, (i.end_balance * 100)::float8, i.id, 2147483647, 1 FROM statement_imports i
        WHERE i.account_id = ${accountId}::int AND i.end_balance IS NOT NULL AND i.end_date <= ${monthEnd}::date
      ) s ORDER BY date DESC, src DESC, imp DESC, pos DESC LIMIT 1`),
  );
  const r = reconcile({
    monthEnd,
    opening: dollarsToCents(account.openingBalance),
    // A line matched to a book item dated on or before the opening date is, for these books, not in them.
    lines: lines.map((l) => ({
      ...l,
      amount: cents(l.amount),
      matchedItemDate: after !== null && l.matchedItemDate !== null && l.matchedItemDate <= after ? null : l.matchedItemDate,
    })),
    items: items.map((i) => ({ ...i, amount: cents(i.amount) })),
    stated: stated ? { date: stated.date, balance: cents(stated.balance) } : null,
  });
  const d = (c: Cents) => centsToDollars(c);
  return {
    month,
    monthEnd,
    openingBalance: account.openingBalance,
    openingDate: account.openingDate,
    statementBalance: d(r.statementBalance),
    statementBalanceStated: r.statementBalanceStated,
    bookBalance: d(r.bookBalance),
    difference: d(r.difference),
    unexplained: d(r.unexplained),
    unmatchedLines: r.unmatchedLines.map((l) => ({ id: l.id, date: l.date, description: l.description, amount: d(l.amount) })),
    unclearedItems: r.unclearedItems.map((i) => ({
      kind: i.kind as 'expense',
      id: i.id,
      date: i.date,
      payee: i.payee,
      amount: d(i.amount),
    })),
  };
}
