import Link from 'next/link';
import { RecordLink } from '@/components/ui/RecordLink';
import { useId } from 'react';
import { SectionPager, useSectionPage } from '@/components/table/SectionPager';
import { QueryLoadFailure } from '@/components/ui/LoadFailure';
import { buttonClass } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { Badge } from '@/components/ui/StatusBadge';
import { useDelayedFlag } from '@/lib/hooks/useDelayedFlag';
import { SkeletonText } from '@/components/ui/Skeleton';
import type { ShowcaseParams } from '@/features/announcements/queries';
import { formatNumber, formatUnitPrice } from '@/lib/format';
import { regionOf, type Proximity } from '@/lib/regions';
import type { CompatibleAnnouncement, Search } from '../api';
import { maxPriceText } from './display';
import { useCompatibleAnnouncements } from '../queries';
import { routes } from '@/lib/routes';

/** The showcase filters of what a search asks for (every UF: the showcase link shows them all). */
export function compatibleFilters(s: Pick<Search, 'product' | 'category'>): ShowcaseParams {
  return {
    ...(s.product ? { product: s.product.id } : {}),
    ...(s.category ? { category: s.category.id } : {}),
  };
}

const PROXIMITY_TONES = { UF: 'success', REGION: 'info', OTHER: 'neutral' } as const;

/** A row's badge: how near its offer is to the delivery UF. */
export function proximityLabel(proximity: Proximity, deliveryUf: string): string {
  if (proximity === 'UF') return `Na UF de entrega (${deliveryUf})`;
  const region = regionOf(deliveryUf);
  return proximity === 'REGION' && region ? `Na mesma região (${region})` : 'Outras regiões';
}

function Offer({ a, deliveryUf }: { a: CompatibleAnnouncement; deliveryUf: string }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="flex min-w-0 flex-col gap-0.5">
        <RecordLink href={routes.announcement(a.id)} className="truncate">
          {a.title}
        </RecordLink>
        <span className="text-xs text-slate-600">
          {a.company.tradeName} · {a.city}/{a.uf}
        </span>
        {/* Why it fits, as the API words it (features/searches/matching.ts). */}
        <span className="flex flex-wrap items-center gap-1.5 text-xs text-slate-700">
          <Badge tone={PROXIMITY_TONES[a.proximity]}>{proximityLabel(a.proximity, deliveryUf)}</Badge>
          <span>{a.reason}</span>
        </span>
      </div>
      <div className="text-right text-sm tabular-nums">
        <span className="block font-semibold text-slate-900">{formatUnitPrice(a.unitPrice, a.unit.name)}</span>
        <span className="block text-xs text-slate-600">{`${formatNumber(a.quantity)} ${a.unit.name} disponíveis`}</span>
      </div>
    </li>
  );
}

/**
 * 'Anúncios compatíveis' (`GET /search/{id}/compatible`): other companies' approved offers that fit
 * the search (its product or sub-category, within its maximum), in every UF, best first, each with
 * how near it is and why it fits.
 */
export function CompatibleAnnouncements({ search }: { search: Search }) {
  // Not useListTable: a card list inside a detail page, paged in component state so the page's address stays the search's.
  const paging = useSectionPage();
  const listId = useId();
  const query = useCompatibleAnnouncements(search.id, { page: paging.page, take: paging.take });
  const data = query.data;
  const showEmpty = useDelayedFlag(!!data && data.data.length === 0);
  const showcaseLink = routes.showcase({ ...compatibleFilters(search) });
  const sought = `${search.product?.name ?? (search.category ? `produtos de ${search.category.name}` : 'este produto')} ${maxPriceText(search)}`;
  return (
    <section id="anuncios-compativeis" aria-labelledby={listId} className="rounded-lg border border-slate-200 bg-white p-4 md:p-5" aria-busy={query.isFetching || undefined}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={listId} className="text-base font-semibold text-slate-900">
          Anúncios compatíveis
        </h2>
        <Link href={showcaseLink} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
          Ver na vitrine
        </Link>
      </div>
      <p className="mb-3 text-sm text-slate-700" role="status">
        {/* None: the empty state below says so (a '0 anúncios compatíveis' above it said it twice). */}
        {data && data.meta.itemCount > 0 ? (data.meta.itemCount === 1 ? '1 anúncio compatível' : `${formatNumber(data.meta.itemCount)} anúncios compatíveis`) : ''}
      </p>
      {!data ? (
        <QueryLoadFailure query={query} what="os anúncios compatíveis" loading={<SkeletonText lines={4} label="Carregando anúncios compatíveis..." />} />
      ) : data.data.length === 0 ? (
        showEmpty && <EmptyState description={`Nenhum anúncio aprovado de ${sought} em nenhuma UF agora.`} />
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-slate-200" aria-labelledby={listId}>
            {data.data.map((a) => (
              <Offer key={a.id} a={a} deliveryUf={search.uf} />
            ))}
          </ul>
          <SectionPager meta={data.meta} paging={paging} />
        </>
      )}
    </section>
  );
}
