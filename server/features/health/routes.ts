import { healthApi } from '../../../domain/api/health';
import { todayIso } from '../../../domain/dates';
import type { Feature } from '../../context';
import { PROJECT_COSTS } from '../../http/response-cache';
import { route } from '../../http/route';
import { healthMetricsList, healthSummaryOf, projectHealthOf } from './service';
import { projectSnapshot, SnapshotSigner } from './snapshot';

/**
 * What the health answers read: projects and their cost totals (readings of earlier days never change), and the
 * names of employees whose work has no rate (a rename shows at once).
 */
const TABLES = ['projects', PROJECT_COSTS, 'employees'];

/** Project health (contracts: domain/api/health.ts); each answer also makes sure today's readings are stored. */
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
    route(app, healthApi.snapshot, (req) => projectSnapshot(db, signer, todayIso(), req.params.id));
    route(app, healthApi.verifySnapshot, (req) => signer.verify(db, req.body.data));
  };
