import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api';
import type { CashappConfig, Health, SmsMessage } from './settings-values';

/** Query keys of the Settings screen; every key starts with 'settings'. */
export const settingsKeys = {
  all: ['settings'] as const,
  cashappConfig: () => [...settingsKeys.all, 'cashapp-config'] as const,
  health: () => [...settingsKeys.all, 'health'] as const,
  smsOutbox: () => [...settingsKeys.all, 'sms-outbox'] as const,
};

export const settingsQueries = {
  /** GET /api/payments/cashapp-config */
  cashappConfig: () =>
    queryOptions({ queryKey: settingsKeys.cashappConfig(), queryFn: () => apiGet<CashappConfig>('/api/payments/cashapp-config') }),
  /** GET /api/health: which database the server uses. */
  health: () => queryOptions({ queryKey: settingsKeys.health(), queryFn: () => apiGet<Health>('/api/health') }),
  /** GET /api/sms/outbox?limit=50: the latest texts. */
  smsOutbox: () =>
    queryOptions({ queryKey: settingsKeys.smsOutbox(), queryFn: () => apiGet<SmsMessage[]>('/api/sms/outbox', { limit: 50 }) }),
};
