import { queryOptions } from '@tanstack/react-query';
import { lifecycleApi } from '../../../domain/api/lifecycle';
import { callApi } from '../../lib/call-api';
import { archiveKeys } from './archive-keys';

/** Each key with the call that fills it (contracts: domain/api/lifecycle.ts); answers typed and checked by them. */
export const archiveQueries = {
  /** GET /api/completed-projects */
  completed: () => queryOptions({ queryKey: archiveKeys.completed(), queryFn: () => callApi(lifecycleApi.completedProjects) }),
  /** GET /api/inactive-projects */
  inactive: () => queryOptions({ queryKey: archiveKeys.inactive(), queryFn: () => callApi(lifecycleApi.inactiveProjects) }),
};
