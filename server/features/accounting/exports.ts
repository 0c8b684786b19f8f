import { sql } from 'drizzle-orm';
import type { ReceiptsQuery } from '../../../domain/accounting';
import { necThreshold, needsNec } from '../../../domain/accounting-1099';
import { ACCOUNTING_CATEGORY_LABELS, accountingCategory, type CostSource } from '../../../domain/accounting-categories';
import { type CsvValue, toCsv } from '../../../domain/csv';
import { addCents, type Cents, centsFromDb, centsToDollars, sumCents } from '../../../domain/money';
import type { Db } from '../../db/client';
import { laborPaySql, laborRateSql } from '../../db/rule-fragments';
import { jsonRows, jsonRowsText, rows } from '../../db/sql-fragments';
import { missingOf, type Payee, yearPayees } from './payees-1099';
import { receiptConditions } from './service';
import { yearBounds } from './year-sql';

/** Exact dollars with two decimals, no symbol and no separator ("1234.50"), from cents. */
export const csvMoney = (c: Cents) => centsToDollars(c).toFixed(2);

/** Sum of a list of exact decimal strings, cents. */
const sumOf = (list: string[]) => sumCents(list.map(centsFromDb));

/** One CSV file of a year: its name, text, rows and the total of its money column (cents). */
export type YearCsv = { fileName: string; text: string; rows: number; total: Cents };

/** Columns of expenses-{year}.csv (docs/csv-exports.md). */
export const EXPENSE_COLUMNS = [
  'Date',
  'Description',
  'Amount',
  'Supplier',
  'Subcontractor',
  'Project',
  'Category',
  'Accounting Category',
  'Payment Method',
  'Receipt Number',
  'Receipt Image',
] as const;

export type ExpenseCsvRow = {
  id: number;
  date: string;
  description: string;
  amount: string;
  supplier: string | null;
  subcontractor: string | null;
  project: string;
  category: CostSource;
  paymentMethod: string | null;
  receiptNumber: string | null;
  fileName: string | null;
};

/** SELECT … FROM of ExpenseCsvRow over expenses e (and the names), for a WHERE and ORDER BY to follow. */
export const expenseCsvSelectSql = sql`SELECT e.id, e.date::text AS date, e.description, e.amount::text AS amount, s.name AS supplier,
        sc.name AS subcontractor, p.name AS project, e.category, e.payment_method AS "paymentMethod",
        e.receipt_number AS "receiptNumber", r.file_name AS "fileName"
      FROM expenses e JOIN projects p ON p.id = e.project_id
        LEFT JOIN suppliers s ON s.id = e.supplier_id LEFT JOIN subcontractors sc ON sc.id = e.subcontractor_id
        LEFT JOIN receipts r ON r.id = e.receipt_id`;

/** The year's expenses (oldest first), optionally filtered like Receipt Management, in one statement. */
export async function expenseExportRows(db: Db, year: number, q: Pick<ReceiptsQuery, 'search' | 'category'> = { search: undefined }) {
  return jsonRows<ExpenseCsvRow>(db, sql`${expenseCsvSelectSql} WHERE ${receiptConditions(year, q)}`, sql`x.date, x.id`);
}

/** The year's expenses as expenseExportRows reads them, still as the JSON text of an ExpenseCsvRow array. */
export async function expenseExportJson(db: Db, year: number): Promise<string> {
  return jsonRowsText(db, sql`${expenseCsvSelectSql} WHERE ${receiptConditions(year, { search: undefined })}`, sql`x.date, x.id`);
}

/** The text of an expenses CSV (EXPENSE_COLUMNS) of rows in the order given. */
export function expenseCsvText(list: readonly ExpenseCsvRow[]): string {
  return toCsv(
    EXPENSE_COLUMNS,
    list.map((e) => [
      e.date,
      e.description,
      e.amount,
      e.supplier,
      e.subcontractor,
      e.project,
      e.category,
      ACCOUNTING_CATEGORY_LABELS[accountingCategory(e.category)],
      e.paymentMethod,
      e.receiptNumber,
      e.fileName ? `/uploads/receipts/${e.fileName}` : null,
    ]),
  );
}

/** expenses-{year}.csv, optionally filtered like Receipt Management. */
export async function expensesCsv(
  db: Db,
  year: number,
  q?: Pick<ReceiptsQuery, 'search' | 'category'>,
  rowsRead?: ExpenseCsvRow[],
): Promise<YearCsv> {
  const list = rowsRead ?? (await expenseExportRows(db, year, q));
  const text = expenseCsvText(list);
  return { fileName: `expenses-${year}.csv`, text, rows: list.length, total: sumOf(list.map((e) => e.amount)) };
}

/** Columns of work-records-{year}.csv (docs/csv-exports.md). */
export const WORK_RECORD_COLUMNS = [
  'Date',
  'Description',
  'Amount',
  'Worker',
  'Worker Type',
  'Project',
  'Entry Type',
  'Days',
  'Hours',
  'Rate',
] as const;

type WorkRecordCsvRow = {
  id: number;
  date: string;
  description: string | null;
  amount: string;
  worker: string | null;
  workerType: string;
  project: string;
  entryType: string;
  days: string | null;
  hours: string | null;
  rate: string | null;
};

