import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { Shell } from '../../app/shell';
import { authQueries } from './auth-queries';
import { SignInPage } from './sign-in-page';

/**
 * The shell, or the sign-in page when the server requires sign-in and nobody is signed in. While the session
 * is being asked for the shell renders at once (with sign-in off, the loopback default, nothing waits).
 */
export function SessionGate() {
  const session = useQuery(authQueries.session());
  const location = useLocation();
  if (session.data?.authRequired && !session.data.user) return <SignInPage setup={session.data.setupRequired} />;
  // A foreman has no dashboard (money figures): their start screen is their projects.
  if (session.data?.user?.role === 'foreman' && location.pathname === '/') return <Navigate to="/projects" replace />;
  return <Shell />;
}
