import Link from 'next/link';
import { buttonClass } from '@/components/ui/Button';
import { PageHeader, type Breadcrumb } from '@/components/ui/PageHeader';
import { SectionTabs } from '@/components/ui/SectionTabs';
import { routes } from '@/lib/routes';

/** The two sides of an interest (docs/deal/interests.md): what the caller registered, what its companies received. */
const INTEREST_TABS = [
  { href: routes.interests(), label: 'Meus interesses' },
  { href: routes.receivedInterests(), label: 'Interesses recebidos' },
] as const;

export interface InterestsHeaderProps {
  description: string;
  breadcrumbs: Breadcrumb[];
  /** The way out beside the title: the showcase, or the caller's announcements. */
  link: { href: string; label: string };
}

/**
 * The header of both interest lists: 'Interesses', the side's description and way out, and the
 * tabs between the two sides (the current one has aria-current).
 */
export function InterestsHeader({ description, breadcrumbs, link }: InterestsHeaderProps) {
  return (
    <>
      <PageHeader
        title="Interesses"
        description={description}
        breadcrumbs={breadcrumbs}
        className="mb-4"
        actions={
          <Link href={link.href} className={buttonClass({ variant: 'outline' })}>
            {link.label}
          </Link>
        }
      />
      <SectionTabs label="Seções de interesses" tabs={INTEREST_TABS} />
    </>
  );
}
