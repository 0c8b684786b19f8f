import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompletionAnalysis } from '../../../domain/lifecycle';
import type { Project } from '../../../domain/projects';
import { invalidateAfterWrite } from '../../app/data-changes';
import { apiRequest } from '../../lib/api';

/** Which engine produced an analysis (server/adapters/ai EngineInfo). */
export type EngineInfo = { name: 'built-in' | 'openai-compatible'; model?: string; fallbackReason?: string };

/** POST /api/projects/{id}/complete and move-to-completed answer the analysis and where it was stored. */
export type CompletionResult = CompletionAnalysis & { engine: EngineInfo; projectId: number; completedProjectId: number };

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
export function useMoveToActive(cb: Callbacks<Project> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: number) => apiRequest<Project>('POST', `/api/projects/${projectId}/move-to-active`),
    onSuccess: (data) => {
      cb.onSuccess?.(data);
      return invalidateLifecycle(queryClient);
    },
    onError: cb.onError,
  });
}

/** POST /api/projects/{id}/move-to-inactive with the reason for pausing. */
export function useMoveToInactive(cb: Callbacks<Project> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, reason }: { projectId: number; reason: string }) =>
      apiRequest<Project>('POST', `/api/projects/${projectId}/move-to-inactive`, { reason }),
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
    mutationFn: ({ projectId, finalNotes, customerRating }: { projectId: number; finalNotes: string; customerRating: number }) =>
      apiRequest<CompletionResult>('POST', `/api/projects/${projectId}/move-to-completed`, { finalNotes, customerRating }),
    onSuccess: (data) => {
      cb.onSuccess?.(data);
      return invalidateLifecycle(queryClient);
    },
    onError: cb.onError,
  });
}
