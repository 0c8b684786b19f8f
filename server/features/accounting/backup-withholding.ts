import { type SQL, sql } from 'drizzle-orm';
import { COUNTS_TOWARD_NEC_SQL, countsTowardNec, necThreshold, storedPaymentAccount } from '../../../domain/accounting-1099';
import { backupWithholdingFor } from '../../../domain/backup-withholding';
import type { ExpenseInput } from '../../../domain/expenses';
import { type Cents, centsFromDb, dollarsToCents } from '../../../domain/money';
import type { Db } from '../../db/client';
import { laborPaySql } from '../../db/rule-fragments';
import { rows } from '../../db/sql-fragments';

/**
 * Backup withholding on the expenses (payments) to 1099 payees, decided when a payment is written, in its own
 * transaction (docs/decisions/077-1099s-and-backup-withholding-issue-41-scope-6.md). The result is stored on the payment row
 * (expenses.backup_withholding_cents) and never recomputed by later writes: money kept from a payment stays kept
 * (box 4 of the payee's 1099-NEC) even when a TIN arrives later; the payments after the TIN is on file keep nothing.
 *
 * For the general ledger: the SQL function backup_withholding_entries(from, to) (migration 0044) lists the payments
 * with withholding dated in [from, to): post each as expense (gross amount) against cash (amount − withheld) and
 * "backup withholding payable" (withheld), cleared when deposited with Form 945. backupWithholdingEntriesSql below
 * is the same query as a fragment.
 */
export const backupWithholdingEntriesSql = (from: string, to: string): SQL =>
  sql`SELECT expense_id, date, project_id, subcontractor_id, supplier_id, withheld_cents FROM backup_withholding_entries(${from}::date, ${to}::date)`;

const NEC = sql.raw(COUNTS_TOWARD_NEC_SQL);

/** The 1099-NEC payments to one payee (an expenses filter for alias e) as SQL: a subcontractor's, or a 1099 supplier's not linked to a subcontractor. */
function payeeExpenses(kind: 'subcontractor' | 'supplier', id: number): SQL {
  return kind === 'subcontractor' ? sql`e.subcontractor_id = ${id}` : sql`e.supplier_id = ${id} AND e.subcontractor_id IS NULL`;
}

type PayeeState = { kind: 'subcontractor' | 'supplier'; hasTin: boolean; priorNec: string; lastYearNec: string; lastYearWithheld: boolean };

/**
 * The payee of a payment and what backup withholding depends on, in one statement: whether it has a TIN, its 1099-NEC
 * payments of the year before this one (earlier dates, or the same date entered before it; work records' pay up to
 * its date), last year's 1099-NEC total and whether anything was withheld from it last year. Undefined when the
 * payment names no 1099 payee.
 */
async function payeeState(db: Db, input: ExpenseInput, expenseId: number | null): Promise<PayeeState | undefined> {
  const year = Number(input.date.slice(0, 4));
  const kind = input.subcontractorId !== null ? 'subcontractor' : input.supplierId !== null ? 'supplier' : null;
  if (kind === null) return undefined;
  const id = (kind === 'subcontractor' ? input.subcontractorId : input.supplierId) as number;
  const who = payeeExpenses(kind, id);
  const before =
    expenseId === null
      ? sql`e.date <= ${input.date}::date`
      : sql`(e.date < ${input.date}::date OR (e.date = ${input.date}::date AND e.id < ${expenseId}))`;
  const notSelf = expenseId === null ? sql`true` : sql`e.id <> ${expenseId}`;
  const work = (from: string, to: SQL) =>
    kind === 'subcontractor'
      ? sql`(SELECT coalesce(sum(${laborPaySql}), 0) FROM time_entries t LEFT JOIN employees em ON em.id = t.employee_id
          WHERE t.subcontractor_id = ${id} AND t.employee_id IS NULL AND t.date >= ${from}::date AND ${to})`
      : sql`0`;
  const payee =
    kind === 'subcontractor'
      ? sql`SELECT tin FROM subcontractors WHERE id = ${id}`
      : sql`SELECT tin FROM suppliers WHERE id = ${id} AND is_1099_payee`;
  // Payments to one payee are decided one at a time: the payee row is locked first, in its own statement, so the sums
  // below (a new snapshot) see a concurrent payment that committed while this one waited.
  await db.execute(sql`SELECT 1 FROM ${sql.raw(kind === 'subcontractor' ? 'subcontractors' : 'suppliers')} WHERE id = ${id} FOR UPDATE`);
  const [row] = await rows<PayeeState>(
    db.execute(sql`SELECT ${kind}::text AS kind, p.tin IS NOT NULL AS "hasTin",
        ((SELECT coalesce(sum(e.amount), 0) FROM expenses e WHERE ${who} AND ${NEC} AND ${notSelf}
            AND e.date >= ${`${year}-01-01`}::date AND ${before})
          + ${work(`${year}-01-01`, sql`t.date <= ${input.date}::date`)})::text AS "priorNec",
        ((SELECT coalesce(sum(e.amount), 0) FROM expenses e WHERE ${who} AND ${NEC} AND ${notSelf}
            AND e.date >= ${`${year - 1}-01-01`}::date AND e.date < ${`${year}-01-01`}::date)
          + ${work(`${year - 1}-01-01`, sql`t.date < ${`${year}-01-01`}::date`)})::text AS "lastYearNec",
        EXISTS (SELECT 1 FROM expenses e WHERE ${who} AND e.backup_withholding_cents > 0 AND ${notSelf}
          AND e.date >= ${`${year - 1}-01-01`}::date AND e.date < ${`${year}-01-01`}::date) AS "lastYearWithheld"
      FROM (${payee}) p`),
  );
  return row;
}

/** The backup withholding to store on a payment being created (expenseId null) or updated, cents. */
export async function withholdingForPayment(db: Db, input: ExpenseInput, expenseId: number | null = null): Promise<Cents> {
  const account = storedPaymentAccount(input.paymentMethod, input.paymentAccount);
  const year = Number(input.date.slice(0, 4));
  const counts = countsTowardNec(input.paymentMethod, account);
  const state = counts ? await payeeState(db, input, expenseId) : undefined;
  return backupWithholdingFor({
    taxYear: year,
    amount: dollarsToCents(input.amount),
    toPayee: state !== undefined,
    hasTin: state?.hasTin ?? false,
    countsTowardNec: counts,
    priorNec: centsFromDb(state?.priorNec),
    reportableLastYear: state !== undefined && (centsFromDb(state.lastYearNec) >= necThreshold(year - 1) || state.lastYearWithheld),
  });
}
