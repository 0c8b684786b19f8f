import { queryOptions } from '@tanstack/react-query';
import type { CompletedProject, InactiveProject } from '../../../domain/lifecycle';
import { apiGet } from '../../lib/api';

/** Query keys of the completed and paused project archives; every key starts with 'archives'. */
export const archiveKeys = {
  all: ['archives'] as const,
  completed: () => [...archiveKeys.all, 'completed'] as const,
  inactive: () => [...archiveKeys.all, 'inactive'] as const,
};

export const archiveQueries = {
  /** GET /api/completed-projects */
  completed: () =>
    queryOptions({ queryKey: archiveKeys.completed(), queryFn: () => apiGet<CompletedProject[]>('/api/completed-projects') }),
  /** GET /api/inactive-projects */
  inactive: () => queryOptions({ queryKey: archiveKeys.inactive(), queryFn: () => apiGet<InactiveProject[]>('/api/inactive-projects') }),
};
