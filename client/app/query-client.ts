import { QueryClient } from '@tanstack/react-query';
import { getByKey } from '../lib/api';

/**
 * The app's one QueryClient (spec §7.1): data is never stale, never refetched on focus or on an interval,
 * and failed reads are not retried. A query key is turned into its GET URL by getByKey, so screens only
 * pass a key: useQuery({ queryKey: ['/api/projects', { active: true }] }). Mutations invalidate what they change.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: ({ queryKey }) => getByKey(queryKey),
      staleTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    mutations: {
      retry: false,
    },
  },
});
