import { useRouter } from 'next/router';
import { useEffect, useRef, type ReactNode } from 'react';
import { PageLoadFailure } from '@/components/ui/LoadFailure';
import { AppError, httpMessage, toErrorMessage } from '@/lib/api/errors';
import { notifyError } from '@/lib/notify';
import { signInUrl } from '@/lib/redirect';
import { canOpen, homeOf } from '../routing';
import { useAuth } from '../queries';

function Pending() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] items-center justify-center">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-primary-200 border-t-primary-700" aria-hidden="true" />
      <span className="sr-only">Carregando...</span>
    </div>
  );
}

/**
 * Guarded routes (DESIGN.md §3): signed out → /participe?redirect=<path>; a COMMERCE user on
 * /admin/* gets the 401 message and goes to /vitrine (an ADMIN on a COMMERCE route, to /admin).
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { session, retry } = useAuth();
  const allowed = session.status === 'signed-in' && canOpen(session.user, router.pathname);
  // One redirect per (session, address): the effect re-runs whenever the router object changes.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!router.isReady || session.status === 'loading' || session.status === 'unavailable' || allowed) return;
    const key = `${session.status}:${router.asPath}`;
    if (handled.current === key) return;
    handled.current = key;
    if (session.status === 'signed-out') {
      void router.replace(session.reason === 'sign-out' ? '/participe' : signInUrl(router.asPath));
    } else if (!canOpen(session.user, router.pathname)) {
      notifyError(new AppError(httpMessage(401)));
      void router.replace(homeOf(session.user));
    }
  }, [router, session, allowed]);

  if (session.status === 'unavailable') {
    // An API outage while checking the session: the user stays signed in and may try again.
    return <PageLoadFailure message={toErrorMessage(session.error)} onRetry={retry} />;
  }
  return allowed ? <>{children}</> : <Pending />;
}
