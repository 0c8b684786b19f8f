import { useQuery } from '@tanstack/react-query';
import { ROLE_LABELS } from '../../domain/accounts';
import { authQueries } from '../features/auth/auth-queries';

/** The single fixed user of the app while sign-in is off (spec part 1 §1: no sign-in screen). */
export const USER = {
  name: 'Jordan Reyes',
  role: 'Project Manager',
} as const;

/** Who the top bar and menu show: the signed-in user, or the fixed user while sign-in is off. */
export function useShownUser(): { name: string; role: string; signedIn: boolean } {
  const session = useQuery(authQueries.session());
  const user = session.data?.user;
  if (!session.data?.authRequired || !user) return { ...USER, signedIn: false };
  return { name: user.name, role: ROLE_LABELS[user.role], signedIn: true };
}
