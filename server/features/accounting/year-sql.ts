import { type SQL, sql } from 'drizzle-orm';
import type { YearProject } from '../../../domain/accounting-overview';
import { centsFromDb } from '../../../domain/money';
import { laborPaySql } from '../../db/rule-fragments';
import { unpricedWorkColumns } from '../projects/project-select';

/** First day of the year and of the next one, as date parameters (rows with from <= date < to belong to the year). */
export function yearBounds(year: number): { from: string; to: string } {
  return { from: `${year}-01-01`, to: `${year + 1}-01-01` };
}

/**
 * Every cost dated in the year as (date, source, amount): expenses under their category and work records as
 * 'work' at their labor pay (docs/product/rules.md: work-record pay is labor).
 */
export function yearCostItemsSql(year: number): SQL {
  const { from, to } = yearBounds(year);
  return costItemsBetweenSql(from, to);
}

/** Every cost dated from <= date < to as (date, source, amount), like yearCostItemsSql. */
export function costItemsBetweenSql(from: string, to: string): SQL {
  return sql`
    SELECT e.date, e.category AS source, e.amount FROM expenses e WHERE e.date >= ${from}::date AND e.date < ${to}::date
    UNION ALL
    SELECT t.date, 'work', ${laborPaySql}
    FROM time_entries t LEFT JOIN employees em ON em.id = t.employee_id
    WHERE t.date >= ${from}::date AND t.date < ${to}::date`;
}

/**
 * Projects whose contract counts as revenue in the year (docs/decisions/046-accounting-revenue-of-a-year.md): started in the year and
 * active or completed (a project on hold earns nothing yet), alias p.
 */
export function revenueProjectsWhereSql(year: number): SQL {
  const { from, to } = yearBounds(year);
  return sql`p.start_date >= ${from}::date AND p.start_date < ${to}::date AND (p.is_active OR p.status = 'completed')`;
}

/** A project of Project Analysis as SQL gives it: money as text, its unpriced work from the kept columns. */
export type YearProjectRow = Omit<YearProject, 'budget' | 'costs'> & { budget: string; costs: string };

/** The SELECT list of a Project Analysis row (alias p): contract value, every cost so far, unpriced work (kept). */
export const yearProjectColumns = sql`p.id, p.name, (p.budget + p.change_order_total)::text AS budget,
  (p.expense_total + p.labor_total)::text AS costs, p.status, ${unpricedWorkColumns}`;

/** YearProjectRow in cents. */
export const yearProjectFromRow = (p: YearProjectRow): YearProject => ({
  ...p,
  budget: centsFromDb(p.budget),
  costs: centsFromDb(p.costs),
});
