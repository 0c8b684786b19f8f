import { sql } from 'drizzle-orm';
import type { Notification } from '../../../domain/notifications';
import type { Db } from '../../db/client';
import { isoTimestamp, rows } from '../../db/sql-fragments';

/** The newest notifications (unread first within the same day is not needed: the client counts unread). */
export async function listNotifications(db: Db, limit = 500): Promise<Notification[]> {
  return rows<Notification>(
    db.execute(sql`
      SELECT n.id, n.project_id AS "projectId", n.type, n.severity, n.title, p.name AS "projectName",
        ${isoTimestamp(sql`n.created_at`)} AS timestamp,
        n.message, n.acknowledged, n.current_value::float8 AS "currentValue", n.threshold_value::float8 AS "thresholdValue",
        n.action_required AS "actionRequired"
      FROM notifications n LEFT JOIN projects p ON p.id = n.project_id
      ORDER BY n.created_at DESC, n.id DESC LIMIT ${limit}`),
  );
}
