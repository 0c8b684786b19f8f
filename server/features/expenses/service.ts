import { type SQL, sql } from 'drizzle-orm';
import { storedPaymentAccount } from '../../../domain/accounting-1099';
import type { ExpenseExportQuery, ExpenseFilter, ExpenseInput, ExpenseListItem, ExpenseSummary } from '../../../domain/expenses';
import { centsToDecimalString, dollarsToCents } from '../../../domain/money';
import { MAX_DAY, MIN_DAY } from '../../../domain/validation-dates';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { laborPaySql } from '../../db/rule-fragments';
import { rows } from '../../db/sql-fragments';
import { inTransaction } from '../../db/transaction';
import { AppError, type FieldError, notFound } from '../../http/errors';
import { withholdingForPayment } from '../accounting/backup-withholding';
import { type ExpenseCsvRow, expenseCsvSelectSql, expenseCsvText } from '../accounting/exports';
import type { Actor } from '../auth/service';
import { assertPeriodOpen, assertStoredRowOpen, periodOpenSql } from '../closing/service';
import { paymentHold } from '../compliance/service';
import { checkBillAgainstLine } from '../job-cost/commitments';
import {
  type ExpensePageQuery,
  type ExpenseScope,
  expenseOrderSql,
  expensePageSql,
  expenseWhereSql,
  isNewestFirst,
} from './expense-filter-sql';
import { expenseItemColumns, expenseJoins } from './expense-select';

// Ids are compared as bigint so an id beyond the integer range is simply "not found" instead of a cast error.

type ItemsQuery = { from: SQL; where?: SQL; with?: SQL; order?: SQL };

/**
 * The expenses of a FROM item aliased e (plus the name joins), in the read shape, newest first, as one JSON
 * value. q.with is an optional top-level WITH (a data-modifying CTE must be at the top level).
 */
async function selectItems(db: Db, q: ItemsQuery, prepared?: { final: boolean }): Promise<ExpenseListItem[]> {
  const query = sql`${q.with ?? sql``} SELECT coalesce(json_agg(x ${q.order ?? sql`ORDER BY x.date DESC, x.id DESC`}), '[]')::text AS body
      FROM (SELECT ${expenseItemColumns} FROM ${q.from} ${expenseJoins} ${q.where ?? sql``}) x`;
  const [row] = await rows<{ body: string }>(prepared ? executePrepared(db, query, prepared) : db.execute(query));
  return JSON.parse(row.body) as ExpenseListItem[];
}

/**
 * A bounded page of expenses, newest first (date, then id, both descending), filtered by search, category
 * and project. One statement: the page is chosen from expenses and its indexes alone (expensePageSql), then
 * only its rows are joined to the names.
 */
export async function listExpenses(db: Db, q: ExpensePageQuery, scope?: ExpenseScope): Promise<ExpenseListItem[]> {
  // The page's rows are ordered again in the JSON: by the same key, read back from the joined row x.
  const order = isNewestFirst(q) ? undefined : expenseOrderSql(q, true);
  return selectItems(db, { from: expensePageSql(q, scope), order });
}

/**
 * GET /api/expenses/export.csv: every expense matching the Expenses page's filters, in its sort, as the accounting
 * expenses CSV (docs/csv-exports.md: same columns, ISO dates, two-decimal amounts, formula guard).
 */
export async function expensesCsvExport(db: Db, q: ExpenseExportQuery): Promise<string> {
  const list = await rows<ExpenseCsvRow>(db.execute(sql`${expenseCsvSelectSql} ${expenseWhereSql(q)} ${expenseOrderSql(q)}`));
  return expenseCsvText(list);
}

/** The tiles uncached: count and exact total of the filtered expenses, overall and per category, and the work records' pay. */
export async function expenseSummary(db: Db, f: ExpenseFilter): Promise<ExpenseSummary> {
  return { ...(await expenseCategoryTotals(db, f)), workRecords: await workRecordPay(db, f) };
}

