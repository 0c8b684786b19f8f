import { sql } from 'drizzle-orm';
import type { NotificationRule, NotificationRuleUpdate } from '../../../domain/notification-rules';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { notFound } from '../../http/errors';

const columns = sql`id, rule_key AS "ruleKey", name, type, severity, threshold_value::float8 AS "thresholdValue", enabled`;

/** GET /api/notifications/rules: every rule, in the order the migration seeded them. */
export function listRules(db: Db): Promise<NotificationRule[]> {
  return rows<NotificationRule>(db.execute(sql`SELECT ${columns} FROM notification_rules ORDER BY id`));
}

/** PUT /api/notifications/rules/{id}: switch a rule or change its threshold; 404 for an unknown rule. */
export async function updateRule(db: Db, id: number, body: NotificationRuleUpdate): Promise<NotificationRule> {
  const [row] = await rows<NotificationRule>(
    db.execute(sql`UPDATE notification_rules SET enabled = coalesce(${body.enabled ?? null}::boolean, enabled),
        threshold_value = coalesce(${body.thresholdValue ?? null}::numeric, threshold_value), updated_at = now()
      WHERE id = ${id} RETURNING ${columns}`),
  );
  if (!row) throw notFound('Rule');
  return row;
}
