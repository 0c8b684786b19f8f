import { queryOptions } from '@tanstack/react-query';
import { employeesApi } from '../../../domain/api/employees';
import { callApi } from '../../lib/call-api';
import { employeeKeys } from './employee-keys';

/** Each key with the call that fills it (contracts: domain/api/employees.ts). */
export const employeeQueries = {
  /** GET /api/employees: every one of them (screens filter). */
  list: () => queryOptions({ queryKey: employeeKeys.list(), queryFn: () => callApi(employeesApi.list) }),
  /** GET /api/employees/:id/rates: the dated rate history, newest first. */
  rates: (id: number) => queryOptions({ queryKey: employeeKeys.rates(id), queryFn: () => callApi(employeesApi.rates, { params: { id } }) }),
  /** GET /api/employees/:id/rate-preview: what saving this daily rate from effectiveFrom would reprice. */
  ratePreview: (id: number, dailyRate: number, effectiveFrom: string, hourlyRate?: number) =>
    queryOptions({
      queryKey: employeeKeys.ratePreview(id, dailyRate, effectiveFrom, hourlyRate),
      queryFn: () =>
        callApi(employeesApi.ratePreview, {
          params: { id },
          query: { dailyRate, effectiveFrom, ...(hourlyRate === undefined ? {} : { hourlyRate }) },
        }),
    }),
};
