import { type SQL, sql } from 'drizzle-orm';
import { CATEGORY_MAP } from '../../../domain/accounting-categories';
import { addDays } from '../../../domain/dates';
import {
  EMPLOYEE_METHOD_ACCOUNT,
  EXPENSE_METHOD_ACCOUNT,
  RECEIVED_METHOD_ACCOUNT,
  UNRECORDED_METHOD_ACCOUNT,
} from '../../../domain/ledger/accounts';
import { laborPaySql } from '../../db/rule-fragments';

/** A text literal of a constant of the code (never user input). */
const lit = (s: string) => sql.raw(`'${s.replace(/'/g, "''")}'`);

/** CASE col WHEN 'a' THEN 'x' … ELSE fallback END over a mapping of the code. */
function mapCase(col: SQL, map: Record<string, string>, fallback: string): SQL {
  const whens = Object.entries(map).map(([k, v]) => sql`WHEN ${lit(k)} THEN ${lit(v)}`);
  return sql`(CASE ${col} ${sql.join(whens, sql` `)} ELSE ${lit(fallback)} END)`;
}

const carriedReason = (week: SQL) => sql`('Carried over: advances above the pay of the week of ' || ${week}::text)`;

/**
 * Every journal line derived from the source rows dated in [from, to] (both included), one statement
 * (docs/decisions/080-general-ledger-issue-41-scope-1-4.md): entry_no, date, kind, source_id, account (a role of domain/ledger/accounts),
 * amount (numeric, debit +, credit −), project_id, project, name, memo, link (the source document's screen). The month-end basis adjustment is not here (it needs the
 * earned formula, service.ts adds it). Each source gives lines that sum to zero:
 * - expense EXP-id: its cost account (category) against how it was paid;
 * - work record WRK-id: labor against wages payable, the pay at the rate in force (laborPaySql);
 * - payroll payment PAY-id: wages payable (paid + advances recovered) against how it was paid and employee advances
 *   (the week's deducted advances less any carried over to the next week, which stays an advance); other payments to
 *   an employee (not payroll) are an expense; backup withholding (issue 41 scope 6) adds its line to this entry;
 * - advance ADV-id: employee advances against how it was paid (a carried-over remainder is no new money: no entry);
 * - pay application / invoice INV-id, sent (drafts and voids never): contract billings credited with the work it
 *   bills (its completed to date less the previous one's, as the billed basis counts it), A/R debited with its amount
 *   due and retainage receivable with the rest (the retainage it holds back; a release moves it back to A/R);
 * - payment received RCV-id: where it was deposited against A/R.
 */
type Range = (col: SQL) => SQL;
/** The columns of a lines statement, named (a UNION takes its names from its first branch). */
const LINE_COLUMNS = sql.raw('(entry_no, date, kind, source_id, account, amount, project_id, project, name, memo, link)');
const rangeOf =
  (from: string | null, to: string): Range =>
  (col) =>
    from === null ? sql`${col} <= ${to}::date` : sql`${col} BETWEEN ${from}::date AND ${to}::date`;

/** Expense lines: cost (category) against how it was paid, less the backup withholding kept, which is owed to the IRS. */
function expenseLinesSql(inRange: Range): SQL {
  const costAccount = mapCase(sql`e.category`, CATEGORY_MAP, 'other');
  const paidFrom = mapCase(sql`e.payment_method`, EXPENSE_METHOD_ACCOUNT, UNRECORDED_METHOD_ACCOUNT);
  return sql`
    SELECT 'EXP-' || e.id AS entry_no, e.date, 'expense' AS kind, e.id AS source_id, x.account, x.amount,
      e.project_id, pr.name AS project, coalesce(s.name, sc.name, em.name) AS name, e.description AS memo, '/projects/' || e.project_id AS link
    FROM expenses e JOIN projects pr ON pr.id = e.project_id
      LEFT JOIN suppliers s ON s.id = e.supplier_id LEFT JOIN subcontractors sc ON sc.id = e.subcontractor_id
      LEFT JOIN employees em ON em.id = e.employee_id
      CROSS JOIN LATERAL (VALUES (${costAccount}, e.amount), (${paidFrom}, e.backup_withholding_cents / 100.0 - e.amount),
        ('backup_withholding', -e.backup_withholding_cents / 100.0)) x(account, amount)
    WHERE ${inRange(sql`e.date`)}`;
}

