import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project } from '../../../domain/projects';
import { apiRequest } from '../../lib/api';
import type { ProjectPayload } from './project-form-values';

/** Query key of the Projects page list. */
export const ACTIVE_PROJECTS_KEY = ['/api/projects', { active: true }] as const;

/** Refreshes everything a project change can move: project lists and details, dashboard stats, expenses. */
export function invalidateProjectData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/projects'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/dashboard/stats'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/expenses'] }),
  ]);
}

/** POST /api/projects, or PUT /api/projects/{id} when an id is given. */
export function useSaveProject(projectId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ProjectPayload) =>
      projectId === null
        ? apiRequest<Project>('POST', '/api/projects', payload)
        : apiRequest<Project>('PUT', `/api/projects/${projectId}`, payload),
    onSuccess: () => invalidateProjectData(queryClient),
  });
}

/** DELETE /api/projects/{id}; the server deletes the project's expenses and work records with it. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: number) => apiRequest<void>('DELETE', `/api/projects/${projectId}`),
    onSuccess: () => invalidateProjectData(queryClient),
  });
}
