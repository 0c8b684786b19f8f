import { queryOptions } from '@tanstack/react-query';
import { searchApi } from '../../../domain/api/search';
import { callApi } from '../../lib/call-api';

/** Query keys of the global search; every key starts with 'search'. */
export const searchKeys = {
  all: ['search'] as const,
  results: (q: string) => [...searchKeys.all, q] as const,
};

/** Each key with the call that fills it (contract: domain/api/search.ts). */
export const searchQueries = {
  /** GET /api/search?q=: a few hits of each kind. */
  results: (q: string) => queryOptions({ queryKey: searchKeys.results(q), queryFn: () => callApi(searchApi.search, { query: { q } }) }),
};
