import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AppError, httpStatus } from '@/lib/api/errors';
import { onSessionExpired } from '@/lib/api/token';
import { env } from '@/lib/env';
import { clearAllDrafts } from '@/lib/hooks/useFormDraft';
import { clearSeenMarks } from '@/features/news/model';
import { notifyError } from '@/lib/notify';
import { signInUrl } from '@/lib/redirect';
import type { AuthGateway, AuthIdentity, SessionUser } from './api';
import { participeUrl, READ_ATTEMPTS, resendVerificationFlow, resetPasswordFlow, retryTransient, signInFlow, signUpFlow, verifySession } from './flows';
import { AuthContext, authQueries, type AuthContextValue, type SessionState } from './queries';
import { routes } from '@/lib/routes';

/** Tries of the session check when a page loads (the sign-in's own reads try as often). */
export const RESTORE_ATTEMPTS = READ_ATTEMPTS;

/**
 * What ends a session: a refusal of the user (unverified e-mail, DISABLED, PENDING, no API
 * configured — our own AppErrors) or of the token (401/403, after the client's one refresh).
 * Anything else — 5xx, no answer — is an outage: the user stays signed in and may try again.
 */
function endsSession(error: unknown): boolean {
  const status = httpStatus(error);
  return error instanceof AppError || status === 401 || status === 403;
}

const sameEmail = (a: string | null, b: string | null) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

/**
 * The session check of a persisted user on page load. A server hiccup (5xx, network) is tried
 * again before giving up: signing the user out for it would drop them on /participe, losing the
 * page they were on. A refusal (unverified, DISABLED, PENDING, 4xx) is final at once.
 */
function restoreSession(client: QueryClient, identity: AuthIdentity): Promise<SessionUser> {
  return retryTransient(() => verifySession(client, identity));
}

/**
 * The session of the tab. Restores a persisted Firebase user on load (checking e-mail
 * verification and account status again), runs sign-in/sign-up, and on an expired session signs
 * out, says 'Sessão expirada!' and goes back to /participe.
 *
 * `initialUser`: the user the server rendered the page for (features/auth/ssr.ts). The page
 * shows at once as signed in; the restore above still runs and has the last word (another user,
 * nobody, a refusal).
 */
export function AuthProvider({ gateway, initialUser, children }: { gateway: AuthGateway; initialUser?: SessionUser; children: ReactNode }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [session, setSession] = useState<SessionState>(() =>
    initialUser ? { status: 'signed-in', user: initialUser } : { status: 'loading', user: null },
  );
  // While a sign-in or sign-up runs, it owns the session: the listener stays out of its way.
  const busy = useRef(false);
  // Every identity change and every sign-in/up/out starts a new generation. A page-load restore
  // (up to RESTORE_ATTEMPTS tries, over a second) that ends after a newer one began — the user
  // pressed Sair on a server-rendered page meanwhile — is dropped, success or failure.
  const generation = useRef(0);
  // The token source must be in place before any child's first request.
  useState(() => gateway.installTokenSource());
  // The identity last restored, for 'Tentar novamente' after an outage.
  const identityRef = useRef<AuthIdentity | null>(null);

  const clear = useCallback(
    (reason?: 'sign-out') => {
      queryClient.clear();
      setSession({ status: 'signed-out', user: null, reason });
    },
    [queryClient],
  );

  const restore = useCallback(
    (identity: AuthIdentity) => {
      const mine = ++generation.current;
      const current = () => generation.current === mine && !busy.current;
      restoreSession(queryClient, identity).then(
        (user) => {
          if (current()) setSession({ status: 'signed-in', user });
        },
        async (error: unknown) => {
          if (!current()) return;
          if (endsSession(error)) {
            await gateway.signOut().catch(() => undefined);
            clear();
            notifyError(error);
            return;
          }
          notifyError(error);
          // A page already shown for this user (server-rendered) keeps them; else the retry state.
          setSession((previous) =>
            previous.status === 'signed-in' && sameEmail(previous.user.email, identity.email) ? previous : { status: 'unavailable', user: null, error },
          );
        },
      );
    },
    [gateway, clear, queryClient],
  );

  useEffect(
    () =>
      gateway.onChange((identity) => {
        if (busy.current) return;
        identityRef.current = identity;
        if (!identity) {
          generation.current += 1;
          // A transition: a server-rendered part whose code has not arrived yet (/participe's
          // forms, participe/lazy-forms.tsx) is hydrated by any change of this context, and
          // an urgent one would replace its HTML, and what was typed in it, with its placeholder;
          // a transition waits for the code instead.
          startTransition(() => clear());
          return;
        }
        restore(identity);
      }),
    [gateway, clear, restore],
  );

  useEffect(
    () =>
      onSessionExpired(() => {
        const path = router.asPath;
        gateway.signOut().catch(() => undefined);
        clear();
        notifyError({ code: 'id-token-expired' });
        void router.replace(signInUrl(path));
      }),
    [gateway, clear, router],
  );

  const value = useMemo<AuthContextValue>(() => {
    const exclusive = async <T,>(work: () => Promise<T>): Promise<T> => {
      busy.current = true;
      generation.current += 1;
      try {
        return await work();
      } finally {
        busy.current = false;
      }
    };
    return {
      session,
      gateway,
      signIn: (email, password) =>
        exclusive(async () => {
          try {
            const result = await signInFlow(gateway, queryClient, email, password);
            setSession({ status: 'signed-in', user: result.user });
            return result;
          } catch (error) {
            clear();
            throw error;
          }
        }),
      signUp: (input) =>
        exclusive(async () => {
          try {
            await signUpFlow(gateway, queryClient, input, participeUrl(env.siteUrl));
          } finally {
            clear();
          }
        }),
      resetPassword: (email) => resetPasswordFlow(gateway, email, participeUrl(env.siteUrl)),
      // Signs in and out on its own: like sign-in, the listener keeps out of its way.
      resendVerification: (email, password) =>
        exclusive(async () => {
          try {
            await resendVerificationFlow(gateway, email, password);
          } finally {
            clear();
          }
        }),
      refresh: async () => {
        const user = await queryClient.fetchQuery(authQueries.sessionUser());
        setSession({ status: 'signed-in', user });
      },
      retry: () => {
        const identity = identityRef.current;
        if (!identity || busy.current) return;
        setSession({ status: 'loading', user: null });
        restore(identity);
      },
      signOut: () =>
        exclusive(async () => {
          // Drafts, 'last seen' marks and cached data belong to this user: none of it is left for the next one.
          clearAllDrafts();
          clearSeenMarks();
          await gateway.signOut();
          clear('sign-out');
          await router.replace(routes.participe());
          // Again once the signed-in header is gone: while Firebase signed out it was still
          // mounted and could mark the page it was on (news.spec caught one key left behind).
          clearSeenMarks();
        }),
    };
  }, [session, gateway, clear, router, restore, queryClient]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
