import type { ReactElement, ReactNode } from 'react';
import type { ServerSession } from '@/features/auth/ssr';
import type { LayoutProps } from '@/layouts/page';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { AppHeader } from './AppHeader';
import { AppProviders } from './AppProviders';

/** Signed-in pages: providers, header, and the role guard (DESIGN.md §3). */
export function AppLayout({ serverSession, children }: { serverSession?: ServerSession; children: ReactNode }) {
  return (
    <AppProviders serverSession={serverSession}>
      <div className="flex min-h-screen flex-col">
        <AppHeader />
        <main id="conteudo" className="mx-auto w-full max-w-screen-2xl flex-1 px-4 py-6 lg:px-8">
          <RouteGuard>{children}</RouteGuard>
        </main>
      </div>
    </AppProviders>
  );
}

export const appLayout = (page: ReactElement, { serverSession }: LayoutProps) => <AppLayout serverSession={serverSession}>{page}</AppLayout>;
