import type { QueryClient } from '@tanstack/react-query';

/**
 * Refreshes everything a job-costing change can move. The '/api/projects' prefix covers the project list and
 * detail and each project's employees, cost-summary, status-analysis and daily-expenses keys; work records,
 * expenses and the dashboard stats are refreshed too.
 */
export function invalidateJobCosting(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/projects'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/time-entries'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/expenses'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/dashboard/stats'] }),
  ]);
}
