import { queryOptions } from '@tanstack/react-query';
import type { Employee } from '../../../domain/people';
import { apiGet } from '../../lib/api';

/** Query keys of the employees; every key starts with 'employees'. */
export const employeeKeys = {
  all: ['employees'] as const,
  list: () => [...employeeKeys.all, 'list'] as const,
};

export const employeeQueries = {
  /** GET /api/employees: every one of them (screens filter). */
  list: () => queryOptions({ queryKey: employeeKeys.list(), queryFn: () => apiGet<Employee[]>('/api/employees') }),
};
