import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Assignment } from '../../../domain/work-records';
import { invalidateAfterWrite } from '../../app/data-changes';
import { apiRequest } from '../../lib/api';

/** POST /api/projects/{id}/employees {employeeId}. */
export function useAssignEmployee(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employeeId: number) => apiRequest<Assignment>('POST', `/api/projects/${projectId}/employees`, { employeeId }),
    onSuccess: () => invalidateAfterWrite(queryClient, { table: 'project_employees', projectIds: [projectId] }),
  });
}

/** DELETE /api/projects/{id}/employees/{employeeId}; the employee's work records stay. */
export function useRemoveEmployee(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employeeId: number) => apiRequest<void>('DELETE', `/api/projects/${projectId}/employees/${employeeId}`),
    onSuccess: () => invalidateAfterWrite(queryClient, { table: 'project_employees', projectIds: [projectId] }),
  });
}
