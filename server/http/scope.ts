import { type SQL, sql } from 'drizzle-orm';
import { mayChangeEntry } from '../../domain/accounts';
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

/** A foreman's change or delete of a row the owner or the office entered (issue 38 scope 2). */
export const FOREMAN_NOT_YOURS = 'Entered by the office: only the owner or the office can change or delete it';

/**
 * 403 when a foreman changes or deletes a row he did not enter himself (entered_by, migration 0051): what the office
 * entered (a subcontractor payment that feeds the 1099, a work record it priced) stays as the office left it. A
 * missing row passes (the service answers 404). Owner and office change anything.
 */
export async function assertEnteredBy(db: Db, actor: Actor | null, table: 'time_entries' | 'expenses' | 'project_photos', id: number) {
  if (seesAllProjects(actor)) return;
  const [row] = await rows<{ enteredBy: number | null }>(
    db.execute(sql`SELECT entered_by AS "enteredBy" FROM ${sql.raw(table)} WHERE id = ${id}::bigint`),
  );
  if (row && !mayChangeEntry(actor, row.enteredBy)) throw new AppError('forbidden', FOREMAN_NOT_YOURS);
}

/**
 * Whether an actor may open a stored file (/uploads/{area}/{fileName}): owner and office any; a foreman only a photo,
 * thumbnail or receipt image of one of his projects. An unknown file is false, so a guess and a refusal look alike.
 */
export async function uploadInScope(db: Db, actor: Actor | null, area: string, fileName: string): Promise<boolean> {
  if (seesAllProjects(actor)) return true;
  const owner =
    area === 'photos'
      ? sql`SELECT project_id FROM project_photos WHERE file_name = ${fileName}`
      : area === 'thumbnails'
        ? sql`SELECT project_id FROM project_photos WHERE image_data = ${fileName}`
        : area === 'receipts'
          ? sql`SELECT project_id FROM receipts WHERE file_name = ${fileName} AND project_id IS NOT NULL`
          : null;
  if (!owner) return false;
  const found = await rows(db.execute(sql`SELECT 1 FROM (${owner}) f WHERE ${projectScopeSql(actor, sql`f.project_id`)} LIMIT 1`));
  return found.length > 0;
}
