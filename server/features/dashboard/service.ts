import { sql } from 'drizzle-orm';
import type { DashboardStats } from '../../../domain/projects';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { profitMarginSql, riskLevelSql, timelineOverrunSql } from '../../db/rule-fragments';
import { rows } from '../../db/sql-fragments';

/**
 * Dashboard stats over active projects in one statement (definitions in docs/decisions.md); the average margin
 * leaves out projects with no costs recorded yet (counted in projectsWithoutCosts); work priced at $0 for want of a
 * rate is counted (unpricedWorkRecords, projectsWithUnpricedWork) so the screen can say the figures are not final;
 * projectsAtRisk counts projects whose health risk is high — budget health under 30 (more than 90 % of the
 * budget spent) or timeline health under 50 (past the end date by more than the planned days), the same
 * rule as domain/health.ts.
 */
export async function dashboardStats(db: Db, today: string): Promise<DashboardStats> {
  const planned = { estimatedDays: sql`p.estimated_days`, startDate: sql`p.start_date`, endDate: sql`p.end_date`, status: sql`p.status` };
  // Prepared (planned once per connection): rebuilt after every cost write of the mixed load (issue 12).
  const [row] = await rows<DashboardStats>(
    executePrepared(
      db,
      sql`
      WITH a AS (
        SELECT (p.budget + p.change_order_total) AS budget, p.budget AS original, p.expense_total + p.labor_total AS spent,
          ${profitMarginSql(sql`(p.budget + p.change_order_total)`, sql`(p.expense_total + p.labor_total)`)} AS margin,
          ${timelineOverrunSql(planned, sql`${today}::date`)} AS overrun_pct, p.unpriced_work_count AS unpriced
        FROM projects p WHERE p.is_active
      )
      SELECT count(*)::int AS "activeProjects",
        coalesce(sum(budget - spent), 0)::float8 AS "totalProfit",
        coalesce(sum(budget - spent) FILTER (WHERE spent > 0), 0)::float8 AS "profitWithCosts",
        coalesce(round(avg(margin) FILTER (WHERE spent > 0), 2), 0)::float8 AS "avgMargin",
        (count(*) FILTER (WHERE spent = 0))::int AS "projectsWithoutCosts",
        coalesce(sum(unpriced), 0)::int AS "unpricedWorkRecords",
        (count(*) FILTER (WHERE unpriced > 0))::int AS "projectsWithUnpricedWork",
        (count(*) FILTER (WHERE ${riskLevelSql(sql`budget`, sql`spent`, sql`overrun_pct`)} = 'high'))::int
          AS "projectsAtRisk",
        coalesce(sum(budget), 0)::float8 AS "totalBudget",
        coalesce(sum(original), 0)::float8 AS "totalOriginalBudget",
        coalesce(sum(spent), 0)::float8 AS "totalExpenses"
      FROM a`,
    ),
  );
  return row;
}
