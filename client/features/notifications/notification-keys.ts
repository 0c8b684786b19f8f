import { queryOptions } from '@tanstack/react-query';
import type { Notification } from '../../../domain/notifications';
import { apiGet } from '../../lib/api';

/** Query keys of the notifications; every key starts with 'notifications'. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

export const notificationQueries = {
  /** GET /api/notifications: the bell's list. */
  list: () => queryOptions({ queryKey: notificationKeys.list(), queryFn: () => apiGet<Notification[]>('/api/notifications') }),
};