/** Work-record lines: labor against wages payable, the pay at the rate in force (an employee's work only). */
function workLinesSql(inRange: Range): SQL {
  return sql`
    SELECT 'WRK-' || t.id, t.date, 'work', t.id, x.account, x.amount, t.project_id, pr.name, em.name,
      'Work of ' || em.name, '/projects/' || t.project_id
    FROM time_entries t JOIN employees em ON em.id = t.employee_id JOIN projects pr ON pr.id = t.project_id
      CROSS JOIN LATERAL (SELECT ${laborPaySql} AS pay) w
      CROSS JOIN LATERAL (VALUES ('labor', w.pay), ('wages_payable', -w.pay)) x(account, amount)
    WHERE ${inRange(sql`t.date`)}`;
}

/** The lines of the other sources (payroll payments, advances, pay applications, payments received): few rows. */
function otherLinesSql(inRange: Range, to: string): SQL {
  const employeeFrom = (col: SQL) => mapCase(col, EMPLOYEE_METHOD_ACCOUNT, 'bank');
  const depositTo = mapCase(sql`r.method`, RECEIVED_METHOD_ACCOUNT, 'bank');
  const recovered = sql`(coalesce((SELECT sum(a.amount) FROM payroll_advances a WHERE a.employee_id = p.employee_id
      AND a.status = 'deducted' AND a.week_start_date = p.week_start_date), 0)
    - coalesce((SELECT sum(c.amount) FROM payroll_advances c WHERE c.employee_id = p.employee_id
      AND c.reason = ${carriedReason(sql`p.week_start_date`)} AND c.advance_date = p.week_start_date + 7), 0))`;
  return sql`
    SELECT 'PAY-' || p.id, p.payment_date, 'payroll', p.id, x.account, x.amount, NULL::int, NULL, em.name,
      CASE WHEN p.payment_type = 'payroll' THEN 'Payroll, week of ' || coalesce(p.week_start_date::text, '?') ELSE 'Payment to ' || em.name END,
      CASE WHEN p.week_start_date IS NOT NULL THEN '/api/payroll/paystub.pdf?week=' || p.week_start_date::text || '&employeeId=' || p.employee_id END
    FROM payments p JOIN employees em ON em.id = p.employee_id
      CROSS JOIN LATERAL (SELECT CASE WHEN p.payment_type = 'payroll' AND p.week_start_date IS NOT NULL THEN ${recovered} ELSE 0 END AS adv) r
      CROSS JOIN LATERAL (VALUES
        (CASE WHEN p.payment_type = 'payroll' THEN 'wages_payable' ELSE 'other_employee_payments' END, p.amount + r.adv),
        (${employeeFrom(sql`p.payment_method`)}, -p.amount),
        ('employee_advances', -r.adv)
      ) x(account, amount)
    WHERE ${inRange(sql`p.payment_date`)}
    UNION ALL
    SELECT 'ADV-' || a.id, a.advance_date, 'advance', a.id, x.account, x.amount, a.project_id, pr.name, em.name,
      'Advance to ' || em.name, '/payroll'
    FROM payroll_advances a JOIN employees em ON em.id = a.employee_id LEFT JOIN projects pr ON pr.id = a.project_id
      CROSS JOIN LATERAL (VALUES ('employee_advances', a.amount), (${employeeFrom(sql`a.payment_method`)}, -a.amount)) x(account, amount)
    WHERE ${inRange(sql`a.advance_date`)} AND a.status <> 'cancelled'
      AND (a.reason IS NULL OR a.reason NOT LIKE 'Carried over: advances above the pay of the week of %')
    UNION ALL
    SELECT 'INV-' || b.id, b.invoice_date, 'invoice', b.id, x.account, x.amount, b.project_id, pr.name,
      coalesce(pb.client_name, pr.name), 'Pay application #' || b.number, '/api/invoices/' || b.id || '/pdf'
    FROM (SELECT i.id, i.number, i.project_id, i.invoice_date, i.amount_due,
        i.completed_to_date - coalesce(lag(i.completed_to_date) OVER (PARTITION BY i.project_id ORDER BY i.invoice_date, i.id), 0) AS billed
      FROM invoices i WHERE i.status NOT IN ('void', 'draft') AND i.invoice_date <= ${to}::date) b
      JOIN projects pr ON pr.id = b.project_id LEFT JOIN project_billing pb ON pb.project_id = b.project_id
      CROSS JOIN LATERAL (VALUES ('ar', b.amount_due), ('retainage_receivable', b.billed - b.amount_due),
        ('contract_billings', -b.billed)) x(account, amount)
    WHERE ${inRange(sql`b.invoice_date`)}
    UNION ALL
    SELECT 'RCV-' || r.id, r.date, 'received', r.id, x.account, x.amount, r.project_id, pr.name,
      coalesce(pb.client_name, pr.name), 'Payment received' || coalesce(' ' || r.reference, ''), '/api/invoices/' || r.invoice_id || '/pdf'
    FROM invoice_payments r JOIN projects pr ON pr.id = r.project_id LEFT JOIN project_billing pb ON pb.project_id = r.project_id
      CROSS JOIN LATERAL (VALUES (${depositTo}, r.amount), ('ar', -r.amount)) x(account, amount)
    WHERE ${inRange(sql`r.date`)}`;
}

