import { queryOptions, useQuery } from '@tanstack/react-query';
import { mayChangeEntry, type Role } from '../../../domain/accounts';
import { authApi, usersApi } from '../../../domain/api/accounts';
import { callApi } from '../../lib/call-api';
import { authKeys } from './auth-keys';

export const authQueries = {
  /** GET /api/auth/session: whether sign-in is required and who is signed in. */
  session: () =>
    queryOptions({ queryKey: authKeys.session(), queryFn: () => callApi(authApi.session), staleTime: Number.POSITIVE_INFINITY }),
  /** GET /api/users (owner). */
  users: () => queryOptions({ queryKey: authKeys.users(), queryFn: () => callApi(usersApi.list) }),
};

/**
 * The role the UI shows screens for: the signed-in user's, the owner while sign-in is off, and — until the
 * session has answered — the owner too (the server refuses anything the role may not do regardless).
 */
export function useRole(): Role {
  const session = useQuery(authQueries.session());
  return session.data?.user?.role ?? 'owner';
}

/** Whether the signed-in user may edit or delete an entry by who entered it (domain mayChangeEntry). */
export function useMayChange(): (entry: { enteredBy: number | null }) => boolean {
  const session = useQuery(authQueries.session());
  const user = session.data?.user ?? null;
  return (entry) => mayChangeEntry(user && { id: user.id, role: user.role }, entry.enteredBy);
}
