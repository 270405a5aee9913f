import type { ReactElement } from 'react';
import { useRouteId } from '@/lib/hooks/useRouteId';
import { appLayout } from './AppLayout';
import type { NextPageWithLayout } from './page';

/**
 * A signed-in page of one record (`/empresas/[id]`): nothing until the router has read the
 * address, the record's 'não encontrado' when the id is not a positive whole number (no call is
 * made for it), else the record's screen.
 */
export function recordPage(screen: (id: number) => ReactElement, NotFound: () => ReactElement): NextPageWithLayout {
  const Page: NextPageWithLayout = () => {
    const id = useRouteId();
    if (id === null) return <NotFound />;
    return id === undefined ? null : screen(id);
  };
  Page.getLayout = appLayout;
  return Page;
}
