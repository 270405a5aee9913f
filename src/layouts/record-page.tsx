import type { ReactElement } from 'react';
import { useRouteId } from '@/lib/hooks/useRouteId';
import { appLayout } from './AppLayout';
import type { NextPageWithLayout, PageTitle } from './page';

/**
 * A signed-in page of one record (`/empresas/[id]`): nothing until the router has read the
 * address, the record's 'não encontrado' when the id is not a positive whole number (no call is
 * made for it), else the record's screen. `title`: its tab title, `numbered('Empresa')` for
 * 'Empresa nº 12'.
 */
export function recordPage(title: PageTitle, screen: (id: number) => ReactElement, NotFound: () => ReactElement): NextPageWithLayout {
  const Page = () => {
    const id = useRouteId();
    if (id === null) return <NotFound />;
    return id === undefined ? null : screen(id);
  };
  Page.title = title;
  Page.getLayout = appLayout;
  return Page;
}
