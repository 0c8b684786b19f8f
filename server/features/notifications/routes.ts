import { sql } from 'drizzle-orm';
import { notificationsApi } from '../../../domain/api/notifications';
import { todayIso } from '../../../domain/dates';
import type { Feature } from '../../context';
import { rows } from '../../db/sql-fragments';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { isForeman, projectScopeSql } from '../../http/scope';
import { aiCheckAll } from './ai-check';
import { startAutoChecks } from './auto-checks';
import { runChecks } from './checks';
import { listRules, updateRule } from './rules';
import { acknowledge, acknowledgeAll, listNotifications } from './service';

/** The notification center and the bell (contracts: domain/api/notifications.ts); checks also run on their own. */
/**
 * The alerts a foreman gets, on their projects only (issue 16, docs/decisions/): the schedule and the missing
 * photos and insurance ('timeline', 'other'), never the budget or margin alerts ('budget', 'performance').
 */
export const FOREMAN_ALERT_TYPES = ['timeline', 'other'] as const;

export const notificationRoutes: Feature = (ctx) => async (app) => {
  const { db, ai, cache } = ctx;
  // The bell reads this on every page load: the owner's and office's list comes from the response cache, compressed
  // (about 14 KB of JSON, 3 KB brotli); a foreman's is scoped to their projects and built each time.
  route(app, notificationsApi.list, (req, reply) =>
    isForeman(req.actor)
      ? listNotifications(
          db,
          500,
          sql`${projectScopeSql(req.actor, sql`n.project_id`)} AND n.type IN (${sql.join(
            FOREMAN_ALERT_TYPES.map((t) => sql`${t}`),
            sql`, `,
          )})`,
        )
      : cache.respond(reply, 'notifications', notificationsApi.list.response, () => listNotifications(db), ['notifications', 'projects']),
  );
  route(app, notificationsApi.rules, () => listRules(db));
  route(app, notificationsApi.updateRule, (req) => updateRule(db, req.params.id, req.body));
  route(app, notificationsApi.check, async (req) => {
    const [found] = await rows<{ id: number }>(db.execute(sql`SELECT id FROM projects WHERE id = ${req.query.projectId}`));
    if (!found) throw notFound('Project');
    return runChecks(db, todayIso(), req.query.projectId);
  });
  route(app, notificationsApi.aiCheckAll, () => aiCheckAll(db, ai, todayIso()));
  route(app, notificationsApi.acknowledgeAll, () => acknowledgeAll(db));
  route(app, notificationsApi.acknowledge, (req) => acknowledge(db, req.params.id));
  if (ctx.autoChecks) startAutoChecks(app, ctx);
};
