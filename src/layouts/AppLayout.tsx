import dynamic from 'next/dynamic';
import type { ReactElement, ReactNode } from 'react';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { AppHeader } from './AppHeader';
import { AppProviders } from './AppProviders';
import type { LayoutProps } from './page';
import { SiteFooter } from './SiteFooter';
import { MAIN_ID, SkipLink } from './SkipLink';

// Loaded after the page: it reads the caller's companies, and shows only for a suspended one's members.
const SuspendedCompaniesBanner = dynamic(() => import('@/features/companies/components/SuspendedCompaniesBanner').then((m) => m.SuspendedCompaniesBanner), { ssr: false });

/** The signed-in frame: header, main, the role guard (docs/auth-and-ssr.md), and the suspended company's banner (docs/moderation.md). */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <AppHeader />
      {/* Below the sticky header (lg+), the skip link's jump leaves the content in sight. At least a
          screen tall, so the footer starts below the fold and the content arriving never moves it in sight (CLS). */}
      <main id={MAIN_ID} className="mx-auto min-h-screen w-full max-w-screen-2xl flex-1 scroll-mt-20 px-4 py-6 lg:px-8">
        <RouteGuard>
          <SuspendedCompaniesBanner />
          {children}
        </RouteGuard>
      </main>
      <SiteFooter />
    </div>
  );
}

/**
 * A signed-in page: the app stack around the frame. Every layout with the app stack (this one,
 * the admin tab layouts, AuthLayout) returns `<AppProviders>` itself as its root element, so React
 * keeps one provider tree — query cache, session, toast container — across navigations between
 * them: a toast raised just before a redirect (say 'Sessão expirada!' on the way to /participe)
 * stays on screen.
 */
export function appPage(content: ReactNode, { serverSession }: LayoutProps): ReactElement {
  return (
    <AppProviders serverSession={serverSession}>
      <AppFrame>{content}</AppFrame>
    </AppProviders>
  );
}

export const appLayout = (page: ReactElement, props: LayoutProps) => appPage(page, props);
