import { type SQL, sql } from 'drizzle-orm';
import type { Notification } from '../../../domain/notifications';
import type { Db } from '../../db/client';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { notFound } from '../../http/errors';

const columns = sql`n.id, n.project_id AS "projectId", n.type, n.severity, n.title, p.name AS "projectName",
  ${isoTimestamp(sql`n.created_at`)} AS timestamp,
  n.message, n.acknowledged, n.current_value::float8 AS "currentValue", n.threshold_value::float8 AS "thresholdValue",
  n.action_required AS "actionRequired",
  CASE WHEN n.resolved_at IS NULL THEN NULL ELSE ${isoTimestamp(sql`n.resolved_at`)} END AS "resolvedAt"`;

/** The newest notifications (unread first within the same day is not needed: the client counts unread). */
export async function listNotifications(db: Db, limit = 500, scope?: SQL): Promise<Notification[]> {
  return rows<Notification>(
    db.execute(sql`SELECT ${columns} FROM notifications n LEFT JOIN projects p ON p.id = n.project_id
      ${scope ? sql`WHERE ${scope}` : sql``}
      ORDER BY n.created_at DESC, n.id DESC LIMIT ${limit}`),
  );
}

/** POST /api/notifications/{id}/acknowledge: marks it read (again is harmless); 404 for an unknown id. */
export async function acknowledge(db: Db, id: number): Promise<Notification> {
  const [row] = await rows<Notification>(
    db.execute(sql`WITH u AS (
        UPDATE notifications SET acknowledged = true, acknowledged_at = coalesce(acknowledged_at, now()) WHERE id = ${id} RETURNING *)
      SELECT ${columns} FROM u n LEFT JOIN projects p ON p.id = n.project_id`),
  );
  if (!row) throw notFound('Notification');
  return row;
}

/** POST /api/notifications/acknowledge-all: marks every unread notification read; answers how many. */
export async function acknowledgeAll(db: Db): Promise<{ acknowledged: number }> {
  const [row] = await rows<{ acknowledged: number }>(
    db.execute(sql`WITH u AS (UPDATE notifications SET acknowledged = true, acknowledged_at = now() WHERE NOT acknowledged RETURNING 1)
      SELECT count(*)::int AS acknowledged FROM u`),
  );
  return row;
}
