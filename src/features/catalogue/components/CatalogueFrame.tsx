import type { ReactNode } from 'react';
import { PageHeader, type Breadcrumb } from '@/components/ui/PageHeader';
import { SectionTabs, type SectionTab } from '@/components/ui/SectionTabs';
import { routes } from '@/lib/routes';

/** The five catalogue screens, in the order of the tab bar. */
const CATALOGUE_SECTIONS = [
  { href: routes.admin.products(), label: 'Produtos' },
  { href: routes.admin.segments(), label: 'Segmentos' },
  { href: routes.admin.categories(), label: 'Categorias' },
  { href: routes.admin.subCategories(), label: 'Subcategorias' },
  { href: routes.admin.units(), label: 'Unidades' },
] as const;

/** The secondary navigation across the catalogue screens (the header has one 'Catálogo' entry). */
const CATALOGUE_TABS: readonly SectionTab[] = CATALOGUE_SECTIONS.map((section) => ({ ...section, nested: true }));

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
        breadcrumbs={[{ label: 'Painel', href: routes.admin.dashboard() }, { label: 'Catálogo', href: routes.admin.products() }, ...trail]}
        actions={actions}
        className="mb-4"
      />
      <SectionTabs label="Seções do catálogo" tabs={CATALOGUE_TABS} />
      {children}
    </>
  );
}
