import { sql } from 'drizzle-orm';
import { portfolioAnswer } from '../../../domain/projection-schema';
import type { DashboardStats } from '../../../domain/projects';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { profitMarginSql } from '../../db/rule-fragments';
import { rows } from '../../db/sql-fragments';
import { activePortfolio } from '../projection/service';

/**
 * Dashboard stats over active projects in one statement (definitions in docs/decisions/); the average margin
 * leaves out projects with no costs recorded yet (counted in projectsWithoutCosts); work priced at $0 for want of a
 * rate is counted (unpricedWorkRecords, projectsWithUnpricedWork) so the screen can say the figures are not final;
 * projectsAtRisk counts projects whose risk is high in the one projection (domain/projection.ts, the same risk
 * Health shows): projected at a loss (or, without an estimate, more than 90 % of the contract spent), or past the
 * end date by more than the planned days. `projection` is the active projects' projection summed.
 */
export async function dashboardStats(db: Db, today: string): Promise<DashboardStats> {
  const [row, { basis, portfolio }] = await Promise.all([specStats(db), activePortfolio(db, today)]);
  return { ...row, projectsAtRisk: portfolio.atRisk, projection: portfolioAnswer(basis, portfolio) };
}

/** The spec's figures in one statement. */
async function specStats(db: Db): Promise<Omit<DashboardStats, 'projection'>> {
  // Prepared (planned once per connection): rebuilt after every cost write of the mixed load (issue 12).
  const [row] = await rows<Omit<DashboardStats, 'projection'>>(
    executePrepared(
      db,
      sql`
      WITH a AS (
        SELECT (p.budget + p.change_order_total) AS budget, p.budget AS original, p.expense_total + p.labor_total AS spent,
          ${profitMarginSql(sql`(p.budget + p.change_order_total)`, sql`(p.expense_total + p.labor_total)`)} AS margin,
          p.unpriced_work_count AS unpriced
        FROM projects p WHERE p.is_active
      )
      SELECT count(*)::int AS "activeProjects",
        coalesce(sum(budget - spent), 0)::float8 AS "totalProfit",
        coalesce(sum(budget - spent) FILTER (WHERE spent > 0), 0)::float8 AS "profitWithCosts",
        coalesce(round(avg(margin) FILTER (WHERE spent > 0), 2), 0)::float8 AS "avgMargin",
        (count(*) FILTER (WHERE spent = 0))::int AS "projectsWithoutCosts",
        coalesce(sum(unpriced), 0)::int AS "unpricedWorkRecords",
        (count(*) FILTER (WHERE unpriced > 0))::int AS "projectsWithUnpricedWork",
        0 AS "projectsAtRisk",
        coalesce(sum(budget), 0)::float8 AS "totalBudget",
        coalesce(sum(original), 0)::float8 AS "totalOriginalBudget",
        coalesce(sum(spent), 0)::float8 AS "totalExpenses"
      FROM a`,
    ),
  );
  return row;
}
