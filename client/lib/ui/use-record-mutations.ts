import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api';

/**
 * Create/update and delete for a simple record collection such as '/api/suppliers'. After each change the
 * collection is refreshed, and so are projects and expenses, which show these records' names.
 */
export function useRecordMutations<TRecord, TPayload>(collectionPath: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [collectionPath] }),
      queryClient.invalidateQueries({ queryKey: ['/api/projects'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/expenses'] }),
    ]);

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
