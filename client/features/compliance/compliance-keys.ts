/** Query keys of payees' compliance (issue 44); every key starts with 'compliance'. */
export const complianceKeys = {
  all: ['compliance'] as const,
  list: () => [...complianceKeys.all, 'list'] as const,
  project: (projectId: number) => [...complianceKeys.all, 'project', projectId] as const,
  papers: (payeeType: 'supplier' | 'subcontractor', id: number) => [...complianceKeys.all, 'papers', payeeType, id] as const,
};
