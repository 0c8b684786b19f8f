import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project } from '../../../domain/projects';
import { invalidateAfterWrite } from '../../app/data-changes';
import { apiRequest } from '../../lib/api';
import type { ProjectPayload } from './project-form-values';

/** POST /api/projects, or PUT /api/projects/{id} when an id is given. */
export function useSaveProject(projectId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ProjectPayload) =>
      projectId === null
        ? apiRequest<Project>('POST', '/api/projects', payload)
        : apiRequest<Project>('PUT', `/api/projects/${projectId}`, payload),
    onSuccess: () => invalidateAfterWrite(queryClient, 'projects'),
  });
}

/** DELETE /api/projects/{id}; the server deletes the project's expenses and work records with it. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: number) => apiRequest<void>('DELETE', `/api/projects/${projectId}`),
    onSuccess: () => invalidateAfterWrite(queryClient, 'projects', 'expenses', 'time_entries', 'project_photos'),
  });
}
