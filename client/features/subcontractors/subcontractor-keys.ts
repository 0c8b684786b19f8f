/** Query keys of the subcontractors; every key starts with 'subcontractors'. */
export const subcontractorKeys = {
  all: ['subcontractors'] as const,
  list: () => [...subcontractorKeys.all, 'list'] as const,
};
