import { type SQL, sql } from 'drizzle-orm';
import type { CheckResult } from '../../../domain/notification-rules';
import type { Db } from '../../db/client';
import { profitMarginSql, timelineOverrunSql } from '../../db/rule-fragments';
import { intArray, rows } from '../../db/sql-fragments';

const money = (v: SQL) => sql`to_char(${v}, 'FM$999,999,999,999,990.00')`;
/** A figure that fits notifications.current_value (numeric(12,2)) whatever the project holds. */
const fit = (v: SQL) => sql`least(greatest(${v}, -9999999999.99), 9999999999.99)`;

/**
 * The alerts every enabled rule raises for the active projects (or one project) as of `today`, one row each:
 * project, rule, current and threshold values, severity, texts and the subject key that keeps one open alert per subject.
 */
function candidatesSql(today: string, projectIds?: readonly number[]): SQL {
  const d = sql`${today}::date`;
  const planned = { estimatedDays: sql`p.estimated_days`, startDate: sql`p.start_date`, endDate: sql`p.end_date`, status: sql`p.status` };
  const only = projectIds === undefined ? sql`` : sql` AND p.id = ANY(${intArray(projectIds)})`;
  return sql`
    r AS (SELECT rule_key, severity, threshold_value AS t FROM notification_rules WHERE enabled AND threshold_value IS NOT NULL),
    p AS (
      SELECT p.id, p.name, (p.budget + p.change_order_total) AS budget, p.expense_total + p.labor_total AS spent, p.start_date,
        p.has_before_photos, p.has_completion_photos, p.before_photos_requested, p.completion_photos_requested,
        ${timelineOverrunSql(planned, d)} AS overrun
      FROM projects p WHERE p.is_active${only}),
    c AS (
      SELECT p.id AS project_id, 'budget_used' AS rule_key, 'budget' AS type,
        CASE WHEN p.spent >= p.budget THEN 'critical' ELSE r.severity END AS severity,
        'Budget threshold exceeded' AS title,
        CASE WHEN p.budget > 0 THEN format('%s has used %s%% of its budget (%s of %s).', p.name, round(p.spent * 100 / p.budget, 1),
          ${money(sql`p.spent`)}, ${money(sql`p.budget`)}) ELSE format('%s has costs of %s on a zero budget.', p.name, ${money(sql`p.spent`)}) END AS message,
        ${fit(sql`CASE WHEN p.budget > 0 THEN round(p.spent * 100 / p.budget, 2) ELSE 100 END`)} AS cur, r.t AS thr,
        'Review the remaining costs and agree a change order if the scope grew.' AS action, 'budget_used:' || p.id AS subject
      FROM p JOIN r ON r.rule_key = 'budget_used'
      WHERE (p.budget > 0 AND p.spent * 100 >= p.budget * r.t) OR (p.budget <= 0 AND p.spent > 0)
      UNION ALL
      SELECT p.id, 'timeline_overrun', 'timeline', CASE WHEN p.overrun > 100 THEN 'critical' ELSE r.severity END,
        'Timeline overrun', format('%s is %s%% past its planned days.', p.name, round(p.overrun, 1)),
        ${fit(sql`round(p.overrun, 2)`)}, r.t, 'Set a new finish date with the client and review crew days.', 'timeline_overrun:' || p.id
      FROM p JOIN r ON r.rule_key = 'timeline_overrun'
      WHERE p.overrun > 0 AND p.overrun >= r.t
      UNION ALL
      SELECT p.id, 'margin_below', 'performance', CASE WHEN p.spent > p.budget THEN 'critical' ELSE r.severity END,
        'Profit margin below threshold', format('%s has a profit margin of %s%%, below %s%%.', p.name, ${profitMarginSql(sql`p.budget`, sql`p.spent`)}, r.t),
        ${fit(profitMarginSql(sql`p.budget`, sql`p.spent`))}, r.t, 'Check pricing and remaining costs before the next purchase.', 'margin_below:' || p.id
      FROM p JOIN r ON r.rule_key = 'margin_below'
      WHERE p.budget > 0 AND p.spent > 0 AND ${profitMarginSql(sql`p.budget`, sql`p.spent`)} < r.t
      UNION ALL
      SELECT p.id, 'insurance_expiring', 'other', CASE WHEN s.insurance_expiry < ${d} THEN 'critical' ELSE r.severity END,
        'Subcontractor insurance expiring',
        CASE WHEN s.insurance_expiry < ${d} THEN format('%s''s insurance expired on %s (on %s).', s.name, to_char(s.insurance_expiry, 'YYYY-MM-DD'), p.name)
          ELSE format('%s''s insurance expires on %s, in %s days (on %s).', s.name, to_char(s.insurance_expiry, 'YYYY-MM-DD'), s.insurance_expiry - ${d}, p.name) END,
        ${fit(sql`(s.insurance_expiry - ${d})::numeric`)}, r.t, 'Ask the subcontractor for a renewed certificate of insurance.',
        'insurance_expiring:' || p.id || ':' || s.id
      FROM p JOIN project_subcontractors ps ON ps.project_id = p.id JOIN subcontractors s ON s.id = ps.subcontractor_id
        JOIN r ON r.rule_key = 'insurance_expiring'
      WHERE s.insurance_expiry IS NOT NULL AND s.insurance_expiry - ${d} <= r.t
      UNION ALL
      SELECT p.id, 'photos_missing', 'other', r.severity, 'Required photos missing',
        format('%s is missing %s photos.', p.name,
          CASE WHEN NOT p.has_before_photos AND (p.before_photos_requested OR ${d} - p.start_date >= r.t) THEN 'before' ELSE 'completion' END),
        ${fit(sql`(${d} - p.start_date)::numeric`)}, r.t, 'Upload the photos from the job site.', 'photos_missing:' || p.id
      FROM p JOIN r ON r.rule_key = 'photos_missing'
      WHERE (NOT p.has_before_photos AND (p.before_photos_requested OR ${d} - p.start_date >= r.t))
        OR (p.completion_photos_requested AND NOT p.has_completion_photos))`;
}

