/** Query keys of the employees; every key starts with 'employees'. */
export const employeeKeys = {
  all: ['employees'] as const,
  list: () => [...employeeKeys.all, 'list'] as const,
  rates: (id: number) => [...employeeKeys.all, 'rates', id] as const,
  burden: (id: number, year: number) => [...employeeKeys.all, 'burden', id, year] as const,
  ratePreview: (id: number, dailyRate: number, effectiveFrom: string, hourlyRate?: number) =>
    [...employeeKeys.all, 'rate-preview', id, dailyRate, effectiveFrom, hourlyRate ?? null] as const,
};
