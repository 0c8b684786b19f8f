/** Query keys of payroll weeks, pay stubs and advances; every key starts with 'payroll'. */
export const payrollKeys = {
  all: ['payroll'] as const,
  weekly: (week: string) => [...payrollKeys.all, 'weekly', week] as const,
  paystub: (employeeId: number, week: string) => [...payrollKeys.all, 'paystub', employeeId, week] as const,
  advances: () => [...payrollKeys.all, 'advances'] as const,
};
