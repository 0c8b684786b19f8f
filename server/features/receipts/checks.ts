import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { isExpenseCategory } from '../../../domain/expenses';
import { type Cents, centsToDecimalString, dollarsToCents } from '../../../domain/money';
import type { ReceiptDuplicate, SupplierCategoryCount } from '../../../domain/receipt-checks';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { expenseScopeSql } from '../../http/scope';
import type { Actor } from '../auth/service';

/** SHA-256 of a file's bytes, hex: how the same photo or PDF is known again. */
export const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * A supplier name as names are compared: lower case, without a leading "The", a trailing store number
 * ("#6314", "No. 12", "Store 4410") or any spacing, so "THE HOME DEPOT" and "Home Depot #6314" are one supplier.
 */
const supplierKey = (name: SQL) =>
  sql`regexp_replace(regexp_replace(lower(trim(${name})), '\\s*(#|no\\.?|store)\\s*\\d+$', ''), '^the\\s+|\\s+', '', 'g')`;

/** The supplier with this name as supplierKey compares them (the first one made when several do). */
export async function findSupplierId(db: Db, name: string): Promise<number | null> {
  if (!name.trim()) return null;
  const [row] = await rows<{ id: number }>(
    db.execute(sql`SELECT id FROM suppliers WHERE ${supplierKey(sql`name`)} = ${supplierKey(sql`${name}::text`)} ORDER BY id LIMIT 1`),
  );
  return row?.id ?? null;
}

/** The supplier's past expenses by category: how many and how much (labor included; the rule leaves it out). */
export async function supplierHistory(db: Db, supplierId: number | null): Promise<SupplierCategoryCount[]> {
  if (supplierId === null) return [];
  const found = await rows<{ category: string; count: number; cents: string }>(
    db.execute(sql`SELECT category, count(*)::int AS count, (sum(amount) * 100)::bigint::text AS cents
      FROM expenses WHERE supplier_id = ${supplierId}::bigint GROUP BY category`),
  );
  return found.flatMap((r) =>
    isExpenseCategory(r.category) ? [{ category: r.category, count: r.count, cents: Number(r.cents) as Cents }] : [],
  );
}

type DuplicateRow = Omit<ReceiptDuplicate, 'amount'> & { amount: string };

/**
 * Expenses a receipt may already be (at most 20, newest first, only those the actor may see): made from a
 * receipt with the same image bytes, or of the same supplier on the same date for the same total to the cent.
 * An expense found both ways is named once, as the same image.
 */
export async function findReceiptDuplicates(
  db: Db,
  actor: Actor | null,
  input: { sha256: string; supplierId: number | null; date: string | null; total: number | null },
): Promise<ReceiptDuplicate[]> {
  const { supplierId, date, total } = input;
  // Two indexed look-ups (the image's hash; the supplier's expenses of the date), not one OR across both.
  const sameFigures =
    supplierId !== null && date !== null && total !== null
      ? sql`UNION ALL SELECT id, 2 FROM expenses
          WHERE supplier_id = ${supplierId}::bigint AND date = ${date}::date AND amount = ${centsToDecimalString(dollarsToCents(total))}::numeric`
      : sql``;
  const found = await rows<DuplicateRow>(
    db.execute(sql`SELECT CASE WHEN d.kind = 1 THEN 'same-image' ELSE 'same-supplier-date-total' END AS reason,
        e.id AS "expenseId", e.date::text AS date, e.amount::text AS amount, s.name AS supplier,
        e.project_id AS "projectId", p.name AS "projectName"
      FROM (SELECT DISTINCT ON (id) id, kind FROM (
          SELECT e.id, 1 AS kind FROM receipts r JOIN expenses e ON e.receipt_id = r.id WHERE r.image_sha256 = ${input.sha256}
          ${sameFigures}) u ORDER BY id, kind) d
      JOIN expenses e ON e.id = d.id
      JOIN projects p ON p.id = e.project_id
      LEFT JOIN suppliers s ON s.id = e.supplier_id
      WHERE ${expenseScopeSql(actor, sql`e`)}
      ORDER BY e.date DESC, e.id DESC LIMIT 20`),
  );
  return found.map((r) => ({ ...r, amount: Number(r.amount) }));
}
