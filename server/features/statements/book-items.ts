import { type SQL, sql } from 'drizzle-orm';
import type { BookItemKind } from '../../../domain/statements/matching';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';

/** A book item as the statements see it: amount in cents signed like a line (money out of the account negative). */
export type BookItemRow = { kind: BookItemKind; id: number; date: string; amount: number; payee: string };

const methodIn = (column: SQL, key: 'expense' | 'payout' | 'received') =>
  sql`${column} IN (SELECT jsonb_array_elements_text(acct.methods -> ${key}::text))`;

/**
 * Every book item paid through an account (DESIGN: the book items of an account are those paid by one of its
 * payment methods): expenses with a payment method, completed payroll payments, advances paid out (paid or already
 * deducted) and payments received on invoices, from the account's opening date on (sinceOpening: the reconciliation's
 * books; matching looks at every date, so a check written before the first statement still finds its line). `where`
 * narrows the union (alias b).
 */
export function bookItemsSql(accountId: number, where: SQL = sql`true`, sinceOpening = true): SQL {
  const opening = sinceOpening ? sql`opening_date` : sql`NULL::date AS opening_date`;
  return sql`WITH acct AS (SELECT id, ${opening}, methods FROM statement_accounts WHERE id = ${accountId}::int),
    b AS (
      SELECT 'expense'::text AS kind, e.id, e.date AS date, -(e.amount * 100)::bigint AS amount,
        concat_ws(' ', s.name, sc.name, em.name, e.description) AS payee
      FROM expenses e CROSS JOIN acct LEFT JOIN suppliers s ON s.id = e.supplier_id
        LEFT JOIN subcontractors sc ON sc.id = e.subcontractor_id LEFT JOIN employees em ON em.id = e.employee_id
      WHERE ${methodIn(sql`e.payment_method`, 'expense')} AND (acct.opening_date IS NULL OR e.date > acct.opening_date)
      UNION ALL
      SELECT 'payroll', p.id, p.payment_date, -(p.amount * 100)::bigint, em.name
      FROM payments p CROSS JOIN acct JOIN employees em ON em.id = p.employee_id
      WHERE p.status = 'completed' AND ${methodIn(sql`p.payment_method`, 'payout')}
        AND (acct.opening_date IS NULL OR p.payment_date > acct.opening_date)
      UNION ALL
      SELECT 'advance', v.id, v.advance_date, -(v.amount * 100)::bigint, em.name
      FROM payroll_advances v CROSS JOIN acct JOIN employees em ON em.id = v.employee_id
      WHERE v.status IN ('paid', 'deducted') AND ${methodIn(sql`v.payment_method`, 'payout')}
        AND (acct.opening_date IS NULL OR v.advance_date > acct.opening_date)
      UNION ALL
      SELECT 'received', ip.id, ip.date, (ip.amount * 100)::bigint, concat_ws(' ', pr.name, ip.reference)
      FROM invoice_payments ip CROSS JOIN acct JOIN projects pr ON pr.id = ip.project_id
      WHERE ${methodIn(sql`ip.method`, 'received')} AND (acct.opening_date IS NULL OR ip.date > acct.opening_date)
    )
    SELECT b.kind, b.id, b.date::text AS date, b.amount::float8 AS amount, b.payee FROM b WHERE ${where}`;
}

/** The items of one account; free: only those no line (of any account) is matched to. */
export async function accountBookItems(db: Db, accountId: number, free = false): Promise<BookItemRow[]> {
  const where = free
    ? sql`NOT EXISTS (SELECT 1 FROM statement_matches m WHERE m.item_kind = b.kind AND m.item_id = b.id AND m.status <> 'rejected')`
    : sql`true`;
  return rows<BookItemRow>(db.execute(sql`${bookItemsSql(accountId, where, false)} ORDER BY b.date, b.kind, b.id`));
}

/** One book item of any account by kind and id (for a match's display), with its payee; null when gone. */
export async function bookItemsByKey(db: Db, keys: readonly { kind: string; id: number }[]): Promise<Map<string, BookItemRow>> {
  const out = new Map<string, BookItemRow>();
  if (keys.length === 0) return out;
  const list = sql.join(
    keys.map((k) => sql`(${k.kind}::text, ${k.id}::int)`),
    sql`, `,
  );
  const found = await rows<BookItemRow>(
    db.execute(sql`WITH k(kind, id) AS (VALUES ${list})
      SELECT 'expense' AS kind, e.id, e.date::text AS date, -(e.amount * 100)::float8 AS amount,
        concat_ws(' ', s.name, e.description) AS payee
      FROM expenses e JOIN k ON k.kind = 'expense' AND k.id = e.id LEFT JOIN suppliers s ON s.id = e.supplier_id
      UNION ALL SELECT 'payroll', p.id, p.payment_date::text, -(p.amount * 100)::float8, em.name
      FROM payments p JOIN k ON k.kind = 'payroll' AND k.id = p.id JOIN employees em ON em.id = p.employee_id
      UNION ALL SELECT 'advance', v.id, v.advance_date::text, -(v.amount * 100)::float8, em.name
      FROM payroll_advances v JOIN k ON k.kind = 'advance' AND k.id = v.id JOIN employees em ON em.id = v.employee_id
      UNION ALL SELECT 'received', ip.id, ip.date::text, (ip.amount * 100)::float8, concat_ws(' ', pr.name, ip.reference)
      FROM invoice_payments ip JOIN k ON k.kind = 'received' AND k.id = ip.id JOIN projects pr ON pr.id = ip.project_id`),
  );
  for (const item of found) out.set(`${item.kind}:${item.id}`, item);
  return out;
}