/** The expense part of the tiles: count and exact total, overall and per category, in one GROUP BY statement. */
export async function expenseCategoryTotals(db: Db, f: ExpenseFilter): Promise<Omit<ExpenseSummary, 'workRecords'>> {
  // The grand totals are window sums over the per-category groups, so they are added in numeric, never in floats
  // (a plain hash GROUP BY plus a window over a handful of rows; ROLLUP's mixed aggregate is twice as slow).
  // Without a search the tiles come from the per-project, per-category totals the expense triggers keep
  // (migration 0007): a few thousand rows at most instead of every expense. Those have no dates: a date range
  // reads the expenses, like a search.
  const groups = await rows<{ category: string; count: number; amount: number; totalCount: number; totalAmount: number }>(
    f.search === undefined && f.from === undefined && f.to === undefined
      ? db.execute(sql`SELECT e.category, sum(e.count)::int AS count, sum(e.amount)::float8 AS amount,
            (sum(sum(e.count)) OVER ())::int AS "totalCount", (sum(sum(e.amount)) OVER ())::float8 AS "totalAmount"
          FROM expense_category_totals e ${expenseWhereSql(f)} GROUP BY e.category HAVING sum(e.count) > 0`)
      : db.execute(sql`SELECT e.category, count(*)::int AS count, sum(e.amount)::float8 AS amount,
            (sum(count(*)) OVER ())::int AS "totalCount", (sum(sum(e.amount)) OVER ())::float8 AS "totalAmount"
          FROM expenses e ${expenseWhereSql(f)} GROUP BY e.category`),
  );
  const byCategory: ExpenseSummary['byCategory'] = {};
  for (const g of groups) byCategory[g.category] = { count: g.count, amount: g.amount };
  return { count: groups[0]?.totalCount ?? 0, totalAmount: groups[0]?.totalAmount ?? 0, byCategory };
}

/**
 * The work records' pay in the summary's project filter: the labor totals the time-entry triggers keep on each
 * project (exact numeric, summed before the conversion), and the number of records.
 */
export async function workRecordPay(db: Db, f: ExpenseFilter): Promise<ExpenseSummary['workRecords']> {
  if (f.search !== undefined || (f.category !== undefined && f.category !== 'labor')) return null;
  const only = (column: SQL) => (f.projectId === undefined ? sql`true` : sql`${column} = ${f.projectId}`);
  if (f.from !== undefined || f.to !== undefined) {
    // A date range: the pay of the records in it, priced as the triggers price them (labor_pay).
    const [work] = await rows<{ count: number; amount: number }>(
      db.execute(sql`SELECT count(*)::int AS count, coalesce(sum(${laborPaySql}), 0)::float8 AS amount
        FROM time_entries t LEFT JOIN employees em ON em.id = t.employee_id
        WHERE ${only(sql`t.project_id`)} AND t.date >= ${f.from ?? MIN_DAY}::date AND t.date <= ${f.to ?? MAX_DAY}::date`),
    );
    return work;
  }
  const [work] = await rows<{ count: number; amount: number }>(
    // The count is the one each project keeps with its labor total (migration 0032, checked by the reconciliation):
    // counting every work record took 40 ms on the bench's 400,000, summing the per-month counts 15 ms under load.
    db.execute(sql`SELECT coalesce(sum(p.work_count), 0)::int AS count, coalesce(sum(p.labor_total), 0)::float8 AS amount
      FROM projects p WHERE ${only(sql`p.id`)}`),
  );
  return work;
}

/** One expense in the read shape, or 404 'Expense not found'. */
export async function getExpense(db: Db, id: number): Promise<ExpenseListItem> {
  const [item] = await selectItems(db, { from: sql`expenses e`, where: sql`WHERE e.id = ${id}::bigint` });
  if (!item) throw notFound('Expense');
  return item;
}

const exists = (table: SQL, id: number | null) => (id === null ? sql`true` : sql`EXISTS (SELECT 1 FROM ${table} WHERE id = ${id}::bigint)`);

/**
 * Checks in one statement that the expense (when updating), its project and any given supplier, employee and
 * subcontractor exist: 404 for a missing expense, else 400 with one field error per missing reference.
 */
