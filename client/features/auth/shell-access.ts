import type { SessionInfo } from '../../../domain/accounts';
import { canOpenPath } from '../../app/nav';

/**
 * What a visitor with this session sees at `pathname`: the shell, the sign-in page (`setup`: the first owner's form),
 * or another screen.
 */
export type ShellAccess = { kind: 'shell' } | { kind: 'sign-in'; setup: boolean } | { kind: 'redirect'; to: string };

/**
 * Who sees the shell, in one place for the gate that draws it and for the data fetched before the first render.
 * Sign-in required and nobody signed in: the sign-in page. A screen the role does not have (a foreman's dashboard,
 * payroll, reports…): the role's start screen instead (a foreman's is their projects); the server refuses its data
 * regardless. No session yet (offline, or not answered): the shell.
 */
export function shellAccess(session: SessionInfo | null | undefined, pathname: string): ShellAccess {
  if (session?.authRequired && !session.user) return { kind: 'sign-in', setup: session.setupRequired };
  const role = session?.user?.role;
  if (role && !canOpenPath(role, pathname)) return { kind: 'redirect', to: role === 'foreman' ? '/projects' : '/' };
  return { kind: 'shell' };
}