/** work-records-{year}.csv: every work record of the year at its labor pay (what the overview counts as labor). */
export async function workRecordsCsv(db: Db, year: number): Promise<YearCsv> {
  const { from, to } = yearBounds(year);
  const list = await jsonRows<WorkRecordCsvRow>(
    db,
    sql`SELECT t.id, t.date::text AS date, t.description, (${laborPaySql})::numeric(14, 2)::text AS amount,
        coalesce(em.name, sc.name) AS worker, CASE WHEN t.employee_id IS NOT NULL THEN 'employee' ELSE 'subcontractor' END AS "workerType",
        p.name AS project, t.entry_type AS "entryType",
        CASE WHEN t.entry_type = 'hours' THEN NULL ELSE t.days::text END AS days,
        CASE WHEN t.entry_type = 'hours' THEN t.hours::numeric(8, 2)::text END AS hours,
        (${laborRateSql})::numeric(10, 2)::text AS rate
      FROM time_entries t JOIN projects p ON p.id = t.project_id
        LEFT JOIN employees em ON em.id = t.employee_id LEFT JOIN subcontractors sc ON sc.id = t.subcontractor_id
      WHERE t.date >= ${from}::date AND t.date < ${to}::date`,
    sql`x.date, x.id`,
  );
  const text = toCsv(
    WORK_RECORD_COLUMNS,
    list.map((w) => [w.date, w.description ?? '', w.amount, w.worker, w.workerType, w.project, w.entryType, w.days, w.hours, w.rate]),
  );
  return { fileName: `work-records-${year}.csv`, text, rows: list.length, total: sumOf(list.map((w) => w.amount)) };
}

/** Columns of payroll-payments-{year}.csv (docs/csv-exports.md). */
export const PAYROLL_PAYMENT_COLUMNS = [
  'Date',
  'Description',
  'Amount',
  'Employee',
  'Payment Type',
  'Payment Method',
  'Status',
  'Week Start',
  'Week End',
  'Project',
  'Check Number',
  'Transaction ID',
] as const;

type PaymentCsvRow = {
  date: string;
  amount: string;
  employee: string;
  paymentType: string;
  paymentMethod: string;
  status: string;
  weekStart: string | null;
  weekEnd: string | null;
  project: string | null;
  checkNumber: string | null;
  transactionId: string | null;
  notes: string | null;
};

/** payroll-payments-{year}.csv: payments to employees dated in the year (any status; the total counts every row). */
export async function payrollPaymentsCsv(db: Db, year: number): Promise<YearCsv & { completed: Cents }> {
  const { from, to } = yearBounds(year);
  const list = await rows<PaymentCsvRow>(
    db.execute(sql`SELECT x.payment_date::text AS date, x.amount::text AS amount, em.name AS employee,
        x.payment_type AS "paymentType", x.payment_method AS "paymentMethod", x.status, x.week_start_date::text AS "weekStart",
        x.week_end_date::text AS "weekEnd", p.name AS project, x.check_number AS "checkNumber",
        x.cashapp_transaction_id AS "transactionId", x.notes
      FROM payments x JOIN employees em ON em.id = x.employee_id LEFT JOIN projects p ON p.id = x.project_id
      WHERE x.payment_date >= ${from}::date AND x.payment_date < ${to}::date
      ORDER BY x.payment_date, x.id`),
  );
  const description = (x: PaymentCsvRow) =>
    x.paymentType === 'payroll' && x.weekStart ? `Payroll ${x.employee}, week of ${x.weekStart}` : `Payment to ${x.employee}`;
  const text = toCsv(
    PAYROLL_PAYMENT_COLUMNS,
    list.map((x) => [
      x.date,
      x.notes ? `${description(x)}: ${x.notes}` : description(x),
      x.amount,
      x.employee,
      x.paymentType,
      x.paymentMethod,
      x.status,
      x.weekStart,
      x.weekEnd,
      x.project,
      x.checkNumber,
      x.transactionId,
    ]),
  );
  return {
    fileName: `payroll-payments-${year}.csv`,
    text,
    rows: list.length,
    total: sumOf(list.map((x) => x.amount)),
    completed: sumOf(list.filter((x) => x.status === 'completed').map((x) => x.amount)),
  };
}

/** Columns of 1099-payees-{year}.csv (docs/csv-exports.md). */
export const PAYEE_COLUMNS = [
  'Payee Type',
  'Name',
  'Company',
  'TIN',
  'W-9 On File',
  'Amount',
  'Card Or App Amount',
  'Total Paid',
  'Threshold',
  '1099-NEC Required',
  'Missing',
] as const;

/** 1099-payees-{year}.csv: every non-employee payee paid in the year, TIN in full (for filing software). */
export async function payees1099Csv(db: Db, year: number, payees?: Payee[]): Promise<YearCsv & { nec: Cents; cardOrApp: Cents }> {
  const list = payees ?? (await yearPayees(db, year));
  const threshold = csvMoney(necThreshold(year));
  const row = (p: Payee): CsvValue[] => [
    p.kind,
    p.name,
    p.company,
    p.tin,
    p.w9OnFile ? 'yes' : 'no',
    csvMoney(p.nec),
    csvMoney(p.cardOrApp),
    csvMoney(addCents(p.nec, p.cardOrApp)),
    threshold,
    needsNec(p, year) ? 'yes' : 'no',
    missingOf(p, year).join(' and '),
  ];
  return {
    fileName: `1099-payees-${year}.csv`,
    text: toCsv(PAYEE_COLUMNS, list.map(row)),
    rows: list.length,
    total: sumCents(list.map((p) => addCents(p.nec, p.cardOrApp))),
    nec: sumCents(list.map((p) => p.nec)),
    cardOrApp: sumCents(list.map((p) => p.cardOrApp)),
  };
}
