import { notificationsApi } from '../../../domain/api/notifications';
import { todayIso } from '../../../domain/dates';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { aiCheckAll } from './ai-check';
import { startAutoChecks } from './auto-checks';
import { runChecks } from './checks';
import { listRules, updateRule } from './rules';
import { acknowledge, acknowledgeAll, listNotifications } from './service';

/** The notification center and the bell (contracts: domain/api/notifications.ts); checks also run on their own. */
export const notificationRoutes: Feature = (ctx) => async (app) => {
  const { db, ai } = ctx;
  route(app, notificationsApi.list, () => listNotifications(db));
  route(app, notificationsApi.rules, () => listRules(db));
  route(app, notificationsApi.updateRule, (req) => updateRule(db, req.params.id, req.body));
  route(app, notificationsApi.check, (req) => runChecks(db, todayIso(), req.query.projectId));
  route(app, notificationsApi.aiCheckAll, () => aiCheckAll(db, ai, todayIso()));
  route(app, notificationsApi.acknowledgeAll, () => acknowledgeAll(db));
  route(app, notificationsApi.acknowledge, (req) => acknowledge(db, req.params.id));
  if (ctx.autoChecks) startAutoChecks(app, ctx);
};
