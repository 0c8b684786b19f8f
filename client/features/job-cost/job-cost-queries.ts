import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '../../../domain/api/endpoint';
import { jobCostApi } from '../../../domain/api/job-cost';
import type { DataTable } from '../../../domain/data-changes';
import type { ExpenseCategory } from '../../../domain/expenses';
import { invalidateAfterWrite, type Write } from '../../app/data-changes';
import { callApi } from '../../lib/call-api';
import { jobCostKeys } from './job-cost-keys';

/** Each job-cost key with the call that fills it (contracts: domain/api/job-cost.ts). */
export const jobCostQueries = {
  jobCost: (projectId: number) =>
    queryOptions({ queryKey: jobCostKeys.project(projectId), queryFn: () => callApi(jobCostApi.jobCost, { params: { id: projectId } }) }),
  commitments: (projectId: number) =>
    queryOptions({
      queryKey: jobCostKeys.commitments(projectId),
      queryFn: () => callApi(jobCostApi.listCommitments, { query: { projectId } }),
    }),
  commitment: (id: number) =>
    queryOptions({ queryKey: jobCostKeys.commitment(id), queryFn: () => callApi(jobCostApi.getCommitment, { params: { id } }) }),
  costCodes: () => queryOptions({ queryKey: jobCostKeys.costCodes(), queryFn: () => callApi(jobCostApi.listCostCodes), staleTime: 60_000 }),
  /** The code to pre-fill on an expense; asked again each time a form asks (the supplier's history grows with every expense). */
  costCodeSuggestion: (supplierId: number | null, category: string | null) =>
    queryOptions({
      queryKey: jobCostKeys.costCodeSuggestion(supplierId, category),
      queryFn: () =>
        callApi(jobCostApi.costCodeSuggestion, {
          query: { supplierId: supplierId ?? undefined, category: (category ?? undefined) as ExpenseCategory | undefined },
        }),
      staleTime: 0,
    }),
};

type Body<K extends keyof typeof jobCostApi> = RequestOf<(typeof jobCostApi)[K]>['body'];

/** One write of a project's job cost, refreshing what it changes. */
function useProjectWrite<T, R>(projectId: number, tables: DataTable[], call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  const writes: Write[] = tables.map((table) => ({ table, projectIds: [projectId] }));
  return useMutation({ mutationFn: call, onSuccess: () => invalidateAfterWrite(queryClient, ...writes) });
}

export const useSaveBudgetLines = (projectId: number) =>
  useProjectWrite(projectId, ['project_cost_codes', 'projects'], (body: Body<'saveBudgetLines'>) =>
    callApi(jobCostApi.saveBudgetLines, { params: { id: projectId }, body }),
  );

export const useCreateCommitment = (projectId: number) =>
  useProjectWrite(projectId, ['commitments', 'commitment_lines'], (body: Body<'createCommitment'>) =>
    callApi(jobCostApi.createCommitment, { body }),
  );

export const useCommitmentStatus = (projectId: number) =>
  useProjectWrite(projectId, ['commitments'], ({ id, status }: { id: number; status: 'draft' | 'issued' | 'closed' }) =>
    callApi(jobCostApi.setCommitmentStatus, { params: { id }, body: { status } }),
  );

export const useUpdateCommitment = (projectId: number) =>
  useProjectWrite(projectId, ['commitments', 'commitment_lines'], ({ id, body }: { id: number; body: Body<'updateCommitment'> }) =>
    callApi(jobCostApi.updateCommitment, { params: { id }, body }),
  );
