import { type SQL, sql } from 'drizzle-orm';
import type { RevenueMethod } from '../../../domain/accounting-revenue';
import { elapsedPercent, timelineOverrunPercent } from '../../../domain/health';
import { centsFromDb } from '../../../domain/money';
import { type Portfolio, type Projection, portfolio, projectJob } from '../../../domain/projection';
import { plannedDays } from '../../../domain/projects';
import type { Db } from '../../db/client';
import { laborPaySql } from '../../db/rule-fragments';
import { rows } from '../../db/sql-fragments';
import { PROJECT_COSTS } from '../../http/response-cache';
import { getRevenueMethod } from '../accounting/revenue-method';

// The one projection (domain/projection.ts) of a list of projects, read in one statement per list: every screen
// that shows profit, margin, risk or completion takes its figures from here (issue 39 scope 1).

type Source = {
  id: number;
  contract: string;
  cost: string;
  est: string | null;
  billed: string;
  received: string;
  completed: boolean;
  startDate: string;
  endDate: string | null;
  estimatedDays: number | null;
};

/**
 * The projection sources of the projects `where` selects (alias p) as of today: contract value (budget + approved
 * change orders, the kept total), cost to date (the kept totals less costs dated after today: few, read by the
 * (project_id, date) indexes), the estimate in force today, billed to date (completed to date of the latest
 * application sent: drafts and voids never), payments received to date, and whether it is completed.
 */
function sourcesSql(where: SQL, today: string) {
  return sql`SELECT p.id, (p.budget + p.change_order_total)::text AS contract,
      (p.expense_total + p.labor_total
        - coalesce((SELECT sum(x.amount) FROM expenses x WHERE x.project_id = p.id AND x.date > ${today}::date), 0)
        - coalesce((SELECT sum(${laborPaySql}) FROM time_entries t WHERE t.project_id = p.id AND t.date > ${today}::date), 0))::text AS cost,
      (SELECT e.estimated_total_cost FROM project_estimates e WHERE e.project_id = p.id AND e.effective_date <= ${today}::date
        ORDER BY e.effective_date DESC, e.id DESC LIMIT 1)::text AS est,
      coalesce((SELECT i.completed_to_date FROM invoices i WHERE i.project_id = p.id AND i.status NOT IN ('void', 'draft')
        AND i.invoice_date <= ${today}::date ORDER BY i.invoice_date DESC, i.id DESC LIMIT 1), 0)::text AS billed,
      coalesce((SELECT sum(ip.amount) FROM invoice_payments ip WHERE ip.project_id = p.id AND ip.date <= ${today}::date), 0)::text AS received,
      (p.status = 'completed') AS completed, to_char(p.start_date, 'YYYY-MM-DD') AS "startDate",
      to_char(p.end_date, 'YYYY-MM-DD') AS "endDate", p.estimated_days AS "estimatedDays"
    FROM projects p WHERE ${where}`;
}

function project(s: Source, basis: RevenueMethod, today: string): Projection {
  const planned = plannedDays({ estimatedDays: s.estimatedDays, startDate: s.startDate, endDate: s.endDate });
  return projectJob({
    basis,
    contractValue: centsFromDb(s.contract),
    costToDate: centsFromDb(s.cost),
    estimatedTotalCost: s.est === null ? null : centsFromDb(s.est),
    completed: s.completed,
    billedToDate: centsFromDb(s.billed),
    receivedToDate: centsFromDb(s.received),
    timeElapsedPercent: elapsedPercent(s.startDate, planned, today),
    timelineOverrunPercent: timelineOverrunPercent(
      { startDate: s.startDate, endDate: s.endDate, plannedDays: planned, completed: s.completed },
      today,
    ),
  });
}

/** Each selected project's projection by id, on the owner's books basis, in one statement (plus the basis). */
export async function projectionsOf(db: Db, today: string, where: SQL): Promise<{ basis: RevenueMethod; byId: Map<number, Projection> }> {
  const [basis, list] = await Promise.all([getRevenueMethod(db), rows<Source>(db.execute(sourcesSql(where, today)))]);
  return { basis, byId: new Map(list.map((s) => [s.id, project(s, basis, today)])) };
}

/** The active projects' projections summed (weighted averages), for the dashboard and the sidebar. */
export async function activePortfolio(db: Db, today: string): Promise<{ basis: RevenueMethod; portfolio: Portfolio }> {
  const { basis, byId } = await projectionsOf(db, today, sql`p.is_active`);
  return { basis, portfolio: portfolio([...byId.values()]) };
}

/**
 * What a projection reads, for cached answers built on it: projects (contract value, status, dates), their kept
 * cost totals, the dated estimates, the applications sent and the payments received, and the basis (configurations).
 */
export const PROJECTION_TABLES = ['projects', PROJECT_COSTS, 'project_estimates', 'invoices', 'invoice_payments', 'configurations'];
