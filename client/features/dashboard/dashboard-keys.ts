/** Query keys of the dashboard figures; every key starts with 'dashboard'. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
};
