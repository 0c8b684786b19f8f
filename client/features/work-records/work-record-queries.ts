import { queryOptions } from '@tanstack/react-query';
import { workRecordsApi } from '../../../domain/api/work-records';
import { callApi } from '../../lib/call-api';
import { workRecordKeys } from './work-record-keys';

/** Each key with the call that fills it (contracts: domain/api/work-records.ts). */
export const workRecordQueries = {
  /** GET /api/time-entries?projectId={id}: the project's work records, newest first. */
  project: (projectId: number) =>
    queryOptions({ queryKey: workRecordKeys.project(projectId), queryFn: () => callApi(workRecordsApi.list, { query: { projectId } }) }),
};
