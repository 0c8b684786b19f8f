import { sql } from 'drizzle-orm';
import type { DataChange } from '../../../domain/data-changes';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import type { Actor } from '../auth/service';

/**
 * The tables whose changes a foreman's screens show (his projects, their expenses, work records, team, photos,
 * receipts and alerts, and the supplier list he picks from). Changes of any other table (payroll, billing, the
 * books, people's pay) never reach his event stream (issue 38 scope 2).
 */
const FOREMAN_TABLES = new Set([
  'projects',
  'active_projects',
  'inactive_projects',
  'completed_projects',
  'expenses',
  'time_entries',
  'project_employees',
  'project_photos',
  'receipts',
  'notifications',
  'employees',
  'suppliers',
]);

/**
 * What a foreman's event stream carries of a change, or null for nothing: a change of a table he does not see
 * drops; a change of rows tied to projects goes only when one of them is his, with only his projects named (and
 * no row ids when it also touched someone else's, so nothing of another project leaks, not even an id); a change
 * tied to no project goes as "something in the table changed" (no ids), except suppliers, whose list he reads.
 */
export function foremanChange(change: DataChange, mine: ReadonlySet<number>): DataChange | null {
  if (!FOREMAN_TABLES.has(change.table)) return null;
  if (change.projectIds === null) return change.table === 'suppliers' ? change : { table: change.table, ids: null, projectIds: null };
  const his = change.projectIds.filter((id) => mine.has(id));
  if (his.length === 0) return null;
  return his.length === change.projectIds.length ? change : { table: change.table, ids: null, projectIds: his };
}

/** The projects a foreman is on (his employee on their team), read again when a team changes. */
export async function foremanProjects(db: Db, actor: Actor): Promise<Set<number>> {
  const found = await rows<{ id: number }>(
    db.execute(sql`SELECT DISTINCT project_id AS id FROM project_employees WHERE employee_id = ${actor.employeeId ?? 0}`),
  );
  return new Set(found.map((r) => r.id));
}
