import type { NextPage } from 'next';
import type { ReactElement, ReactNode } from 'react';
import type { ServerSessionProps } from '@/features/auth/ssr';

/** What every layout may read of the page's props: the server's head start (features/auth/ssr.ts). */
export type LayoutProps = ServerSessionProps;

/** A page that picks its own layout (providers, header, guard) — see src/layouts. */
export type NextPageWithLayout<P = object> = NextPage<P> & {
  getLayout?: (page: ReactElement, props: LayoutProps) => ReactNode;
};
