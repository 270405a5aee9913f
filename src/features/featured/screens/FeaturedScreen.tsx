import { useEffect, useMemo, useRef, useState } from 'react';
import { DataTable } from '@/components/table/DataTable';
import { columnHelper } from '@/components/table/columns';
import { linkCell } from '@/components/table/RecordCell';
import { searchFilter } from '@/components/table/filter-defs';
import { useListTable } from '@/components/table/useListTable';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { QueryLoadFailure } from '@/components/ui/LoadFailure';
import { useDelayedFlag } from '@/lib/hooks/useDelayedFlag';
import { PageHeader } from '@/components/ui/PageHeader';
import { SkeletonText } from '@/components/ui/Skeleton';
import type { AnnouncementSummary } from '@/features/announcements/api';
import { useAdminAnnouncements } from '@/features/announcements/queries';
import { formatUnitPrice } from '@/lib/format';
import type { FeaturedEntry } from '../api';
import { MAX_FEATURED } from '../model';
import { FeaturedItem, type MoveVia } from '../components/FeaturedItem';
import { useReorder } from '../hooks/useReorder';
import { useAddFeatured, useFeatured, useMoveFeatured, useRemoveFeatured } from '../queries';
import { routes } from '@/lib/routes';

/** The note that says why 'Destacar' is disabled while every slot is taken. */
const FULL_NOTE_ID = 'destaques-vagas-ocupadas';

const col = columnHelper<AnnouncementSummary>();
const candidateColumns = col.columns([
  col.accessor('title', {
    header: 'Título',
    enableSorting: true,
    cell: linkCell((a) => routes.announcement(a.id)),
  }),
  col.accessor((a) => a.company.companyName, { id: 'company', header: 'Empresa', enableSorting: true }),
  col.accessor('unitPrice', {
    header: 'Preço unitário',
    enableSorting: true,
    meta: { align: 'right' },
    cell: (c) => formatUnitPrice(c.getValue(), c.row.original.unit.name),
  }),
  col.accessor((a) => `${a.city}/${a.uf}`, { id: 'city', header: 'Local' }),
]);

const CANDIDATE_FILTERS = { search: searchFilter({ label: 'Buscar anúncio', placeholder: 'Título, produto, empresa ou cidade' }) };

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
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ id: number; via: 'up' | 'down' } | null>(null);

  const candidates = useListTable({ filters: CANDIDATE_FILTERS, fixedParams: { status: 'APPROVED', featured: 'FALSE' } }, useAdminAnnouncements);

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

  function moveTo(entry: FeaturedEntry, toIndex: number, via: MoveVia) {
    if (toIndex < 0 || toIndex >= entries.length || entries[toIndex]?.announcement_id === entry.announcement_id) return;
    if (via !== 'drag') focusAfterMove.current = { id: entry.announcement_id, via };
    setAnnouncement(`${entry.announcement.title} movido para a posição ${toIndex + 1} de ${entries.length}.`);
    move.mutate({ announcementId: entry.announcement_id, sequence: toIndex + 1 });
  }

  const dragOf = useReorder({ items: entries, idOf: (entry) => entry.announcement_id, disabled: busy, onDrop: (entry, toIndex) => moveTo(entry, toIndex, 'drag') });

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
                drag={dragOf(entry, index)}
                onMove={moveTo}
                onRemove={setRemoving}
              />
            ))}
          </ol>
        )}
        {used >= MAX_FEATURED ? (
          <p id={FULL_NOTE_ID} className="mt-3 text-sm text-slate-700">
            As {MAX_FEATURED} vagas estão ocupadas: remova um destaque para adicionar outro.
          </p>
        ) : null}
      </section>

      <section aria-labelledby="destaques-adicionar">
        <h2 id="destaques-adicionar" className="mb-3 text-lg font-semibold text-slate-900">
          Adicionar aos destaques
        </h2>
        <DataTable
          label="Anúncios aprovados fora dos destaques"
          columns={candidateColumns}
          {...candidates}
          rowActions={(a) => (
            // Full: not offered as if it could work (docs/product/statuses.md); the note above says why.
            <Button
              size="sm"
              aria-label={`Destacar ${a.title}`}
              aria-describedby={used >= MAX_FEATURED ? FULL_NOTE_ID : undefined}
              loading={add.isPending && add.variables === a.id}
              disabled={add.isPending || used >= MAX_FEATURED}
              onClick={() => add.mutate(a.id)}
            >
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
