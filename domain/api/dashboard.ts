import { dashboardStatsSchema } from '../projects';
import { defineEndpoint } from './endpoint';

/** The dashboard's stat cards and the top bar's profit card. */
export const dashboardApi = {
  stats: defineEndpoint({ method: 'GET', path: '/api/dashboard/stats', response: dashboardStatsSchema }),
};
