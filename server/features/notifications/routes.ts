import { notificationsApi } from '../../../domain/api/notifications';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { listNotifications } from './service';

/** The notification bell (contracts: domain/api/notifications.ts). */
export const notificationRoutes: Feature =
  ({ db }) =>
  async (app) => {
    route(app, notificationsApi.list, () => listNotifications(db));
  };
