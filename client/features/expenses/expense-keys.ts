import { queryOptions } from '@tanstack/react-query';
import type { ExpenseListItem, ExpenseSummary } from '../../../domain/expenses';
import { apiGet } from '../../lib/api';

/** GET /api/expenses filters; the list also pages (limit, offset). */
export type ExpenseFilterParams = { search?: string; category?: string; projectId?: number };
export type ExpenseListParams = ExpenseFilterParams & { limit?: number; offset?: number };

/** Query keys of expense lists and summaries; every key starts with 'expenses'. */
export const expenseKeys = {
  all: ['expenses'] as const,
  lists: () => [...expenseKeys.all, 'list'] as const,
  list: (params: ExpenseListParams = {}) => [...expenseKeys.lists(), params] as const,
  summaries: () => [...expenseKeys.all, 'summary'] as const,
  summary: (params: ExpenseFilterParams = {}) => [...expenseKeys.summaries(), params] as const,
};

export const expenseQueries = {
  /** GET /api/expenses?…: one page of expenses, newest first. */
  list: (params: ExpenseListParams = {}) =>
    queryOptions({ queryKey: expenseKeys.list(params), queryFn: () => apiGet<ExpenseListItem[]>('/api/expenses', params) }),
  /** GET /api/expenses/summary?…: count and totals of the filtered expenses. */
  summary: (params: ExpenseFilterParams = {}) =>
    queryOptions({ queryKey: expenseKeys.summary(params), queryFn: () => apiGet<ExpenseSummary>('/api/expenses/summary', params) }),
};
