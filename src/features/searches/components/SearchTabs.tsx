import { SectionTabs } from '@/components/ui/SectionTabs';
import { routes } from '@/lib/routes';

const SEARCH_TABS = [
  { href: routes.searches(), label: 'Buscas aprovadas' },
  { href: routes.mySearches(), label: 'Minhas buscas' },
  { href: routes.newSearch(), label: 'Nova busca' },
] as const;

/** The secondary navigation of the 'Buscas' header entry (the current one has aria-current). */
export function SearchTabs() {
  return <SectionTabs label="Seções de buscas" tabs={SEARCH_TABS} />;
}
