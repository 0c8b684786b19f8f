import { queryOptions } from '@tanstack/react-query';
import { notificationsApi } from '../../../domain/api/notifications';
import { callApi } from '../../lib/call-api';

/** Query keys of the notifications; every key starts with 'notifications'. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

/** Each key with the call that fills it (contract: domain/api/notifications.ts). */
export const notificationQueries = {
  /** GET /api/notifications: the bell's list. */
  list: () => queryOptions({ queryKey: notificationKeys.list(), queryFn: () => callApi(notificationsApi.list) }),
};
