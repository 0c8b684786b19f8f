import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkRecord } from '../../../domain/work-records';
import { apiRequest } from '../../lib/api';
import { invalidateJobCosting } from '../cost-tracking/invalidate-job-costing';
import type { WorkRecordPayload } from './work-record-form-values';

/** GET /api/time-entries?projectId={id}: the project's work records, newest first. */
export const workRecordsKey = (projectId: number) => ['/api/time-entries', { projectId }] as const;

/** POST /api/time-entries, or PUT /api/time-entries/{id} when an id is given. */
export function useSaveWorkRecord(recordId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: WorkRecordPayload) =>
      recordId === null
        ? apiRequest<WorkRecord>('POST', '/api/time-entries', payload)
        : apiRequest<WorkRecord>('PUT', `/api/time-entries/${recordId}`, payload),
    onSuccess: () => invalidateJobCosting(queryClient),
  });
}

/** DELETE /api/time-entries/{id}. */
export function useDeleteWorkRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: number) => apiRequest<void>('DELETE', `/api/time-entries/${recordId}`),
    onSuccess: () => invalidateJobCosting(queryClient),
  });
}
