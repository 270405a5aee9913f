import Link from 'next/link';
import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { hasSessionCookie } from '@/lib/session-cookie';
import { Logo } from './Logo';
import { SiteFooter } from './SiteFooter';
import { MAIN_ID, SkipLink } from './SkipLink';
import { routes } from '@/lib/routes';

const noSubscription = () => () => undefined;

/**
 * The landing and error pages: no app stack (keeps `/` light). A signed-in visitor (the session
 * cookie, read after hydration) is offered the way back into the app instead of 'Entrar'.
 */
export function PublicLayout({ children, transparentHeader = false }: { children: ReactNode; transparentHeader?: boolean }) {
  const signedIn = useSyncExternalStore(noSubscription, hasSessionCookie, () => false);
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className={transparentHeader ? 'absolute inset-x-0 top-0 z-10' : 'border-b border-slate-200 bg-white'}>
        <div className="mx-auto flex h-16 max-w-screen-2xl items-center justify-between px-4 lg:px-8">
          <Logo inverted={transparentHeader} />
          <Link
            href={signedIn ? routes.showcase() : routes.participe()}
            className="rounded-md bg-secondary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-secondary-800"
          >
            {signedIn ? 'Ir para a vitrine' : 'Entrar'}
          </Link>
        </div>
      </header>
      <main id={MAIN_ID} className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

export const publicLayout = (page: ReactElement) => <PublicLayout>{page}</PublicLayout>;