/**
 * Runs every enabled rule and stores the alerts in one statement. An open (unacknowledged) alert of the same
 * subject is updated in place, never duplicated, even under concurrent checks (partial unique index + ON
 * CONFLICT); an alert acknowledged in the last 7 days is not raised again at the same severity.
 */
export async function runChecks(db: Db, today: string, projectId?: number | readonly number[]): Promise<CheckResult> {
  const ids = projectId === undefined ? undefined : typeof projectId === 'number' ? [projectId] : projectId;
  const [row] = await rows<CheckResult>(
    db.execute(sql`
      WITH ${candidatesSql(today, ids)},
      ins AS (
        INSERT INTO notifications (project_id, rule_key, subject_key, type, severity, title, message, current_value, threshold_value, action_required)
        SELECT c.project_id, c.rule_key, c.subject, c.type, c.severity, c.title, c.message, c.cur, c.thr, c.action FROM c
        WHERE NOT EXISTS (SELECT 1 FROM notifications n WHERE n.subject_key = c.subject AND n.acknowledged
          AND n.severity = c.severity AND n.acknowledged_at > now() - interval '7 days')
        ON CONFLICT (subject_key) WHERE NOT acknowledged DO UPDATE
          SET severity = EXCLUDED.severity, message = EXCLUDED.message, current_value = EXCLUDED.current_value,
            threshold_value = EXCLUDED.threshold_value
          WHERE (notifications.severity, notifications.message, notifications.current_value, notifications.threshold_value)
            IS DISTINCT FROM (EXCLUDED.severity, EXCLUDED.message, EXCLUDED.current_value, EXCLUDED.threshold_value)
        RETURNING (xmax = 0) AS inserted)
      SELECT (SELECT count(*) FROM ins WHERE inserted)::int AS "notificationsGenerated", (SELECT count(*) FROM p)::int AS "projectsChecked"`),
  );
  return row;
}
