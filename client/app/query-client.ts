import { QueryClient } from '@tanstack/react-query';

/** How long fetched data counts as fresh: live change events refresh it sooner, focus refetches it after. */
export const STALE_TIME_MS = 60_000;

/**
 * The app's one QueryClient. Screens take their queries from the features' query factories (key, URL and answer
 * type together, e.g. projectQueries.list({active: true})); a key without a factory has no query function and
 * fails loudly. Data stays fresh for a minute; change events from the server (use-live-changes.ts) invalidate
 * what changed at once, and a window coming back into focus refetches stale data in case events were missed
 * (a departure from spec §7.1's "never stale, no refetch on focus": docs/decisions.md). Failed reads are not
 * retried.
 */
export const queryClient = new QueryClient({
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
