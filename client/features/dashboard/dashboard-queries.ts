import { queryOptions } from '@tanstack/react-query';
import { dashboardApi } from '../../../domain/api/dashboard';
import { callApi } from '../../lib/call-api';
import { dashboardKeys } from './dashboard-keys';

/** Each key with the call that fills it (contract: domain/api/dashboard.ts). */
export const dashboardQueries = {
  /** GET /api/dashboard/stats: the stat cards and the top bar's profit card. */
  stats: () => queryOptions({ queryKey: dashboardKeys.stats(), queryFn: () => callApi(dashboardApi.stats) }),
};
