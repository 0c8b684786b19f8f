import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { todayIso } from '../domain/dates';
import { projectSchema } from '../domain/projects';
import type { Db } from '../server/db/client';
import { dashboardStats } from '../server/features/dashboard/service';
import { listProjects, listProjectsJson } from '../server/features/projects/service';
import { type Timing, timeQuery } from './measure';

/** p99: measured where the target is a p99 (the company job cost's, over 100 runs). */
export type SqlCost = { name: string; timing: Timing; note: string; p99?: number };

/**
 * What a cache miss costs, straight on the database (no HTTP): the two services the endpoints call, the
 * list body exactly as the route builds it on a miss, and, for docs/product/rules.md's comparison, a plain GROUP BY of
 * the expenses of the active projects (what the list would pay without the trigger-kept totals).
 */
export async function measureSqlCosts(db: Db): Promise<SqlCost[]> {
  const activeStart = { active: true, order: 'start' as const };
  const today = todayIso();
  return [
    {
      name: 'listProjects(active=true)',
      note: '150 rows, totals read from projects',
      timing: await timeQuery(() => listProjects(db, activeStart)),
    },
    {
      name: 'project list body on a cache miss',
      note: 'JSON built by the database + zod check, as the route does',
      timing: await timeQuery(async () => z.array(projectSchema).parse(JSON.parse(await listProjectsJson(db, activeStart)))),
    },
    { name: 'dashboardStats', note: 'one aggregate over the active projects', timing: await timeQuery(() => dashboardStats(db, today)) },
    {
      name: 'plain GROUP BY of expenses, 150 active projects',
      note: 'docs/product/rules.md: 37 ms PGlite / 26 ms PostgreSQL',
      timing: await timeQuery(() =>
        db.execute(
          sql`SELECT e.project_id, sum(e.amount) FROM expenses e JOIN projects p ON p.id = e.project_id WHERE p.is_active GROUP BY e.project_id`,
        ),
      ),
    },
  ];
}
