import { SectionTabs } from '@/components/ui/SectionTabs';

export const SEARCH_TABS = [
  { href: '/buscas', label: 'Buscas aprovadas' },
  { href: '/buscas/minhas', label: 'Minhas buscas' },
  { href: '/buscas/nova', label: 'Nova busca' },
] as const;

/** The secondary navigation of the 'Buscas' header entry (the current one has aria-current). */
export function SearchTabs() {
  return <SectionTabs label="Seções de buscas" tabs={SEARCH_TABS} />;
}
