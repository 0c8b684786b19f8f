import { queryOptions } from '@tanstack/react-query';
import { dashboardApi } from '../../../domain/api/dashboard';
import { callApi } from '../../lib/call-api';

/** Query keys of the dashboard figures; every key starts with 'dashboard'. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
};

/** Each key with the call that fills it (contract: domain/api/dashboard.ts). */
export const dashboardQueries = {
  /** GET /api/dashboard/stats: the stat cards and the top bar's profit card. */
  stats: () => queryOptions({ queryKey: dashboardKeys.stats(), queryFn: () => callApi(dashboardApi.stats) }),
};
