import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '../../../domain/api/endpoint';
import { type CompletionResult, lifecycleApi } from '../../../domain/api/lifecycle';
import { invalidateAfterWrite } from '../../app/data-changes';
import { callApi } from '../../lib/call-api';

/** Which engine produced a completion analysis, as the contract types it. */
export type EngineInfo = CompletionResult['engine'];

/** A lifecycle move updates the project and writes a record of its new set (the archives). */
export function invalidateLifecycle(queryClient: QueryClient): Promise<unknown> {
  return invalidateAfterWrite(queryClient, 'projects', 'active_projects', 'inactive_projects', 'completed_projects');
}

/**
 * Callbacks given to the hooks run as useMutation callbacks, so they still run when the card that started the
 * move has left its list (a paused or completed project leaves /projects).
 */
type Callbacks<T> = { onSuccess?: (data: T) => void; onError?: (error: Error) => void };

/** POST /api/projects/{id}/move-to-active (resume a pause or reopen a completed project). */
export function useMoveToActive(cb: Callbacks<ResponseOf<typeof lifecycleApi.moveToActive>> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(lifecycleApi.moveToActive, { params: { id } }),
    onSuccess: (data) => {
      cb.onSuccess?.(data);
      return invalidateLifecycle(queryClient);
    },
    onError: cb.onError,
  });
}

/** POST /api/projects/{id}/move-to-inactive with the reason for pausing. */
export function useMoveToInactive(cb: Callbacks<ResponseOf<typeof lifecycleApi.moveToInactive>> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, reason }: { projectId: number; reason: string }) =>
      callApi(lifecycleApi.moveToInactive, { params: { id: projectId }, body: { reason } }),
    onSuccess: (data) => {
      cb.onSuccess?.(data);
      return invalidateLifecycle(queryClient);
    },
    onError: cb.onError,
  });
}

/** POST /api/projects/{id}/move-to-completed with final notes and the customer rating. */
export function useMoveToCompleted(cb: Callbacks<CompletionResult> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, finalNotes, customerRating }: { projectId: number; finalNotes: string; customerRating: number | null }) =>
      callApi(lifecycleApi.moveToCompleted, { params: { id: projectId }, body: { finalNotes, customerRating } }),
    onSuccess: (data) => {
      cb.onSuccess?.(data);
      return invalidateLifecycle(queryClient);
    },
    onError: cb.onError,
  });
}
