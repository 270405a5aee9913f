import Link from 'next/link';
import { useState } from 'react';
import { Pagination } from '@/components/table/Pagination';
import { QueryLoadFailure } from '@/components/ui/LoadFailure';
import { buttonClass } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { useDelayedFlag } from '@/lib/hooks/useDelayedFlag';
import { SkeletonText } from '@/components/ui/Skeleton';
import type { ShowcaseParams } from '@/features/announcements/api';
import { useShowcase } from '@/features/announcements/queries';
import { formatCurrency, formatNumber } from '@/lib/format';
import type { Search } from '../api';

/** The showcase filters that match a search: its product, its category and its UF. */
export function compatibleFilters(s: Pick<Search, 'product' | 'category' | 'uf'>): ShowcaseParams {
  return {
    ...(s.product ? { product: s.product.id } : {}),
    ...(s.category ? { category: s.category.id } : {}),
    uf: s.uf,
  };
}

/** 'Anúncios compatíveis': the showcase (`GET /announcement/showcase`) filtered by the search. */
export function CompatibleAnnouncements({ search }: { search: Search }) {
  const [page, setPage] = useState(1);
  const [take, setTake] = useState(10);
  const filters = compatibleFilters(search);
  const query = useShowcase({ ...filters, page, take });
  const data = query.data;
  const showEmpty = useDelayedFlag(!!data && data.data.length === 0);
  const showcaseLink = `/vitrine?${new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)])).toString()}`;
  return (
    <section aria-labelledby="anuncios-compativeis" className="rounded-lg border border-slate-200 bg-white p-4 md:p-5" aria-busy={query.isFetching || undefined}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="anuncios-compativeis" className="text-base font-semibold text-slate-900">
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
        showEmpty && <EmptyState description={`Nenhum anúncio aprovado de ${search.product?.name ?? search.category?.name ?? 'este produto'} em ${search.uf} agora.`} />
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-slate-200" aria-label="Anúncios compatíveis">
            {data.data.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="flex min-w-0 flex-col">
                  <Link href={`/anuncios/${a.id}`} className="truncate font-medium text-primary-800 underline-offset-2 hover:underline">
                    {a.title}
                  </Link>
                  <span className="text-xs text-slate-600">
                    {a.company.tradeName} · {a.city}/{a.uf}
                  </span>
                </div>
                <div className="text-right text-sm tabular-nums">
                  <span className="block font-semibold text-slate-900">{`${formatCurrency(a.unitPrice)} / ${a.unit.name}`}</span>
                  <span className="block text-xs text-slate-600">{`${formatNumber(a.quantity)} ${a.unit.name} disponíveis`}</span>
                </div>
              </li>
            ))}
          </ul>
          {data.meta.pageCount > 1 ? (
            <div className="mt-3">
              <Pagination page={page} pageCount={data.meta.pageCount} take={take} itemCount={data.meta.itemCount} onPageChange={setPage} onTakeChange={(t) => { setTake(t); setPage(1); }} />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
