import { queryOptions } from '@tanstack/react-query';
import { lifecycleApi } from '../../../domain/api/lifecycle';
import { callApi } from '../../lib/call-api';

/** Query keys of the completed and paused project archives; every key starts with 'archives'. */
export const archiveKeys = {
  all: ['archives'] as const,
  completed: () => [...archiveKeys.all, 'completed'] as const,
  inactive: () => [...archiveKeys.all, 'inactive'] as const,
};

/** Each key with the call that fills it (contracts: domain/api/lifecycle.ts); answers typed and checked by them. */
export const archiveQueries = {
  /** GET /api/completed-projects */
  completed: () => queryOptions({ queryKey: archiveKeys.completed(), queryFn: () => callApi(lifecycleApi.completedProjects) }),
  /** GET /api/inactive-projects */
  inactive: () => queryOptions({ queryKey: archiveKeys.inactive(), queryFn: () => callApi(lifecycleApi.inactiveProjects) }),
};
