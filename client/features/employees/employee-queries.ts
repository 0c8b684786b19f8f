import { queryOptions } from '@tanstack/react-query';
import { employeesApi } from '../../../domain/api/employees';
import { callApi } from '../../lib/call-api';
import { employeeKeys } from './employee-keys';

/** Each key with the call that fills it (contracts: domain/api/employees.ts). */
export const employeeQueries = {
  /** GET /api/employees: every one of them (screens filter). */
  list: () => queryOptions({ queryKey: employeeKeys.list(), queryFn: () => callApi(employeesApi.list) }),
};
