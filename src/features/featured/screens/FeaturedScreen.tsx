import Link from 'next/link';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { DataTable } from '@/components/table/DataTable';
import { columnHelper } from '@/components/table/columns';
import { SearchFilter } from '@/components/table/filters';
import { useListParams } from '@/components/table/useListParams';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { QueryLoadFailure } from '@/components/ui/LoadFailure';
import { useDelayedFlag } from '@/lib/hooks/useDelayedFlag';
import { PageHeader } from '@/components/ui/PageHeader';
import { SkeletonText } from '@/components/ui/Skeleton';
import type { AnnouncementSummary } from '@/features/announcements/api';
import { useAdminAnnouncements } from '@/features/announcements/queries';
import { formatCurrency, formatNumber } from '@/lib/format';
import { MAX_FEATURED, type FeaturedEntry } from '../api';
import { useAddFeatured, useFeatured, useMoveFeatured, useRemoveFeatured } from '../queries';

const col = columnHelper<AnnouncementSummary>();
const candidateColumns = col.columns([
  col.accessor('title', {
    header: 'Título',
    enableSorting: true,
    cell: (c) => (
      <Link href={`/anuncios/${c.row.original.id}`} className="font-medium text-primary-800 underline-offset-2 hover:underline">
        {c.getValue()}
      </Link>
    ),
  }),
  col.accessor((a) => a.company.companyName, { id: 'company', header: 'Empresa', enableSorting: true }),
  col.accessor('unitPrice', {
    header: 'Preço unitário',
    enableSorting: true,
    meta: { align: 'right' },
    cell: (c) => `${formatCurrency(c.getValue())} / ${c.row.original.unit.name}`,
  }),
  col.accessor((a) => `${a.city}/${a.uf}`, { id: 'city', header: 'Local' }),
]);

function SlotMeter({ used }: { used: number }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-medium text-slate-800" id="destaques-uso">
        {used} de {MAX_FEATURED} vagas de destaque usadas
      </p>
      <div className="flex gap-1" aria-hidden="true">
        {Array.from({ length: MAX_FEATURED }, (_, i) => (
          <span key={i} className={`h-2 w-8 rounded-full ${i < used ? 'bg-primary-700' : 'bg-slate-200'}`} />
        ))}
      </div>
      <meter className="sr-only" min={0} max={MAX_FEATURED} value={used} aria-labelledby="destaques-uso" />
    </div>
  );
}

interface ItemProps {
  entry: FeaturedEntry;
  index: number;
  count: number;
  busy: boolean;
  dragging: boolean;
  dropTarget: boolean;
  onMove: (entry: FeaturedEntry, toIndex: number, via: 'up' | 'down' | 'drag') => void;
  onRemove: (entry: FeaturedEntry) => void;
  onDragStart: (event: DragEvent<HTMLLIElement>, entry: FeaturedEntry) => void;
  onDragOver: (event: DragEvent<HTMLLIElement>, index: number) => void;
  onDrop: (event: DragEvent<HTMLLIElement>, index: number) => void;
  onDragEnd: () => void;
}

