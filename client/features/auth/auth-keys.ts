import type { QueryClient } from '@tanstack/react-query';

/** Query keys of sign-in and users; every key starts with 'auth'. */
export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
  users: () => [...authKeys.all, 'users'] as const,
};

/**
 * Drops every cached answer but the session (signing in or out changes what the user may see). The session
 * query itself stays, so the screen watching it sees the new value set right after.
 */
export function forgetAllButSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (q) => !(q.queryKey[0] === 'auth' && q.queryKey[1] === 'session') });
}
