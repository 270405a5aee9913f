import type { ReactElement, ReactNode } from 'react';
import { AppProviders } from './AppProviders';
import { Logo } from './Logo';

/** /participe: the app stack (session, toasts) without the signed-in header or the guard. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-screen-2xl items-center px-4 lg:px-8">
          <Logo />
        </div>
      </header>
      <main id="conteudo">{children}</main>
    </AppProviders>
  );
}

export const authLayout = (page: ReactElement) => <AuthLayout>{page}</AuthLayout>;
