import { queryOptions } from '@tanstack/react-query';
import { advancesApi } from '../../../domain/api/advances';
import { payrollApi } from '../../../domain/api/payroll';
import { callApi } from '../../lib/call-api';
import { payrollKeys } from './payroll-keys';

/** Each key with the call that fills it (contracts: domain/api/payroll.ts, advances.ts); answers typed and checked by them. */
export const payrollQueries = {
  weekly: (week: string) =>
    queryOptions({ queryKey: payrollKeys.weekly(week), queryFn: () => callApi(payrollApi.weekly, { query: { week } }) }),
  paystub: (employeeId: number, week: string) =>
    queryOptions({
      queryKey: payrollKeys.paystub(employeeId, week),
      queryFn: () => callApi(payrollApi.paystub, { query: { employeeId, week } }),
    }),
  /** Newest first. */
  advances: () => queryOptions({ queryKey: payrollKeys.advances(), queryFn: () => callApi(advancesApi.list) }),
};
