import { sql } from 'drizzle-orm';
import type { DashboardStats } from '../../../domain/projects';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';

/**
 * Dashboard stats over active projects in one statement (definitions in docs/decisions.md):
 * projectsAtRisk counts projects whose health risk is high — budget health under 30 (more than 90 % of the
 * budget spent) or timeline health under 50 (past the end date by more than the planned days), the same
 * rule as domain/health.ts.
 */
export async function dashboardStats(db: Db, today: string): Promise<DashboardStats> {
  const [row] = await rows<DashboardStats>(
    db.execute(sql`
      WITH a AS (
        SELECT p.budget, p.expense_total + p.labor_total AS spent,
          CASE WHEN p.budget = 0 THEN 0
               ELSE round((p.budget - p.expense_total - p.labor_total) / p.budget * 100, 2) END AS margin,
          CASE WHEN p.end_date IS NULL OR ${today}::date <= p.end_date THEN 0
               ELSE (${today}::date - p.end_date)::numeric * 100
                    / greatest(1, coalesce(nullif(p.estimated_days, 0), p.end_date - p.start_date + 1)) END AS overrun_pct
        FROM projects p WHERE p.is_active
      )
      SELECT count(*)::int AS "activeProjects",
        coalesce(sum(budget - spent), 0)::float8 AS "totalProfit",
        coalesce(round(avg(margin), 2), 0)::float8 AS "avgMargin",
        (count(*) FILTER (WHERE (budget > 0 AND spent * 100 > budget * 90) OR (budget <= 0 AND spent > 0) OR overrun_pct > 100))::int
          AS "projectsAtRisk",
        coalesce(sum(budget), 0)::float8 AS "totalBudget",
        coalesce(sum(spent), 0)::float8 AS "totalExpenses"
      FROM a`),
  );
  return row;
}
