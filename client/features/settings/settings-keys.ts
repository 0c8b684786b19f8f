import { queryOptions } from '@tanstack/react-query';
import { paymentsApi } from '../../../domain/api/payments';
import { smsApi } from '../../../domain/api/sms';
import { systemApi } from '../../../domain/api/system';
import { callApi } from '../../lib/call-api';

/** Query keys of the Settings screen; every key starts with 'settings'. */
export const settingsKeys = {
  all: ['settings'] as const,
  cashappConfig: () => [...settingsKeys.all, 'cashapp-config'] as const,
  health: () => [...settingsKeys.all, 'health'] as const,
  smsOutbox: () => [...settingsKeys.all, 'sms-outbox'] as const,
};

export const settingsQueries = {
  /** GET /api/payments/cashapp-config */
  cashappConfig: () => queryOptions({ queryKey: settingsKeys.cashappConfig(), queryFn: () => callApi(paymentsApi.cashappConfig) }),
  /** GET /api/health: which database the server uses. */
  health: () => queryOptions({ queryKey: settingsKeys.health(), queryFn: () => callApi(systemApi.health) }),
  /** GET /api/sms/outbox?limit=50: the latest texts. */
  smsOutbox: () => queryOptions({ queryKey: settingsKeys.smsOutbox(), queryFn: () => callApi(smsApi.outbox, { query: { limit: 50 } }) }),
};
