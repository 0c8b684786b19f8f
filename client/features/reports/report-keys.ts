/** Query keys of the Reports page; every key starts with 'reports'. */
export const reportKeys = {
  all: ['reports'] as const,
  report: (range: string) => [...reportKeys.all, range] as const,
  /** The company job cost and committed cost by payee (issue 42 scope 7), of the active or all projects. */
  jobCost: () => [...reportKeys.all, 'job-cost'] as const,
  companyJobCost: (projects: string) => [...reportKeys.jobCost(), 'by-code', projects] as const,
  commitmentsByPayee: (projects: string) => [...reportKeys.jobCost(), 'by-payee', projects] as const,
};
