import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamApi } from '../../../domain/api/team';
import { invalidateAfterWrite } from '../../app/data-changes';
import { callApi } from '../../lib/call-api';

/** POST /api/projects/{id}/employees {employeeId}. */
export function useAssignEmployee(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employeeId: number) => callApi(teamApi.assign, { params: { id: projectId }, body: { employeeId } }),
    onSuccess: () => invalidateAfterWrite(queryClient, { table: 'project_employees', projectIds: [projectId] }),
  });
}

/** DELETE /api/projects/{id}/employees/{employeeId}; the employee's work records stay. */
export function useRemoveEmployee(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (employeeId: number): Promise<void> => {
      await callApi(teamApi.remove, { params: { id: projectId, employeeId } });
    },
    onSuccess: () => invalidateAfterWrite(queryClient, { table: 'project_employees', projectIds: [projectId] }),
  });
}
