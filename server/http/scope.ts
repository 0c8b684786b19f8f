import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/sql-fragments';
import type { Actor } from '../features/auth/service';
import { AppError } from './errors';

/**
 * What a foreman may reach (issue 16): the projects assigned to the employee their user is linked to
 * (users.employee_id → project_employees), and the work records, photos, receipts and expenses of those
 * projects. Owner and office reach every project. Lists are filtered in SQL with projectScopeSql; a single
 * item or a write outside the scope is refused with 403 by the assert functions.
 */
export const NOT_YOUR_PROJECT = 'This project is not assigned to you';
export const FOREMAN_NO_LABOR = 'Labor costs are not available to the Foreman role';

/** Whether the actor reaches every project (owner and office). A signed-out request never gets this far. */
export function seesAllProjects(actor: Actor | null): boolean {
  return actor?.role === 'owner' || actor?.role === 'office';
}

export const isForeman = (actor: Actor | null) => !seesAllProjects(actor);

/** The employee whose team assignments give a foreman their projects; 0 (no one) for a foreman not linked. */
const employeeOf = (actor: Actor | null) => actor?.employeeId ?? 0;

/** SQL condition: the project id expression is one the actor may reach (always true for owner and office). */
export function projectScopeSql(actor: Actor | null, projectId: SQL): SQL {
  if (seesAllProjects(actor)) return sql`true`;
  return sql`${projectId} IN (SELECT pe.project_id FROM project_employees pe WHERE pe.employee_id = ${employeeOf(actor)})`;
}

/** The expenses a foreman sees: those of their projects, without labor (the pay of the crew). */
export function expenseScopeSql(actor: Actor | null, alias: SQL): SQL {
  if (seesAllProjects(actor)) return sql`true`;
  return sql`${projectScopeSql(actor, sql`${alias}.project_id`)} AND ${alias}.category <> 'labor'`;
}

/** 403 when the actor may not reach the project (an unknown project too: a foreman learns nothing from the id). */
export async function assertProjectInScope(db: Db, actor: Actor | null, projectId: number): Promise<void> {
  if (seesAllProjects(actor)) return;
  const found = await rows(
    db.execute(sql`SELECT 1 FROM project_employees WHERE project_id = ${projectId}::bigint AND employee_id = ${employeeOf(actor)}`),
  );
  if (found.length === 0) throw new AppError('forbidden', NOT_YOUR_PROJECT);
}

type ScopedTable = 'time_entries' | 'expenses' | 'project_photos' | 'receipts';

/**
 * 403 when a row (work record, expense, photo, receipt) belongs to a project the actor may not reach. A missing
 * row passes, so the service answers its usual 404. A foreman's labor expense is refused as well.
 */
export async function assertRowInScope(db: Db, actor: Actor | null, table: ScopedTable, id: number): Promise<void> {
  if (seesAllProjects(actor)) return;
  const category = table === 'expenses' ? sql`category` : sql`NULL`;
  const [row] = await rows<{ projectId: number | null; category: string | null }>(
    db.execute(sql`SELECT project_id AS "projectId", ${category} AS category FROM ${sql.raw(table)} WHERE id = ${id}::bigint`),
  );
  if (!row) return;
  if (row.projectId === null) throw new AppError('forbidden', NOT_YOUR_PROJECT);
  await assertProjectInScope(db, actor, row.projectId);
  if (row.category === 'labor') throw new AppError('forbidden', FOREMAN_NO_LABOR);
}