/**
 * Every journal line derived from the source rows dated in [from, to] (both included), one statement
 * (docs/decisions/080-general-ledger-issue-41-scope-1-4.md): entry_no, date, kind, source_id, account (a role of domain/ledger/accounts),
 * amount (numeric, debit +, credit −), project_id, project, name, memo, link (the source document's screen). The month-end basis
 * adjustment is not here (it needs the earned formula, service.ts adds it). Each source gives lines that sum to zero:
 * - expense EXP-id: its cost account (category) against how it was paid; the backup withholding kept from a payment
 *   (issue 41 scope 6, expenses.backup_withholding_cents) is credited to backup withholding payable instead, and the
 *   money that left is the amount less it;
 * - work record WRK-id: labor against wages payable, the pay at the rate in force (laborPaySql);
 * - payroll payment PAY-id: wages payable (paid + advances recovered) against how it was paid and employee advances
 *   (the week's deducted advances less any carried over to the next week, which stays an advance); other payments to
 *   an employee (not payroll) are an expense;
 * - advance ADV-id: employee advances against how it was paid (a carried-over remainder is no new money: no entry);
 * - pay application / invoice INV-id, sent (drafts and voids never): contract billings credited with the work it
 *   bills (its completed to date less the previous one's, as the billed basis counts it), A/R debited with its amount
 *   due and retainage receivable with the rest (the retainage it holds back; a release moves it back to A/R);
 * - payment received RCV-id: where it was deposited against A/R.
 */
export function ledgerLinesSql(from: string | null, to: string): SQL {
  const inRange = rangeOf(from, to);
  return sql`${expenseLinesSql(inRange)} UNION ALL ${workLinesSql(inRange)} UNION ALL ${otherLinesSql(inRange, to)}`;
}

/** The months (first days) a period starts or ends inside of: their days come from the detail rows, not the month totals. */
function partialMonths(from: string | null, to: string): string[] {
  const out = new Set<string>();
  if (from !== null && !from.endsWith('-01')) out.add(`${from.slice(0, 7)}-01`);
  if (addDays(to, 1).slice(8) !== '01') out.add(`${to.slice(0, 7)}-01`);
  return [...out];
}

/**
 * The trial balance's sums per account, before `from` and in [from, to] (from null: everything up to `to` is in the
 * period), in one statement that reads the expenses and work records of whole months from their kept month totals
 * (cost_month_totals for the cost and labor side, expense_payment_month_totals for how the expenses were paid and
 * the withholding kept) and only the days of a month the period starts or ends inside of from the detail rows, so
 * its cost follows the months and projects, not every cost ever entered. The subcontractors' work records are in
 * cost_month_totals' 'work' but not in the ledger's work lines (only an employee's work is wages payable): they are
 * taken out again. The other sources are read line by line (ledgerLinesSql's). Equal to grouping ledgerLinesSql
 * (the ledger tests compare both with hledger's balances).
 */
