import { queryOptions } from '@tanstack/react-query';
import { employeesApi } from '../../../domain/api/employees';
import { callApi } from '../../lib/call-api';

/** Query keys of the employees; every key starts with 'employees'. */
export const employeeKeys = {
  all: ['employees'] as const,
  list: () => [...employeeKeys.all, 'list'] as const,
};

/** Each key with the call that fills it (contracts: domain/api/employees.ts). */
export const employeeQueries = {
  /** GET /api/employees: every one of them (screens filter). */
  list: () => queryOptions({ queryKey: employeeKeys.list(), queryFn: () => callApi(employeesApi.list) }),
};
