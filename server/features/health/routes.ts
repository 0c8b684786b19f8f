import { healthApi } from '../../../domain/api/health';
import { todayIso } from '../../../domain/dates';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { PROJECTION_TABLES } from '../projection/service';
import { healthMetricsList, healthSummaryOf, projectHealthOf } from './service';
import { createSharedLink, listSharedLinks, openSharedLink, revokeSharedLink, sharedLinkLogo } from './shared-links';
import { projectSnapshot, SnapshotSigner } from './snapshot';

/**
 * What the health answers read: what the projection reads (projects, their cost totals, estimates, applications,
 * payments, the basis; readings of earlier days never change), and the names of employees whose work has no rate
 * (a rename shows at once).
 */
const TABLES = [...PROJECTION_TABLES, 'employees'];

/** Project health (contracts: domain/api/health.ts); today's readings are stored by the daily check, not by these GETs. */
export const healthRoutes: Feature =
  ({ db, cache, health }) =>
  async (app) => {
    route(app, healthApi.metrics, (_req, reply) => {
      const today = todayIso();
      return cache.respond(
        reply,
        `health-metrics:${today}`,
        healthApi.metrics.response,
        () => healthMetricsList(db, health, today),
        TABLES,
      );
    });

    route(app, healthApi.summary, (req, reply) => {
      const today = todayIso();
      const focus = req.query.projectId;
      return cache.respond(
        reply,
        `health-summary:${today}:${focus ?? 'all'}`,
        healthApi.summary.response,
        () => healthSummaryOf(db, health, today, focus),
        TABLES,
      );
    });

    route(app, healthApi.project, (req) => projectHealthOf(db, health, todayIso(), req.params.id));

    const signer = new SnapshotSigner();
    app.addHook('onReady', () => signer.prepare(db));
    route(app, healthApi.snapshot, (req) => projectSnapshot(db, signer, todayIso(), req.params.id));
    route(app, healthApi.verifySnapshot, (req) => signer.verify(db, req.body.data));
    route(app, healthApi.createSharedLink, (req) => createSharedLink(db, signer, todayIso(), req.params.id, req.body));
    route(app, healthApi.sharedLinks, (req) => listSharedLinks(db, req.params.id));
    route(app, healthApi.revokeSharedLink, (req) => revokeSharedLink(db, req.params.id));
    route(app, healthApi.openSharedLink, (req, reply) => {
      // A shared page is never kept by a proxy or the browser: a revoked link must stop showing at once.
      reply.header('cache-control', 'no-store');
      return openSharedLink(db, req.params.token);
    });
    route(app, healthApi.sharedLinkLogo, async (req, reply) => {
      const png = await sharedLinkLogo(db, req.params.token);
      return reply.type('image/png').header('cache-control', 'no-store').send(png);
    });
  };
