import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkRecord } from '../../../domain/work-records';
import { invalidateAfterWrite } from '../../app/data-changes';
import { apiRequest } from '../../lib/api';
import type { WorkRecordPayload } from './work-record-form-values';

/** POST /api/time-entries, or PUT /api/time-entries/{id} when an id is given. */
export function useSaveWorkRecord(recordId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: WorkRecordPayload) =>
      recordId === null
        ? apiRequest<WorkRecord>('POST', '/api/time-entries', payload)
        : apiRequest<WorkRecord>('PUT', `/api/time-entries/${recordId}`, payload),
    onSuccess: () => invalidateAfterWrite(queryClient, 'time_entries'),
  });
}

/** DELETE /api/time-entries/{id}. */
export function useDeleteWorkRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: number) => apiRequest<void>('DELETE', `/api/time-entries/${recordId}`),
    onSuccess: () => invalidateAfterWrite(queryClient, 'time_entries'),
  });
}
