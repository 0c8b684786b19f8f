import { queryOptions } from '@tanstack/react-query';
import type { Advance, PayrollRow, Paystub } from '../../../domain/payroll';
import { apiGet } from '../../lib/api';

/** Query keys of payroll weeks, pay stubs and advances; every key starts with 'payroll'. */
export const payrollKeys = {
  all: ['payroll'] as const,
  weekly: (week: string) => [...payrollKeys.all, 'weekly', week] as const,
  paystub: (employeeId: number, week: string) => [...payrollKeys.all, 'paystub', employeeId, week] as const,
  advances: () => [...payrollKeys.all, 'advances'] as const,
};

export const payrollQueries = {
  /** GET /api/payroll/weekly?week= */
  weekly: (week: string) =>
    queryOptions({ queryKey: payrollKeys.weekly(week), queryFn: () => apiGet<PayrollRow[]>('/api/payroll/weekly', { week }) }),
  /** GET /api/payroll/paystub?employeeId=&week= */
  paystub: (employeeId: number, week: string) =>
    queryOptions({
      queryKey: payrollKeys.paystub(employeeId, week),
      queryFn: () => apiGet<Paystub>('/api/payroll/paystub', { employeeId, week }),
    }),
  /** GET /api/payroll-advances (newest first). */
  advances: () => queryOptions({ queryKey: payrollKeys.advances(), queryFn: () => apiGet<Advance[]>('/api/payroll-advances') }),
};
