/** Query keys of the suppliers; every key starts with 'suppliers'. */
export const supplierKeys = {
  all: ['suppliers'] as const,
  list: () => [...supplierKeys.all, 'list'] as const,
};
