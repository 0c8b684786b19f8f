import { queryOptions } from '@tanstack/react-query';
import type { WorkRecord } from '../../../domain/work-records';
import { apiGet } from '../../lib/api';

/** Query keys of work records; every key starts with 'work-records'. */
export const workRecordKeys = {
  all: ['work-records'] as const,
  project: (projectId: number) => [...workRecordKeys.all, projectId] as const,
};

export const workRecordQueries = {
  /** GET /api/time-entries?projectId={id}: the project's work records, newest first. */
  project: (projectId: number) =>
    queryOptions({ queryKey: workRecordKeys.project(projectId), queryFn: () => apiGet<WorkRecord[]>('/api/time-entries', { projectId }) }),
};