async function assertReferences(db: Db, input: ExpenseInput, expenseId?: number): Promise<void> {
  const [found] = await rows<{ expense: boolean; project: boolean; supplier: boolean; employee: boolean; subcontractor: boolean }>(
    db.execute(sql`SELECT ${exists(sql`expenses`, expenseId ?? null)} AS expense,
      ${exists(sql`projects`, input.projectId)} AS project,
      ${exists(sql`suppliers`, input.supplierId)} AS supplier,
      ${exists(sql`employees`, input.employeeId)} AS employee,
      ${exists(sql`subcontractors`, input.subcontractorId)} AS subcontractor`),
  );
  if (!found.expense) throw notFound('Expense');
  const errors: FieldError[] = [];
  if (!found.project) errors.push({ path: 'projectId', message: 'Project not found' });
  if (!found.supplier) errors.push({ path: 'supplierId', message: 'Supplier not found' });
  if (!found.employee) errors.push({ path: 'employeeId', message: 'Employee not found' });
  if (!found.subcontractor) errors.push({ path: 'subcontractorId', message: 'Subcontractor not found' });
  if (errors.length > 0) throw new AppError('invalid', errors[0].message, errors);
}

const amountText = (dollars: number) => centsToDecimalString(dollarsToCents(dollars));

/**
 * Creates an expense; the project's totals follow through the cost triggers (migration 0001). One statement when
 * every reference exists (the insert is conditional on them); otherwise nothing was written and the check names each
 * missing one. A reference deleted between the two (nothing then to name) is retried once.
 */
export async function createExpense(db: Db, given: ExpenseInput, actor: Actor | null = null, retried = false): Promise<ExpenseListItem> {
  return inTransaction(db, async (tx) => {
    const { input, costCodeId } = await expenseCosting(tx, given);
    // The hold before paying (issue 44): a payment to a payee whose papers are not complete needs an override.
    const override = await paymentHold(tx, input, actor);
    const withheld = await withholdingForPayment(tx, input);
    const [item] = await selectItems(
      tx,
      {
        from: sql`saved e`,
        with: sql`WITH saved AS (
          INSERT INTO expenses (project_id, category, description, amount, date, supplier_id, employee_id, subcontractor_id, receipt_number, notes, payment_method, payment_account, backup_withholding_cents,
            cost_code_id, commitment_line_id, over_commitment_reason, compliance_override_reason, compliance_override_by, compliance_override_at)
          SELECT ${input.projectId}::int, ${input.category}::text, ${input.description}::text, ${amountText(input.amount)}::numeric,
            ${input.date}::date, ${input.supplierId}::int, ${input.employeeId}::int, ${input.subcontractorId}::int,
            ${input.receiptNumber}::text, ${input.notes}::text, ${input.paymentMethod}::text,
            ${storedPaymentAccount(input.paymentMethod, input.paymentAccount)}::text, ${withheld}::int,
            ${costCodeId}::int, ${input.commitmentLineId}::int, ${input.commitmentLineId === null ? null : input.overCommitmentReason}::text,
            ${override?.reason ?? null}::text, ${override?.by ?? null}::text, ${override ? sql`now()` : sql`NULL::timestamptz`}
          WHERE ${exists(sql`projects`, input.projectId)} AND ${exists(sql`suppliers`, input.supplierId)}
            AND ${exists(sql`employees`, input.employeeId)} AND ${exists(sql`subcontractors`, input.subcontractorId)}
            AND ${periodOpenSql(input.date)}
          RETURNING *)`,
      },
      // Final: when the row was written, nothing else goes in this transaction (one round trip with asActor's BEGIN and
      // COMMIT); when it was not, the checks below run in a new one.
      { final: true },
    );
    if (item) return item;
    await assertPeriodOpen(tx, input.date, 'expense');
    await assertReferences(tx, input);
    if (retried)
      throw new AppError('conflict', 'The expense could not be saved: a project, supplier or person it names was just changed. Try again.');
    return createExpense(tx, given, actor, true);
  });
}

/**
 * The hold on an update (issue 44): checked again only when what was paid to whom changes (payee, payment method or
 * amount); then the new override is stored, or none when nothing is held. Any other edit keeps the stored override.
 */
