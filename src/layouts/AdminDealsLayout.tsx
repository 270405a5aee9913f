import Link from 'next/link';
import { useRouter } from 'next/router';
import type { ReactElement } from 'react';
import { AppLayout } from './AppLayout';

/** The admin's deal screens, under the one 'Negócios' header entry. */
export const ADMIN_DEAL_TABS = [
  { href: '/admin/negociacoes', label: 'Negociações' },
  { href: '/admin/buscas', label: 'Buscas' },
  { href: '/admin/interesses', label: 'Interesses' },
] as const;

/** The tab bar across negotiations, searches and interest items (the current one has aria-current). */
export function AdminDealTabs() {
  const { pathname } = useRouter();
  return (
    <nav aria-label="Seções de negócios" className="mb-6 overflow-x-auto border-b border-slate-200">
      <ul className="flex gap-1">
        {ADMIN_DEAL_TABS.map((tab) => {
          const active = pathname === tab.href || pathname.startsWith(`${tab.href}/`);
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

/** AppLayout plus the deal tabs (the same provider tree as every signed-in page). */
export const adminDealsLayout = (page: ReactElement) => (
  <AppLayout>
    <AdminDealTabs />
    {page}
  </AppLayout>
);
