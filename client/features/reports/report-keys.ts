/** Query keys of the Reports page; every key starts with 'reports'. */
export const reportKeys = {
  all: ['reports'] as const,
  report: (range: string) => [...reportKeys.all, range] as const,
};
