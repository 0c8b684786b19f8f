import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Recomputes from the detail rows every figure the triggers keep: the work records' rates in force, the projects' cost totals and counts, the expense
 * category totals, the month totals (costs and how the expenses were paid) and the payroll's week lines (after a bulk load with the triggers off, or the
 * restore of a backup from an older schema).
 */
export async function refreshKeptFigures(db: Db): Promise<void> {
  // First the rates each work record keeps (migration 0037), which every labor figure below reads.
  await db.execute(sql`SELECT refresh_work_rates()`);
  await db.execute(sql`SELECT refresh_project_costs(array(SELECT id FROM projects))`);
  await db.execute(sql`SELECT refresh_expense_category_totals()`);
  await db.execute(sql`SELECT refresh_cost_month_totals()`);
  await db.execute(sql`SELECT refresh_expense_payment_month_totals()`);
  await db.execute(sql`SELECT refresh_payroll_week_lines()`);
}
