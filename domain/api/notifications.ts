import { z } from 'zod';
import { notificationSchema } from '../notifications';
import { defineEndpoint } from './endpoint';

/** The notification bell's list (spec part 2 §3). */
export const notificationsApi = {
  list: defineEndpoint({ method: 'GET', path: '/api/notifications', response: z.array(notificationSchema) }),
};
