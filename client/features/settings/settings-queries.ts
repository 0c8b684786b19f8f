import { queryOptions } from '@tanstack/react-query';
import { geocodingApi } from '../../../domain/api/geocoding';
import { paymentsApi } from '../../../domain/api/payments';
import { smsApi } from '../../../domain/api/sms';
import { systemApi } from '../../../domain/api/system';
import { callApi } from '../../lib/call-api';
import { settingsKeys } from './settings-keys';

export const settingsQueries = {
  /** GET /api/payments/cashapp-config */
  cashappConfig: () => queryOptions({ queryKey: settingsKeys.cashappConfig(), queryFn: () => callApi(paymentsApi.cashappConfig) }),
  /** GET /api/health: which database the server uses. */
  health: () => queryOptions({ queryKey: settingsKeys.health(), queryFn: () => callApi(systemApi.health) }),
  /** GET /api/geocoding/settings: whether address search is on (configurations changes refresh it). */
  geocoding: () => queryOptions({ queryKey: settingsKeys.geocoding(), queryFn: () => callApi(geocodingApi.settings) }),
  /** GET /api/sms/outbox?limit=50: the latest texts. */
  smsOutbox: () => queryOptions({ queryKey: settingsKeys.smsOutbox(), queryFn: () => callApi(smsApi.outbox, { query: { limit: 50 } }) }),
};
