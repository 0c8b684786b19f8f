/** Query keys of the job cost, cost codes and commitments (issue 42); every key starts with 'job-cost'. */
export const jobCostKeys = {
  all: ['job-cost'] as const,
  project: (projectId: number) => [...jobCostKeys.all, 'project', projectId] as const,
  commitments: (projectId: number) => [...jobCostKeys.project(projectId), 'commitments'] as const,
  costCodes: () => [...jobCostKeys.all, 'cost-codes'] as const,
  costCodeSuggestion: (supplierId: number | null, category: string | null) =>
    [...jobCostKeys.costCodes(), 'suggestion', supplierId, category] as const,
  commitment: (id: number) => [...jobCostKeys.all, 'commitment', id] as const,
};
