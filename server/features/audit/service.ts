import { type SQL, sql } from 'drizzle-orm';
import type { AuditEntry, AuditLogQuery, AuditPage } from '../../../domain/audit';
import type { Db } from '../../db/client';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { notFound } from '../../http/errors';

type Page = { page: number; pageSize: number };

/** One page of the log matching `where`, newest first, with the count of every match (paginated in SQL). */
async function auditPage(db: Db, where: SQL, { page, pageSize }: Page): Promise<AuditPage> {
  const [count] = await rows<{ n: number }>(db.execute(sql`SELECT count(*)::int AS n FROM audit_log a WHERE ${where}`));
  const entries = await rows<AuditEntry>(
    db.execute(sql`
      SELECT a.id::int AS id, ${isoTimestamp(sql`a.at`)} AS at, a.actor_id AS "actorId", a.actor_name AS "actorName",
        a.entity, a.entity_id AS "entityId", a.action, a.project_id AS "projectId",
        coalesce(p.name, CASE WHEN a.entity = 'project' THEN coalesce(a.after, a.before)->>'name' END) AS "projectName",
        CASE a.entity
          WHEN 'project' THEN coalesce(a.after, a.before)->>'name'
          WHEN 'expense' THEN coalesce(a.after, a.before)->>'description'
          ELSE coalesce(em.name, sc.name)
        END AS subject,
        a.context, a.before, a.after,
        (SELECT coalesce(jsonb_object_agg(x.k, x.n), '{}') FROM (
          SELECT 'project_id:' || r.id AS k, r.name AS n FROM projects r
            WHERE r.id IN ((a.before->>'project_id')::int, (a.after->>'project_id')::int)
          UNION ALL SELECT 'employee_id:' || r.id, r.name FROM employees r
            WHERE r.id IN ((a.before->>'employee_id')::int, (a.after->>'employee_id')::int)
          UNION ALL SELECT 'supplier_id:' || r.id, r.name FROM suppliers r
            WHERE r.id IN ((a.before->>'supplier_id')::int, (a.after->>'supplier_id')::int)
          UNION ALL SELECT 'subcontractor_id:' || r.id, r.name FROM subcontractors r
            WHERE r.id IN ((a.before->>'subcontractor_id')::int, (a.after->>'subcontractor_id')::int)
        ) x) AS names
      FROM (SELECT * FROM audit_log a WHERE ${where} ORDER BY a.at DESC, a.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}) a
      LEFT JOIN projects p ON p.id = a.project_id
      LEFT JOIN employees em ON em.id = (coalesce(a.after, a.before)->>'employee_id')::int
      LEFT JOIN subcontractors sc ON sc.id = (coalesce(a.after, a.before)->>'subcontractor_id')::int
      ORDER BY a.at DESC, a.id DESC`),
  );
  return { entries, total: Number(count?.n ?? 0), page, pageSize };
}

/** A project's money changes (its budget, and the expenses, work records, advances and payments on it). */
export async function projectHistory(db: Db, projectId: number, page: Page): Promise<AuditPage> {
  const found = await rows(db.execute(sql`SELECT 1 FROM projects WHERE id = ${projectId}`));
  if (found.length === 0) throw notFound('Project');
  return auditPage(db, sql`(a.project_id = ${projectId} OR a.old_project_id = ${projectId})`, page);
}

/** Settings → History: every change, by date range (inclusive days, server time zone), kind, user and project. */
export async function listAuditLog(db: Db, q: AuditLogQuery): Promise<AuditPage> {
  const conditions: SQL[] = [sql`true`];
  if (q.from) conditions.push(sql`a.at >= ${q.from}::date`);
  if (q.to) conditions.push(sql`a.at < ${q.to}::date + 1`);
  if (q.kind === 'budget') conditions.push(sql`a.entity = 'project'`);
  else if (q.kind === 'pay_week') conditions.push(sql`a.context = 'pay_week'`);
  else if (q.kind) conditions.push(sql`a.entity = ${q.kind}`);
  if (q.user === 'local') conditions.push(sql`a.actor_id IS NULL`);
  else if (q.user !== undefined) conditions.push(sql`a.actor_id = ${q.user}`);
  if (q.projectId !== undefined) conditions.push(sql`(a.project_id = ${q.projectId} OR a.old_project_id = ${q.projectId})`);
  return auditPage(db, sql.join(conditions, sql` AND `), q);
}
