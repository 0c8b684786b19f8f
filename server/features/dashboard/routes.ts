import { todayIso } from '../../../domain/dates';
import { dashboardStatsSchema } from '../../../domain/projects';
import type { Feature } from '../../context';
import { dashboardStats } from './service';

export const dashboardRoutes: Feature =
  ({ db, cache }) =>
  async (app) => {
    app.get('/api/dashboard/stats', { schema: { response: { 200: dashboardStatsSchema } } }, async (_req, reply) => {
      const today = todayIso();
      // Keyed by today's date: the timeline part of "at risk" changes at midnight even without writes.
      return cache.respond(reply, `dashboard:${today}`, dashboardStatsSchema, () => dashboardStats(db, today));
    });
  };
