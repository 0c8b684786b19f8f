import { QueryCache, QueryClient } from '@tanstack/react-query';
import { authKeys } from '../features/auth/auth-keys';
import { ApiError } from '../lib/api';

/** How long fetched data counts as fresh: live change events refresh it sooner, focus refetches it after. */
export const STALE_TIME_MS = 60_000;

/**
 * The app's one QueryClient. Screens take their queries from the features' query factories (key, URL and answer
 * type together, e.g. projectQueries.list({active: true})); a key without a factory has no query function and
 * fails loudly. Data stays fresh for a minute; change events from the server (use-live-changes.ts) invalidate
 * what changed at once, and a window coming back into focus refetches stale data in case events were missed
 * (a departure from docs/product/calls.md §7.1's "never stale, no refetch on focus": docs/decisions/). Failed reads are not
 * retried.
 */
export const queryClient: QueryClient = new QueryClient({
  // A 401 means the session ended (expired, signed out elsewhere, user disabled): ask again who is signed in,
  // which brings up the sign-in page.
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (error instanceof ApiError && error.status === 401 && query.queryKey[1] !== 'session') {
        void queryClient.invalidateQueries({ queryKey: authKeys.session() });
      }
    },
  }),
  defaultOptions: {
    queries: {
      queryFn: ({ queryKey }) => {
        throw new Error(`No query function for ${JSON.stringify(queryKey)}: use the feature's query factory`);
      },
      staleTime: STALE_TIME_MS,
      retry: false,
      refetchOnWindowFocus: true,
      refetchInterval: false,
    },
    mutations: {
      retry: false,
    },
  },
});
