import { sql } from 'drizzle-orm';
import type { ExpenseListItem, ExpenseListQuery } from '../../../domain/expenses';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { expenseColumns, expenseJoins, toExpenseItem, type ExpenseRow } from './expense-select';

/** A bounded page of expenses, newest first, optionally of one project. */
export async function listExpenses(db: Db, q: ExpenseListQuery): Promise<ExpenseListItem[]> {
  const where = q.projectId ? sql`WHERE e.project_id = ${q.projectId}` : sql``;
  const list = await rows<ExpenseRow>(
    db.execute(sql`SELECT ${expenseColumns} FROM expenses e ${expenseJoins} ${where}
      ORDER BY e.date DESC, e.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`),
  );
  return list.map(toExpenseItem);
}
