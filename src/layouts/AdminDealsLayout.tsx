import { SectionTabs, type SectionTab } from '@/components/ui/SectionTabs';
import { tabbedLayout } from './tabbed-layout';
import { routes } from '@/lib/routes';

/** The admin's deal screens, under the one 'Negócios' header entry. */
const ADMIN_DEAL_TABS = [
  { href: routes.admin.negotiations(), label: 'Negociações', nested: true },
  { href: routes.admin.searches(), label: 'Buscas', nested: true },
  { href: routes.admin.interests(), label: 'Interesses', nested: true },
] as const satisfies readonly SectionTab[];

/** The tab bar across negotiations, searches and interest items (the current one has aria-current). */
export function AdminDealTabs() {
  return <SectionTabs label="Seções de negócios" tabs={ADMIN_DEAL_TABS} />;
}

/** A signed-in page under the deal tabs. */
export const adminDealsLayout = tabbedLayout(AdminDealTabs);
