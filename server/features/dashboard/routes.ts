import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIso } from '../../../domain/dates';
import { dashboardStatsSchema } from '../../../domain/projects';
import type { Db } from '../../db/client';
import type { ResponseCache } from '../../http/response-cache';
import { dashboardStats } from './service';

export const dashboardRoutes =
  (db: Db, cache: ResponseCache): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/dashboard/stats', { schema: { response: { 200: dashboardStatsSchema } } }, async (_req, reply) => {
      const today = todayIso();
      // Keyed by today's date: the timeline part of "at risk" changes at midnight even without writes.
      const body = await cache.get(`dashboard:${today}`, async () =>
        JSON.stringify(dashboardStatsSchema.parse(await dashboardStats(db, today))),
      );
      return cache.send(reply, body);
    });
  };
