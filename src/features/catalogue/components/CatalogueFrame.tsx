import Link from 'next/link';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { PageHeader, type Breadcrumb } from '@/components/ui/PageHeader';
import { cx } from '@/components/ui/cx';

/** The five catalogue screens, in the order of the tab bar. */
export const CATALOGUE_SECTIONS = [
  { href: '/admin/produtos', label: 'Produtos' },
  { href: '/admin/segmentos', label: 'Segmentos' },
  { href: '/admin/categorias', label: 'Categorias' },
  { href: '/admin/subcategorias', label: 'Subcategorias' },
  { href: '/admin/unidades', label: 'Unidades' },
] as const;

export type CatalogueSection = (typeof CATALOGUE_SECTIONS)[number]['href'];

/** The secondary navigation across the catalogue screens (the header has one 'Catálogo' entry). */
export function CatalogueTabs() {
  const { pathname } = useRouter();
  return (
    <nav aria-label="Seções do catálogo" className="mb-6 overflow-x-auto border-b border-slate-200">
      <ul className="flex gap-1">
        {CATALOGUE_SECTIONS.map((section) => {
          const active = pathname === section.href || pathname.startsWith(`${section.href}/`);
          return (
            <li key={section.href}>
              <Link
                href={section.href}
                aria-current={active ? 'page' : undefined}
                className={cx(
                  '-mb-px block border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-700',
                  active ? 'border-primary-700 text-primary-800' : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
                )}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export interface CatalogueFrameProps {
  title: ReactNode;
  description?: ReactNode;
  /** Crumbs after 'Painel › Catálogo'. */
  trail: Breadcrumb[];
  actions?: ReactNode;
  children: ReactNode;
}

/** A catalogue screen: the page header (breadcrumbs Painel › Catálogo › …), the tab bar, the content. */
export function CatalogueFrame({ title, description, trail, actions, children }: CatalogueFrameProps) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        breadcrumbs={[{ label: 'Painel', href: '/admin' }, { label: 'Catálogo', href: '/admin/produtos' }, ...trail]}
        actions={actions}
        className="mb-4"
      />
      <CatalogueTabs />
      {children}
    </>
  );
}
