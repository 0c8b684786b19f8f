import { queryOptions } from '@tanstack/react-query';
import { workRecordsApi } from '../../../domain/api/work-records';
import { callApi } from '../../lib/call-api';

/** Query keys of work records; every key starts with 'work-records'. */
export const workRecordKeys = {
  all: ['work-records'] as const,
  project: (projectId: number) => [...workRecordKeys.all, projectId] as const,
};

/** Each key with the call that fills it (contracts: domain/api/work-records.ts). */
export const workRecordQueries = {
  /** GET /api/time-entries?projectId={id}: the project's work records, newest first. */
  project: (projectId: number) =>
    queryOptions({ queryKey: workRecordKeys.project(projectId), queryFn: () => callApi(workRecordsApi.list, { query: { projectId } }) }),
};
