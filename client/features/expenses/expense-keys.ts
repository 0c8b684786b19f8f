import { queryOptions } from '@tanstack/react-query';
import type { RequestOf } from '../../../domain/api/endpoint';
import { expensesApi } from '../../../domain/api/expenses';
import { callApi } from '../../lib/call-api';

/** GET /api/expenses/summary filters (search, category, projectId), as the contract takes them. */
export type ExpenseFilterParams = NonNullable<RequestOf<typeof expensesApi.summary>['query']>;
/** GET /api/expenses: the filters plus a page (limit, offset). */
export type ExpenseListParams = NonNullable<RequestOf<typeof expensesApi.list>['query']>;

/** Query keys of expense lists and summaries; every key starts with 'expenses'. */
export const expenseKeys = {
  all: ['expenses'] as const,
  lists: () => [...expenseKeys.all, 'list'] as const,
  list: (params: ExpenseListParams = {}) => [...expenseKeys.lists(), params] as const,
  summaries: () => [...expenseKeys.all, 'summary'] as const,
  summary: (params: ExpenseFilterParams = {}) => [...expenseKeys.summaries(), params] as const,
};

/** Each key with the call that fills it (contracts: domain/api/expenses.ts); answers typed and checked by them. */
export const expenseQueries = {
  /** GET /api/expenses?…: one page of expenses, newest first. */
  list: (params: ExpenseListParams = {}) =>
    queryOptions({ queryKey: expenseKeys.list(params), queryFn: () => callApi(expensesApi.list, { query: params }) }),
  /** GET /api/expenses/summary?…: count and totals of the filtered expenses. */
  summary: (params: ExpenseFilterParams = {}) =>
    queryOptions({ queryKey: expenseKeys.summary(params), queryFn: () => callApi(expensesApi.summary, { query: params }) }),
};
