import { queryOptions } from '@tanstack/react-query';
import type { DashboardStats } from '../../../domain/projects';
import { apiGet } from '../../lib/api';

/** Query keys of the dashboard figures; every key starts with 'dashboard'. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
};

export const dashboardQueries = {
  /** GET /api/dashboard/stats: the stat cards and the top bar's profit card. */
  stats: () => queryOptions({ queryKey: dashboardKeys.stats(), queryFn: () => apiGet<DashboardStats>('/api/dashboard/stats') }),
};
