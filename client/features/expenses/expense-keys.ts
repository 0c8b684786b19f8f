import type { RequestOf } from '../../../domain/api/endpoint';
import type { expensesApi } from '../../../domain/api/expenses';

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
