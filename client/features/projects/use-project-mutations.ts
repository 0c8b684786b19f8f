import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsApi } from '../../../domain/api/projects';
import { invalidateAfterWrite } from '../../app/data-changes';
import { callApi } from '../../lib/call-api';
import type { ProjectPayload } from './project-form-values';

/** POST /api/projects, or PUT /api/projects/{id} when an id is given. */
export function useSaveProject(projectId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectPayload) =>
      projectId === null ? callApi(projectsApi.create, { body }) : callApi(projectsApi.update, { params: { id: projectId }, body }),
    onSuccess: () => invalidateAfterWrite(queryClient, 'projects'),
  });
}

/** DELETE /api/projects/{id}: the server moves the project to the trash with its expenses, work records and photos. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(projectsApi.remove, { params: { id } }),
    onSuccess: () => invalidateAfterWrite(queryClient, 'projects', 'expenses', 'time_entries', 'project_photos'),
  });
}

/** POST /api/project-trash/{id}/restore: the project comes back with everything it had, so every figure may move. */
export function useRestoreProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trashId: number) => callApi(projectsApi.restore, { params: { id: trashId } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
