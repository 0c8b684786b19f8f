import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workRecordsApi } from '../../../domain/api/work-records';
import { invalidateAfterWrite } from '../../app/data-changes';
import { callApi } from '../../lib/call-api';
import type { WorkRecordPayload } from './work-record-form-values';

/** POST /api/time-entries, or PUT /api/time-entries/{id} when an id is given. */
export function useSaveWorkRecord(recordId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: WorkRecordPayload) =>
      recordId === null
        ? callApi(workRecordsApi.create, { body: payload })
        : callApi(workRecordsApi.update, { params: { id: recordId }, body: payload }),
    onSuccess: () => invalidateAfterWrite(queryClient, 'time_entries'),
  });
}

/** DELETE /api/time-entries/{id}. */
export function useDeleteWorkRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (recordId: number): Promise<void> => {
      await callApi(workRecordsApi.remove, { params: { id: recordId } });
    },
    onSuccess: () => invalidateAfterWrite(queryClient, 'time_entries'),
  });
}
