import { useRouter } from 'next/router';
import { useEffect, useRef, type ReactNode } from 'react';
import { PageLoadFailure } from '@/components/ui/LoadFailure';
import { Skeleton } from '@/components/ui/Skeleton';
import { AppError, httpMessage, toErrorMessage } from '@/lib/api/errors';
import { notifyError } from '@/lib/notify';
import { signInUrl } from '@/lib/redirect';
import { canOpen, homeOf } from '../routing';
import { useAuth } from '../queries';
import { routes } from '@/lib/routes';

/**
 * While the session is restored (or a redirect is on its way): the page's frame, not a spinner on
 * a blank page — where the title and the content will be, in the shape of PageHeader and a panel.
 * Nothing of the user's or of a role: who this is is not known yet.
 */
function Pending() {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only">Carregando...</span>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      <Skeleton className="h-10 w-full max-w-3xl" />
      <Skeleton className="h-72 w-full" />
    </div>
  );
}

/**
 * Guarded routes (docs/auth-and-ssr.md): signed out → /participe?redirect=<path>; a COMMERCE user on
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
      void router.replace(session.reason === 'sign-out' ? routes.participe() : signInUrl(router.asPath));
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
