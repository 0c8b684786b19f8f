import { sql } from 'drizzle-orm';
import type { ReceiptsQuery } from '../../../domain/accounting';
import { ACCOUNTING_CATEGORY_LABELS, accountingCategory, type CostSource } from '../../../domain/accounting-categories';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { toCsv } from './csv';
import { receiptConditions } from './service';

/** Columns of expenses-{year}.csv (docs/exports.md). */
export const EXPENSE_COLUMNS = [
  'Date',
  'Description',
  'Supplier',
  'Project',
  'Category',
  'Accounting Category',
  'Amount',
  'Receipt Number',
  'Receipt Image',
] as const;

type ExpenseCsvRow = {
  date: string;
  description: string;
  supplier: string | null;
  project: string;
  category: CostSource;
  amount: string;
  receiptNumber: string | null;
  fileName: string | null;
};

/** The year's expenses (oldest first), optionally filtered like Receipt Management, in one statement. */
export async function expenseExportRows(db: Db, year: number, q: Pick<ReceiptsQuery, 'search' | 'category'> = { search: undefined }) {
  return rows<ExpenseCsvRow>(
    db.execute(sql`SELECT e.date::text AS date, e.description, s.name AS supplier, p.name AS project, e.category,
        e.amount::text AS amount, e.receipt_number AS "receiptNumber", r.file_name AS "fileName"
      FROM expenses e JOIN projects p ON p.id = e.project_id
        LEFT JOIN suppliers s ON s.id = e.supplier_id LEFT JOIN receipts r ON r.id = e.receipt_id
      WHERE ${receiptConditions(year, q)}
      ORDER BY e.date, e.id`),
  );
}

/** expenses CSV text of a year. */
export async function expensesCsv(db: Db, year: number, q?: Pick<ReceiptsQuery, 'search' | 'category'>): Promise<string> {
  const list = await expenseExportRows(db, year, q);
  return toCsv(
    EXPENSE_COLUMNS,
    list.map((e) => [
      e.date,
      e.description,
      e.supplier,
      e.project,
      e.category,
      ACCOUNTING_CATEGORY_LABELS[accountingCategory(e.category)],
      e.amount,
      e.receiptNumber,
      e.fileName ? `/uploads/receipts/${e.fileName}` : null,
    ]),
  );
}
