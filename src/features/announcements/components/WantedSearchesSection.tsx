import Link from 'next/link';
import { useId } from 'react';
import { SectionPager, useSectionPage } from '@/components/table/SectionPager';
import { buttonClass } from '@/components/ui/Button';
import { RecordLink } from '@/components/ui/RecordLink';
import { EmptyState } from '@/components/ui/EmptyState';
import { QuerySection } from '@/components/ui/QuerySection';
import type { WantedSearch } from '@/features/searches/api';
import { useWantedSearches } from '@/features/searches/queries';
import { formatNumber, formatUnitPrice } from '@/lib/format';
import { routes } from '@/lib/routes';

/** What the search wants: its product, else any product of its category. */
const soughtOf = ({ search: s }: WantedSearch) => s.product?.name ?? (s.category ? `Qualquer produto de ${s.category.name}` : '—');

function Wanted({ row }: { row: WantedSearch }) {
  const headingId = useId();
  const { search, announcement, announcementCount } = row;
  const sought = soughtOf(row);
  const more = announcementCount - 1;
  return (
    <li aria-labelledby={headingId} className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="flex min-w-0 flex-col gap-0.5 text-sm">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {sought}
        </h3>
        <span className="text-slate-700">{`${search.company.tradeName} procura ${formatNumber(search.quantity)} ${search.unit.name} até ${formatUnitPrice(search.maxPrice, search.unit.name)} · entrega em ${search.uf}`}</span>
        {/* Why it fits, as the API words it (features/searches/matching.ts). */}
        <span className="text-xs text-slate-600">{row.reason}</span>
        <span className="text-xs text-slate-600">
          Seu anúncio: <RecordLink href={routes.myAnnouncement(announcement.id)}>{announcement.title}</RecordLink>
          {more > 0 ? (more === 1 ? ' e mais 1 anúncio seu' : ` e mais ${formatNumber(more)} anúncios seus`) : ''}
        </span>
      </div>
      {/* A seller opens a negotiation from an interest item, not from a search: the search's page is the way to answer. */}
      <Link href={routes.search(search.id)} className={buttonClass({ variant: 'outline', size: 'sm' })} aria-label={`Ver busca: ${sought}`}>
        Ver busca
      </Link>
    </li>
  );
}

/**
 * 'Quem procura o que você vende' on /meus-anuncios (docs/deal/matches.md, `GET /announcement/me/wanted`):
 * other companies' approved searches that the caller's approved announcements fit, best fit first,
 * each with why, the best of those announcements and the way to the search.
 */
export function WantedSearchesSection() {
  // Not useListTable: the page's own table owns `?page=`, so this card list pages in component state.
  const paging = useSectionPage();
  const query = useWantedSearches({ page: paging.page, take: paging.take });
  return (
    <QuerySection
      title="Quem procura o que você vende"
      intro="Buscas aprovadas de outras empresas que os seus anúncios aprovados atendem."
      query={query}
      what="as buscas que seus anúncios atendem"
      loadingLabel="Carregando buscas..."
      empty={<EmptyState description="Nenhuma busca aprovada de outra empresa é atendida pelos seus anúncios aprovados agora." />}
    >
      {(page) => (
        <>
          <ul className="flex flex-col divide-y divide-slate-200">
            {page.data.map((row) => (
              <Wanted key={row.search.id} row={row} />
            ))}
          </ul>
          <SectionPager meta={page.meta} paging={paging} />
        </>
      )}
    </QuerySection>
  );
}
