import { queryOptions } from '@tanstack/react-query';
import { expensesApi } from '../../../domain/api/expenses';
import { callApi } from '../../lib/call-api';
import { type ExpenseFilterParams, type ExpenseListParams, expenseKeys } from './expense-keys';

/** Each key with the call that fills it (contracts: domain/api/expenses.ts); answers typed and checked by them. */
export const expenseQueries = {
  /** GET /api/expenses?…: one page of expenses, newest first. */
  list: (params: ExpenseListParams = {}) =>
    queryOptions({ queryKey: expenseKeys.list(params), queryFn: () => callApi(expensesApi.list, { query: params }) }),
  /** GET /api/expenses/summary?…: count and totals of the filtered expenses. */
  summary: (params: ExpenseFilterParams = {}) =>
    queryOptions({ queryKey: expenseKeys.summary(params), queryFn: () => callApi(expensesApi.summary, { query: params }) }),
};