async function updateHold(tx: Db, id: number, input: ExpenseInput, actor: Actor | null): Promise<SQL> {
  const [old] = await rows<{ changed: boolean }>(
    tx.execute(sql`SELECT (supplier_id IS DISTINCT FROM ${input.supplierId}::int OR subcontractor_id IS DISTINCT FROM ${input.subcontractorId}::int
        OR payment_method IS DISTINCT FROM ${input.paymentMethod}::text OR amount <> ${amountText(input.amount)}::numeric) AS changed
      FROM expenses WHERE id = ${id}::bigint`),
  );
  if (!old?.changed) return sql``;
  const override = await paymentHold(tx, input, actor);
  return sql`, compliance_override_reason = ${override?.reason ?? null}::text, compliance_override_by = ${override?.by ?? null}::text,
    compliance_override_at = ${override ? sql`now()` : sql`NULL::timestamptz`}`;
}

/** Replaces an expense's fields (its receipt link stays); 404 when missing. Moving it to another project moves the totals. */
export async function updateExpense(db: Db, id: number, given: ExpenseInput, actor: Actor | null = null): Promise<ExpenseListItem> {
  return inTransaction(db, async (tx) => {
    await assertReferences(tx, given, id);
    const { input, costCodeId } = await expenseCosting(tx, given, id);
    await assertStoredRowOpen(tx, { table: 'expenses', dateColumn: 'date', id }, input.date, 'expense');
    const hold = await updateHold(tx, id, input, actor);
    const withheld = await withholdingForPayment(tx, input, id);
    const [item] = await selectItems(tx, {
      from: sql`saved e`,
      with: sql`WITH saved AS (
          UPDATE expenses SET project_id = ${input.projectId}, category = ${input.category}, description = ${input.description},
            amount = ${amountText(input.amount)}, date = ${input.date}, supplier_id = ${input.supplierId}, employee_id = ${input.employeeId},
            subcontractor_id = ${input.subcontractorId}, receipt_number = ${input.receiptNumber}, notes = ${input.notes},
            payment_method = ${input.paymentMethod}, payment_account = ${storedPaymentAccount(input.paymentMethod, input.paymentAccount)},
            backup_withholding_cents = ${withheld}, cost_code_id = ${costCodeId}::int, commitment_line_id = ${input.commitmentLineId}::int,
            over_commitment_reason = ${input.commitmentLineId === null ? null : input.overCommitmentReason}::text${hold}
          WHERE id = ${id}::bigint
          RETURNING *)`,
    });
    if (!item) throw notFound('Expense'); // deleted by a concurrent request since the check
    return item;
  });
}

/**
 * The expense's cost code and commitment line (issue 42): a chosen code must exist and be active; a bill against a
 * commitment line is checked under the line's lock (checkBillAgainstLine: its project, its payee filled in when
 * none is named, a reason when it goes above the line) and takes the line's code unless another is chosen.
 */
async function expenseCosting(
  tx: Db,
  input: ExpenseInput,
  expenseId?: number,
): Promise<{ input: ExpenseInput; costCodeId: number | null }> {
  let costCodeId: number | null = null;
  if (input.costCode !== null) {
    const [code] = await rows<{ id: number; active: boolean }>(
      tx.execute(sql`SELECT id, active FROM cost_codes WHERE code = ${input.costCode}`),
    );
    if (!code?.active) {
      const message = code ? `Cost code ${input.costCode} is inactive` : `Cost code ${input.costCode} does not exist`;
      throw new AppError('invalid', message, [{ path: 'costCode', message }]);
    }
    costCodeId = code.id;
  }
  if (input.commitmentLineId === null) return { input, costCodeId };
  const bill = await checkBillAgainstLine(tx, {
    commitmentLineId: input.commitmentLineId,
    projectId: input.projectId,
    amount: input.amount,
    supplierId: input.supplierId,
    subcontractorId: input.subcontractorId,
    reason: input.overCommitmentReason,
    expenseId,
  });
  return {
    input: { ...input, supplierId: bill.supplierId, subcontractorId: bill.subcontractorId },
    costCodeId: costCodeId ?? bill.costCodeId,
  };
}

/** Deletes an expense; 404 when missing. */
export async function deleteExpense(db: Db, id: number): Promise<void> {
  await assertStoredRowOpen(db, { table: 'expenses', dateColumn: 'date', id }, null, 'expense');
  const deleted = await rows(db.execute(sql`DELETE FROM expenses WHERE id = ${id}::bigint RETURNING id`));
  if (deleted.length === 0) throw notFound('Expense');
}
