import type { ReactElement, ReactNode } from 'react';
import { AppProviders } from './AppProviders';
import { Logo } from './Logo';
import { SiteFooter } from './SiteFooter';
import { MAIN_ID, SkipLink } from './SkipLink';

/** /participe's frame: the logo header, without the signed-in header or the guard. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-screen-2xl items-center px-4 lg:px-8">
          <Logo />
        </div>
      </header>
      <main id={MAIN_ID}>{children}</main>
      <SiteFooter />
    </>
  );
}

/**
 * /participe: the app stack (session, toasts) around its frame. `<AppProviders>` is the root
 * element, as in the signed-in layouts (AppLayout.tsx), so the provider tree — and a toast raised
 * on the way here — survives the navigation.
 */
export const authLayout = (page: ReactElement) => (
  <AppProviders>
    <AuthFrame>{page}</AuthFrame>
  </AppProviders>
);
