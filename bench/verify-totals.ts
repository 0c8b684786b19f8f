import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { rows } from '../server/db/sql-fragments';

export type TotalsCheck = {
  projects: number;
  mismatches: number;
  storedExpenses: string;
  recomputedExpenses: string;
  storedLabor: string;
  recomputedLabor: string;
};

/**
 * Compares the trigger-kept projects.expense_total / labor_total with a fresh recomputation from the detail
 * rows (sum of expenses; sum of labor_pay over work records). Money stays numeric and is returned as text.
 */
export async function checkProjectTotals(db: Db): Promise<TotalsCheck> {
  const [row] = await rows<TotalsCheck>(
    db.execute(sql`
      WITH e AS (SELECT project_id, sum(amount) AS total FROM expenses GROUP BY project_id),
      l AS (
        SELECT t.project_id, sum(labor_pay(t.entry_type, t.days, t.hours, t.custom_pay, em.daily_rate, em.hourly_rate)) AS total
        FROM time_entries t LEFT JOIN employees em ON em.id = t.employee_id GROUP BY t.project_id
      )
      SELECT count(*)::int AS projects,
        (count(*) FILTER (WHERE p.expense_total <> coalesce(e.total, 0) OR p.labor_total <> coalesce(l.total, 0)))::int AS mismatches,
        sum(p.expense_total)::text AS "storedExpenses", coalesce(sum(e.total), 0)::text AS "recomputedExpenses",
        sum(p.labor_total)::text AS "storedLabor", coalesce(sum(l.total), 0)::text AS "recomputedLabor"
      FROM projects p LEFT JOIN e ON e.project_id = p.id LEFT JOIN l ON l.project_id = p.id`),
  );
  return row;
}

/** Row counts of the generated tables. */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const [row] = await rows<Record<string, number>>(
    db.execute(sql`
      SELECT (SELECT count(*) FROM projects)::int AS projects,
        (SELECT count(*) FROM projects WHERE is_active)::int AS "active projects",
        (SELECT count(*) FROM employees)::int AS employees,
        (SELECT count(*) FROM suppliers)::int AS suppliers,
        (SELECT count(*) FROM subcontractors)::int AS subcontractors,
        (SELECT count(*) FROM project_employees)::int AS "project_employees",
        (SELECT count(*) FROM expenses)::int AS expenses,
        (SELECT count(*) FROM time_entries)::int AS "time_entries",
        (SELECT count(*) FROM project_cost_codes)::int AS "project_cost_codes",
        (SELECT count(*) FROM commitments)::int AS commitments,
        (SELECT count(*) FROM commitment_lines)::int AS "commitment_lines",
        (SELECT count(*) FROM expenses WHERE commitment_line_id IS NOT NULL)::int AS "expenses on a commitment line",
        (SELECT count(*) FROM expenses WHERE cost_code_id IS NOT NULL)::int AS "expenses coded",
        (SELECT count(*) FROM time_entries WHERE cost_code_id IS NOT NULL)::int AS "time_entries coded",
        (SELECT count(*) FROM employee_burden)::int AS "employee_burden",
        (SELECT min(date)::text FROM expenses) AS "first expense",
        (SELECT max(date)::text FROM expenses) AS "last expense"`),
  );
  return row;
}