function FeaturedItem({ entry, index, count, busy, dragging, dropTarget, onMove, onRemove, onDragStart, onDragOver, onDrop, onDragEnd }: ItemProps) {
  const a = entry.announcement;
  return (
    <li
      draggable={!busy}
      onDragStart={(event) => onDragStart(event, entry)}
      onDragOver={(event) => onDragOver(event, index)}
      onDrop={(event) => onDrop(event, index)}
      onDragEnd={onDragEnd}
      data-testid="featured-item"
      className={`flex flex-wrap items-center gap-3 rounded-lg border bg-white p-3 ${dropTarget ? 'border-primary-700 ring-2 ring-primary-200' : 'border-slate-200'} ${
        dragging ? 'opacity-50' : ''
      }`}
    >
      <span className="cursor-grab text-lg text-slate-500 select-none" aria-hidden="true" title="Arraste para reordenar">
        ⠿
      </span>
      <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary-50 text-sm font-bold text-primary-800" aria-hidden="true">
        {entry.sequence}
      </span>
      {a.photoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- files live on the API's host
        <img src={a.photoUrl} alt="" width={64} height={48} className="h-12 w-16 shrink-0 rounded object-cover" />
      ) : (
        <span className="h-12 w-16 shrink-0 rounded bg-slate-100" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-slate-900">
          <span className="sr-only">Posição {entry.sequence}: </span>
          <Link href={`/anuncios/${a.id}`} className="underline-offset-2 hover:underline">
            {a.title}
          </Link>
        </p>
        <p className="truncate text-xs text-slate-700">
          {a.company.companyName} · {formatCurrency(a.unitPrice)} / {a.unit.name} · {formatNumber(a.quantity)} {a.unit.name}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <Button
          variant="outline"
          size="sm"
          data-move={`${a.id}-up`}
          aria-label={`Mover ${a.title} para cima`}
          disabled={busy || index === 0}
          onClick={() => onMove(entry, index - 1, 'up')}
        >
          <span aria-hidden="true">↑</span>
        </Button>
        <Button
          variant="outline"
          size="sm"
          data-move={`${a.id}-down`}
          aria-label={`Mover ${a.title} para baixo`}
          disabled={busy || index === count - 1}
          onClick={() => onMove(entry, index + 1, 'down')}
        >
          <span aria-hidden="true">↓</span>
        </Button>
        <Button variant="ghost" size="sm" aria-label={`Remover ${a.title} dos destaques`} disabled={busy} onClick={() => onRemove(entry)}>
          Remover
        </Button>
      </div>
    </li>
  );
}

/**
 * `/admin/destaques`: the featured list in its sequence (`GET /featured/announcement`), at most 7.
 * Reorder by drag and drop or with the up/down buttons (`PUT /featured/announcement`), remove
 * (`DELETE`, confirmed), and add APPROVED announcements from the list below
 * (`POST /admin/featured/announcement`): the API refuses an eighth ('O limite de 7 itens em
 * destaque já foi atingido!') and a duplicate ('O anúncio já esta em destaque!').
 */
export function FeaturedScreen() {
  const featured = useFeatured();
  const move = useMoveFeatured();
  const remove = useRemoveFeatured();
  const add = useAddFeatured();
  const entries = useMemo(() => featured.data?.data ?? [], [featured.data]);
  const showEmpty = useDelayedFlag(!!featured.data && entries.length === 0);
  const [removing, setRemoving] = useState<FeaturedEntry | null>(null);
  const [dragId, setDragId] = useState<number | null>(null);
  const [overIndex, setOverIndex] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ id: number; via: 'up' | 'down' } | null>(null);
  // The dragged entry, readable at once by the dragover/drop events that follow dragstart.
  const dragging = useRef<number | null>(null);

  const list = useListParams<'search'>({ filters: ['search'] });
  const candidateParams = useMemo(() => ({ ...list.params, status: 'APPROVED', featured: 'FALSE' as const }), [list.params]);
  const candidates = useAdminAnnouncements(candidateParams, list.ready);

  const busy = move.isPending || remove.isPending;

  // Keep the keyboard where it was: on the same button of the moved item (or its other arrow at an
  // end), once the buttons are enabled again (a disabled button drops the focus while saving).
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target || busy) return;
    const button =
      document.querySelector<HTMLButtonElement>(`[data-move="${target.id}-${target.via}"]:not(:disabled)`) ??
      document.querySelector<HTMLButtonElement>(`[data-move="${target.id}-${target.via === 'up' ? 'down' : 'up'}"]`);
    button?.focus();
    focusAfterMove.current = null;
  }, [entries, busy]);

  function moveTo(entry: FeaturedEntry, toIndex: number, via: 'up' | 'down' | 'drag') {
    if (toIndex < 0 || toIndex >= entries.length || entries[toIndex]?.announcement_id === entry.announcement_id) return;
    if (via !== 'drag') focusAfterMove.current = { id: entry.announcement_id, via };
    setAnnouncement(`${entry.announcement.title} movido para a posição ${toIndex + 1} de ${entries.length}.`);
    move.mutate({ announcementId: entry.announcement_id, sequence: toIndex + 1 });
  }

  const used = featured.data?.meta.itemCount ?? entries.length;

  return (
    <section>
      <PageHeader
        title="Destaques"
        description="Os anúncios em destaque aparecem primeiro na vitrine, nesta ordem. Arraste ou use as setas para reordenar."
        actions={featured.data ? <SlotMeter used={used} /> : null}
      />
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <section aria-labelledby="destaques-lista" className="mb-10">
        <h2 id="destaques-lista" className="mb-3 text-lg font-semibold text-slate-900">
          Ordem na vitrine
        </h2>
        {!featured.data ? (
          <QueryLoadFailure query={featured} what="os destaques" loading={<SkeletonText lines={4} />} />
        ) : entries.length === 0 ? (
          showEmpty ? <EmptyState className="rounded-lg border border-slate-200 bg-white" description="Adicione anúncios aprovados pela lista abaixo." /> : null
        ) : (
          <ol className="flex flex-col gap-2" aria-label="Anúncios em destaque" aria-busy={busy || undefined}>
            {entries.map((entry, index) => (
              <FeaturedItem
                key={entry.announcement_id}
                entry={entry}
                index={index}
                count={entries.length}
                busy={busy}
                dragging={dragId === entry.announcement_id}
                dropTarget={overIndex === index && dragId !== null && dragId !== entry.announcement_id}
                onMove={moveTo}
                onRemove={setRemoving}
                onDragStart={(event, e) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(e.announcement_id));
                  dragging.current = e.announcement_id;
                  setDragId(e.announcement_id);
                }}
                onDragOver={(event, i) => {
                  if (dragging.current === null) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                  setOverIndex(i);
                }}
                onDrop={(event, i) => {
                  event.preventDefault();
                  const id = dragging.current ?? Number(event.dataTransfer.getData('text/plain'));
                  const dragged = entries.find((x) => x.announcement_id === id);
                  dragging.current = null;
                  setDragId(null);
                  setOverIndex(null);
                  if (dragged) moveTo(dragged, i, 'drag');
                }}
                onDragEnd={() => {
                  dragging.current = null;
                  setDragId(null);
                  setOverIndex(null);
                }}
              />
            ))}
          </ol>
        )}
        {used >= MAX_FEATURED ? (
          <p className="mt-3 text-sm text-slate-700">As {MAX_FEATURED} vagas estão ocupadas: remova um destaque para adicionar outro.</p>
        ) : null}
      </section>

      <section aria-labelledby="destaques-adicionar">
        <h2 id="destaques-adicionar" className="mb-3 text-lg font-semibold text-slate-900">
          Adicionar aos destaques
        </h2>
        <DataTable
          label="Anúncios aprovados fora dos destaques"
          columns={candidateColumns}
          query={candidates}
          list={list}
          getRowId={(a) => String(a.id)}
          filters={<SearchFilter list={list} name="search" label="Buscar anúncio" placeholder="Título, produto, empresa ou cidade" />}
          rowActions={(a) => (
            <Button size="sm" aria-label={`Destacar ${a.title}`} loading={add.isPending && add.variables === a.id} disabled={add.isPending} onClick={() => add.mutate(a.id)}>
              Destacar
            </Button>
          )}
        />
      </section>

      <ConfirmDialog
        open={removing !== null}
        title="Remover dos destaques"
        description={removing ? `“${removing.announcement.title}” deixa de aparecer em destaque na vitrine (o anúncio continua publicado).` : undefined}
        confirmLabel="Remover"
        tone="danger"
        onConfirm={() => (removing ? remove.mutateAsync(removing.announcement_id) : undefined)}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
