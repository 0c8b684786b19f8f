import { dashboardApi } from '../../../domain/api/dashboard';
import { todayIso } from '../../../domain/dates';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { dashboardStats } from './service';

/** The dashboard figures (contracts: domain/api/dashboard.ts). */
export const dashboardRoutes: Feature =
  ({ db, cache }) =>
  async (app) => {
    route(app, dashboardApi.stats, async (_req, reply) => {
      const today = todayIso();
      // Keyed by today's date: the timeline part of "at risk" changes at midnight even without writes.
      return cache.respond(reply, `dashboard:${today}`, dashboardApi.stats.response, () => dashboardStats(db, today));
    });
  };
