import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataTable } from '../../../domain/data-changes';
import { invalidateAfterWrite } from '../../app/data-changes';
import { apiRequest } from '../api';

/**
 * Create/update and delete for a simple record collection such as '/api/suppliers' stored in one table. After
 * each change, whatever shows that table (client/app/data-changes.ts) is refreshed.
 */
export function useRecordMutations<TRecord, TPayload>(collectionPath: string, table: DataTable) {
  const queryClient = useQueryClient();
  const refresh = () => invalidateAfterWrite(queryClient, table);

  const save = useMutation({
    /** POST when id is null, else PUT {path}/{id}. */
    mutationFn: ({ id, payload }: { id: number | null; payload: TPayload }) =>
      id === null ? apiRequest<TRecord>('POST', collectionPath, payload) : apiRequest<TRecord>('PUT', `${collectionPath}/${id}`, payload),
    onSuccess: refresh,
  });

  const remove = useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `${collectionPath}/${id}`),
    onSuccess: refresh,
  });

  return { save, remove };
}
