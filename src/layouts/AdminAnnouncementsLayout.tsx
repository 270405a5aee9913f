import Link from 'next/link';
import { useRouter } from 'next/router';
import type { ReactElement } from 'react';
import { AppLayout } from './AppLayout';

/** The admin's announcement screens, under the one 'Anúncios' header entry. */
export const ADMIN_ANNOUNCEMENT_TABS = [
  { href: '/admin/anuncios', label: 'Todos os anúncios', match: ['/admin/anuncios', '/admin/anuncios/novo', '/admin/anuncios/[id]'] },
  { href: '/admin/anuncios/aprovacoes', label: 'Aprovações', match: ['/admin/anuncios/aprovacoes'] },
  { href: '/admin/destaques', label: 'Destaques', match: ['/admin/destaques'] },
  { href: '/admin/anuncios/importar', label: 'Importar', match: ['/admin/anuncios/importar'] },
] as const;

/** The tab bar across the admin announcement screens (links; the current one has aria-current). */
export function AdminAnnouncementTabs() {
  const { pathname } = useRouter();
  return (
    <nav aria-label="Seções de anúncios" className="mb-6 overflow-x-auto border-b border-slate-200">
      <ul className="flex gap-1">
        {ADMIN_ANNOUNCEMENT_TABS.map((tab) => {
          const active = (tab.match as readonly string[]).includes(pathname);
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={active ? 'page' : undefined}
                className={`-mb-px block border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-700 ${
                  active ? 'border-primary-700 text-primary-800' : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** AppLayout plus the announcement tabs (the same provider tree as every signed-in page). */
export const adminAnnouncementsLayout = (page: ReactElement) => (
  <AppLayout>
    <AdminAnnouncementTabs />
    {page}
  </AppLayout>
);
