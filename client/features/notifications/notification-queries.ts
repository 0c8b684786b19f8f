import { queryOptions } from '@tanstack/react-query';
import { notificationsApi } from '../../../domain/api/notifications';
import { callApi } from '../../lib/call-api';
import { notificationKeys } from './notification-keys';

/** Each key with the call that fills it (contract: domain/api/notifications.ts). */
export const notificationQueries = {
  /** GET /api/notifications: the bell's and the Notification Center's list (fetched once, refreshed by changes). */
  list: () => queryOptions({ queryKey: notificationKeys.list(), queryFn: () => callApi(notificationsApi.list) }),
  /** GET /api/notifications/rules */
  rules: () => queryOptions({ queryKey: notificationKeys.rules(), queryFn: () => callApi(notificationsApi.rules) }),
};
