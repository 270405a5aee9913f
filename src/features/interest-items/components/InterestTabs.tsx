import { SectionTabs } from '@/components/ui/SectionTabs';
import { routes } from '@/lib/routes';

/** The two sides of an interest (DESIGN.md §9): what the caller registered, what its companies received. */
const INTEREST_TABS = [
  { href: routes.interests(), label: 'Meus interesses' },
  { href: routes.receivedInterests(), label: 'Interesses recebidos' },
] as const;

/** The secondary navigation of the 'Interesses' header entry (the current one has aria-current). */
export function InterestTabs() {
  return <SectionTabs label="Seções de interesses" tabs={INTEREST_TABS} />;
}
