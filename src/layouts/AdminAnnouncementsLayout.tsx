import type { ReactElement } from 'react';
import type { LayoutProps } from './page';
import { SectionTabs, type SectionTab } from '@/components/ui/SectionTabs';
import { appPage } from './AppLayout';

/** The admin's announcement screens, under the one 'Anúncios' header entry. */
export const ADMIN_ANNOUNCEMENT_TABS = [
  { href: '/admin/anuncios', label: 'Todos os anúncios', match: ['/admin/anuncios', '/admin/anuncios/novo', '/admin/anuncios/[id]'] },
  { href: '/admin/anuncios/aprovacoes', label: 'Aprovações', match: ['/admin/anuncios/aprovacoes'] },
  { href: '/admin/destaques', label: 'Destaques', match: ['/admin/destaques'] },
  { href: '/admin/anuncios/importar', label: 'Importar', match: ['/admin/anuncios/importar'] },
] as const satisfies readonly SectionTab[];

/** The tab bar across the admin announcement screens (links; the current one has aria-current). */
export function AdminAnnouncementTabs() {
  return <SectionTabs label="Seções de anúncios" tabs={ADMIN_ANNOUNCEMENT_TABS} />;
}

/** A signed-in page with the announcement tabs (the same provider tree as every signed-in page). */
export const adminAnnouncementsLayout = (page: ReactElement, props: LayoutProps) =>
  appPage(
    <>
      <AdminAnnouncementTabs />
      {page}
    </>,
    props,
  );
