import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JsonEndpoint, RequestOf, ResponseOf } from '../../../domain/api/endpoint';
import type { DataTable } from '../../../domain/data-changes';
import { invalidateAfterWrite } from '../../app/data-changes';
import { type CallRequest, callEndpoint } from '../call-api';

/**
 * Create/update and delete for a simple record collection such as the suppliers, stored in one table, through
 * its contracts: the body is typed by the create contract and the answer parsed by its response schema. After
 * each change, whatever shows that table (client/app/data-changes.ts) is refreshed.
 */
export function useRecordMutations<C extends JsonEndpoint, U extends JsonEndpoint, R extends JsonEndpoint>(
  api: { create: C; update: U; remove: R },
  table: DataTable,
) {
  const queryClient = useQueryClient();
  const refresh = () => invalidateAfterWrite(queryClient, table);

  const save = useMutation({
    /** POST when id is null, else PUT of that id. */
    mutationFn: ({ id, payload }: { id: number | null; payload: RequestOf<C>['body'] }): Promise<ResponseOf<C> | ResponseOf<U>> =>
      id === null
        ? callEndpoint<C>(api.create, { body: payload } as CallRequest<C>)
        : callEndpoint<U>(api.update, { params: { id }, body: payload } as unknown as CallRequest<U>),
    onSuccess: refresh,
  });

  const remove = useMutation({
    mutationFn: async (id: number): Promise<void> => {
      await callEndpoint<R>(api.remove, { params: { id } } as CallRequest<R>);
    },
    onSuccess: refresh,
  });

  return { save, remove };
}
