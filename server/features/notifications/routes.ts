import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationSchema } from '../../../domain/notifications';
import type { Db } from '../../db/client';
import { listNotifications } from './service';

export const notificationRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/notifications', { schema: { response: { 200: z.array(notificationSchema) } } }, () => listNotifications(db));
  };
