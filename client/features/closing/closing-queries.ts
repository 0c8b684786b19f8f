import { queryOptions } from '@tanstack/react-query';
import { closingApi } from '../../../domain/api/closing';
import { callApi } from '../../lib/call-api';
import { settingsKeys } from '../settings/settings-keys';

export const closingQueries = {
  /** GET /api/accounting/periods: the close date and the history of closes and reopens. */
  periods: () => queryOptions({ queryKey: settingsKeys.closedPeriods(), queryFn: () => callApi(closingApi.periods) }),
};
