import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../app/page-loader';
import { Shell } from '../../app/shell';
import { authQueries } from './auth-queries';
import { shellAccess } from './shell-access';

/** Only a signed-out visitor needs the sign-in form (and the form library): fetched when it is shown. */
const SignInPage = lazy(() => import('./sign-in-page').then((m) => ({ default: m.SignInPage })));

/**
 * The shell, or the sign-in page when the server requires sign-in and nobody is signed in. Nothing renders
 * until the session has answered (one small request): a shell drawn before it would load the dashboard, the
 * bell and the live stream for a signed-out visitor (401s in the console behind the sign-in page) or open a
 * foreman's browser on screens the role does not have (403s). Offline (the request paused) the shell renders.
 */
export function SessionGate() {
  const session = useQuery(authQueries.session());
  const location = useLocation();
  // The answer arrives through useSyncExternalStore, whose updates React renders in one blocking task; the shell
  // and the screen are drawn by the deferred render that follows instead, in slices that let the browser breathe.
  const waiting = useDeferredValue(session.isPending && session.fetchStatus === 'fetching');
  if (waiting) return null;
  const access = shellAccess(session.data, location.pathname);
  if (access.kind === 'sign-in')
    return (
      <Suspense fallback={<PageLoader />}>
        <SignInPage setup={access.setup} />
      </Suspense>
    );
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  return <Shell />;
}
