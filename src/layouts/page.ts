import type { NextPage } from 'next';
import type { ReactElement, ReactNode } from 'react';

/** A page that picks its own layout (providers, header, guard) — see src/layouts. */
export type NextPageWithLayout<P = object> = NextPage<P> & {
  getLayout?: (page: ReactElement) => ReactNode;
};
