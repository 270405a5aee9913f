import Link from 'next/link';
import { useId } from 'react';
import { buttonClass } from '@/components/ui/Button';
import { RecordLink } from '@/components/ui/RecordLink';
import { EmptyState } from '@/components/ui/EmptyState';
import { QueryLoadFailure } from '@/components/ui/LoadFailure';
import { SkeletonText } from '@/components/ui/Skeleton';
import { QuerySection } from '@/components/ui/QuerySection';
import { formatNumber } from '@/lib/format';
import type { Search } from '../api';
import { useCompatibleAnnouncements, useMySearches } from '../queries';
import { maxPriceText, quantityText, soughtText } from './display';
import { routes } from '@/lib/routes';

/** How many of the caller's approved searches the section shows, and the best offers of each. */
const SEARCHES = 10;
const BEST = 3;

const countText = (n: number) => (n === 1 ? '1 anúncio compatível' : `${formatNumber(n)} anúncios compatíveis`);

/** One approved search: its count and best offers (`GET /search/{id}/compatible`, first page of BEST). */
function SearchMatches({ search }: { search: Search }) {
  const query = useCompatibleAnnouncements(search.id, { page: 1, take: BEST });
  const headingId = useId();
  const data = query.data;
  const sought = soughtText(search);
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          <RecordLink href={routes.search(search.id)}>{sought}</RecordLink>
        </h3>
        <span className="text-xs text-slate-600">{`${quantityText(search)} ${maxPriceText(search)} · entrega em ${search.uf}`}</span>
      </div>
      {!data ? (
        <QueryLoadFailure query={query} what="os anúncios compatíveis com esta busca" loading={<SkeletonText lines={2} label="Carregando anúncios compatíveis..." />} />
      ) : data.meta.itemCount === 0 ? (
        <p className="text-sm text-slate-600">Nenhum anúncio atende esta busca agora.</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">{countText(data.meta.itemCount)}</p>
          <ul aria-label={`Melhores anúncios para ${sought}`} className="flex flex-col gap-1.5">
            {data.data.map((a) => (
              <li key={a.id} className="flex flex-col text-sm">
                <RecordLink href={routes.announcement(a.id)} className="truncate">
                  {a.title}
                </RecordLink>
                <span className="text-xs text-slate-600">{a.reason}</span>
              </li>
            ))}
          </ul>
          <Link href={`${routes.search(search.id)}#anuncios-compativeis`} className={buttonClass({ variant: 'ghost', size: 'sm', className: 'self-start' })}>
            {data.meta.itemCount === 1 ? 'Ver o anúncio compatível' : `Ver os ${formatNumber(data.meta.itemCount)} anúncios compatíveis`}
          </Link>
        </>
      )}
    </li>
  );
}

/**
 * 'Anúncios para as suas buscas' on /buscas/minhas (docs/deal/matches.md): for each of the company's approved
 * active searches (the newest SEARCHES), how many approved offers fit it and the best BEST, each
 * with why. Each search loads on its own, so one failure offers its own retry.
 */
export function MySearchMatches() {
  const query = useMySearches({ status: 'APPROVED', active: 'TRUE', page: 1, take: SEARCHES });
  return (
    <QuerySection
      title="Anúncios para as suas buscas"
      query={query}
      what="as suas buscas aprovadas"
      loadingLabel="Carregando suas buscas aprovadas..."
      empty={<EmptyState title="Nenhuma busca aprovada e ativa." description="Quando uma busca for aprovada, os anúncios que a atendem aparecem aqui." />}
    >
      {(page) => (
        <>
          <ul className="flex flex-col divide-y divide-slate-200">
            {page.data.map((s) => (
              <SearchMatches key={s.id} search={s} />
            ))}
          </ul>
          {page.meta.itemCount > SEARCHES ? (
            <p className="mt-2 text-sm text-slate-600">{`Mostrando as ${SEARCHES} buscas aprovadas mais recentes de ${formatNumber(page.meta.itemCount)}; abra uma busca para ver todos os seus anúncios compatíveis.`}</p>
          ) : null}
        </>
      )}
    </QuerySection>
  );
}
