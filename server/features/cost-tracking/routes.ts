import { costTrackingApi } from '../../../domain/api/cost-tracking';
import { todayIso } from '../../../domain/dates';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { costSummary, dailyExpenses, statusAnalysis } from './service';

/** The Cost Tracking panel of an existing project (contracts: domain/api/cost-tracking.ts). */
export const costTrackingRoutes: Feature =
  ({ db, cache }) =>
  async (app) => {
    // Cached per project (and day, for the schedule), dropped on every write; see server/http/response-cache.ts.
    route(app, costTrackingApi.summary, async (req, reply) =>
      cache.respond(reply, `cost-summary:${req.params.id}`, costTrackingApi.summary.response, () => costSummary(db, req.params.id)),
    );

    route(app, costTrackingApi.statusAnalysis, async (req, reply) => {
      const today = todayIso();
      return cache.respond(reply, `status:${req.params.id}:${today}`, costTrackingApi.statusAnalysis.response, () =>
        statusAnalysis(db, req.params.id, today),
      );
    });

    route(app, costTrackingApi.dailyExpenses, (req) => dailyExpenses(db, req.params.id, req.query.date ?? todayIso()));
  };
