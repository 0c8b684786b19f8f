import { z } from 'zod';
import { notificationSchema } from '../../../domain/notifications';
import type { Feature } from '../../context';
import { listNotifications } from './service';

export const notificationRoutes: Feature =
  ({ db }) =>
  async (app) => {
    app.get('/api/notifications', { schema: { response: { 200: z.array(notificationSchema) } } }, () => listNotifications(db));
  };