export function trialBalanceSumsSql(from: string | null, to: string): SQL {
  const partial = partialMonths(from, to);
  const month = (col: SQL) => sql`date_trunc('month', ${col})::date`;
  const notPartial = (col: SQL) =>
    partial.length === 0
      ? sql`true`
      : sql`${month(col)} NOT IN (${sql.join(
          partial.map((m) => sql`${m}::date`),
          sql`, `,
        )})`;
  const inPartial = (col: SQL) =>
    partial.length === 0
      ? sql`false`
      : sql`${month(col)} IN (${sql.join(
          partial.map((m) => sql`${m}::date`),
          sql`, `,
        )}) AND ${col} <= ${to}::date`;
  const wholeMonth = (col: SQL) => sql`${col} <= date_trunc('month', ${to}::date)::date AND ${notPartial(col)}`;
  const costAccount = mapCase(sql`c.source`, CATEGORY_MAP, 'other');
  const paidFrom = mapCase(sql`nullif(m.payment_method, '')`, EXPENSE_METHOD_ACCOUNT, UNRECORDED_METHOD_ACCOUNT);
  const split =
    from === null
      ? sql`0::numeric AS before, sum(amount) AS period`
      : sql`coalesce(sum(amount) FILTER (WHERE d < ${from}::date), 0) AS before, coalesce(sum(amount) FILTER (WHERE d >= ${from}::date), 0) AS period`;
  // The kept months are summed per source (or payment method) and side of `from` first, then mapped to accounts:
  // a few dozen rows reach the CASE, not every project's months. `d` stands for the side: the day before `from` or `from`.
  const side = (col: SQL) => (from === null ? sql`false` : sql`${col} < ${from}::date`);
  const dayOf = (b: SQL) => (from === null ? sql`${to}::date` : sql`CASE WHEN ${b} THEN ${from}::date - 1 ELSE ${from}::date END`);
  return sql`
    WITH c AS (
      SELECT source, ${side(sql`month`)} AS b, sum(amount) AS amount FROM cost_month_totals WHERE ${wholeMonth(sql`month`)} GROUP BY 1, 2),
    m AS (
      SELECT payment_method, ${side(sql`month`)} AS b, sum(amount) AS amount, sum(withheld_cents) / 100.0 AS withheld
      FROM expense_payment_month_totals WHERE ${wholeMonth(sql`month`)} GROUP BY 1, 2)
    SELECT account, ${split} FROM (
      SELECT ${dayOf(sql`c.b`)} AS d, ${costAccount} AS account, c.amount FROM c
      UNION ALL SELECT ${dayOf(sql`c.b`)}, 'wages_payable', -c.amount FROM c WHERE c.source = 'work'
      UNION ALL SELECT ${dayOf(sql`m.b`)}, ${paidFrom}, m.withheld - m.amount FROM m
      UNION ALL SELECT ${dayOf(sql`m.b`)}, 'backup_withholding', -m.withheld FROM m WHERE m.withheld <> 0
      UNION ALL SELECT t.date, x.account, x.amount FROM time_entries t CROSS JOIN LATERAL (SELECT ${laborPaySql} AS pay) w
        CROSS JOIN LATERAL (VALUES ('labor', -w.pay), ('wages_payable', w.pay)) x(account, amount)
        WHERE t.employee_id IS NULL AND t.date <= ${to}::date AND ${notPartial(sql`t.date`)}
      UNION ALL SELECT date, account, amount FROM (${expenseLinesSql(inPartial)}) pe${LINE_COLUMNS}
      UNION ALL SELECT date, account, amount FROM (${workLinesSql(inPartial)}) pw${LINE_COLUMNS}
      UNION ALL SELECT date, account, amount FROM (${otherLinesSql(rangeOf(null, to), to)}) po${LINE_COLUMNS}
    ) l GROUP BY account`;
}
