import { linkCell } from '@/components/table/RecordCell';
import { createContext, useContext, useMemo, useState } from 'react';
import { lazyRejectDialog } from '@/components/form/lazy-reject-dialog';
import { DataTable } from '@/components/table/DataTable';
import { columnHelper } from '@/components/table/columns';
import { searchFilter } from '@/components/table/filter-defs';
import { useListParams } from '@/components/table/useListParams';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PageHeader } from '@/components/ui/PageHeader';
import { RowLink } from '@/components/table/RowLink';
import { formatCurrency, formatDateTime } from '@/lib/format';
import { useLazyOpen } from '@/lib/lazy-component';
import type { AnnouncementSummary } from '../api';
import { quantityText } from '../components/display';
import { useAdminAnnouncements, useDecideAnnouncements } from '../queries';
import { routes } from '@/lib/routes';

const col = columnHelper<AnnouncementSummary>();

const dataColumns = [
  col.accessor('title', {
    header: 'Título',
    enableSorting: true,
    cell: linkCell((r) => routes.announcement(r.id)),
  }),
  col.accessor((a) => a.company.companyName, { id: 'company', header: 'Empresa', enableSorting: true }),
  col.accessor((a) => a.product.name, { id: 'product', header: 'Produto' }),
  col.accessor('quantity', { header: 'Quantidade', meta: { align: 'right' }, cell: (c) => quantityText(c.row.original) }),
  col.accessor('unitPrice', { header: 'Preço unitário', enableSorting: true, meta: { align: 'right' }, cell: (c) => formatCurrency(c.getValue()) }),
  col.accessor('updatedAt', { header: 'Enviado em', enableSorting: true, cell: (c) => formatDateTime(c.getValue()) }),
];

/**
 * The selection lives in a context, so the columns stay the same objects and a checkbox keeps its
 * element (and the keyboard focus) when it is toggled.
 */
interface Selection {
  selected: ReadonlySet<number>;
  pageIds: readonly number[];
  toggle: (id: number) => void;
  toggleAll: () => void;
}
const SelectionContext = createContext<Selection>({ selected: new Set(), pageIds: [], toggle: () => undefined, toggleAll: () => undefined });

function SelectAllCheckbox() {
  const { selected, pageIds, toggleAll } = useContext(SelectionContext);
  const count = pageIds.filter((id) => selected.has(id)).length;
  const all = pageIds.length > 0 && count === pageIds.length;
  return (
    <input
      type="checkbox"
      aria-label="Selecionar todos desta página"
      checked={all}
      ref={(el) => {
        if (el) el.indeterminate = count > 0 && !all;
      }}
      onChange={toggleAll}
      className="h-4 w-4 accent-primary-700"
    />
  );
}

function SelectCheckbox({ announcement: a }: { announcement: AnnouncementSummary }) {
  const { selected, toggle } = useContext(SelectionContext);
  return (
    <input type="checkbox" aria-label={`Selecionar ${a.title}`} checked={selected.has(a.id)} onChange={() => toggle(a.id)} className="h-4 w-4 accent-primary-700" />
  );
}

const columns = col.columns([
  col.display({ id: 'select', header: () => <SelectAllCheckbox />, cell: (c) => <SelectCheckbox announcement={c.row.original} /> }),
  ...dataColumns,
]);

/**
 * `/admin/anuncios/aprovacoes`: the deferral queue (`GET /admin/announcement?status=PENDING`,
 * oldest first). Approve or reject (with a reason) one at a time or several selected, each with
 * `PUT /admin/announcement/{id}`.
 */
export function ApprovalsScreen() {
  const list = useListParams({ filters: { search: searchFilter({ placeholder: 'Título, produto ou empresa' }) }, defaultSort: { orderBy: 'updatedAt', order: 'ASC' } });
  const params = useMemo(() => ({ ...list.params, status: 'PENDING' }), [list.params]);
  const query = useAdminAnnouncements(params, list.ready);
  const decide = useDecideAnnouncements();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState<number[] | null>(null);
  const [rejecting, setRejecting] = useState<number[] | null>(null);
  const reject = useLazyOpen(lazyRejectDialog);

  // Only what is on the page can be selected.
  const rows = useMemo(() => query.data?.data ?? [], [query.data]);
  const pageIds = useMemo(() => rows.map((a) => a.id), [rows]);
  const chosen = pageIds.filter((id) => selected.has(id));
  const selection = useMemo<Selection>(
    () => ({
      selected,
      pageIds,
      toggle: (id) =>
        setSelected((current) => {
          const next = new Set(current);
          if (next.has(id)) next.delete(id);
          else next.add(id);
          return next;
        }),
      toggleAll: () => setSelected((current) => (pageIds.length > 0 && pageIds.every((id) => current.has(id)) ? new Set() : new Set(pageIds))),
    }),
    [selected, pageIds],
  );

  async function run(ids: number[], decision: Parameters<typeof decide.mutateAsync>[0]['decision']) {
    const result = await decide.mutateAsync({ ids, decision });
    setSelected((current) => new Set([...current].filter((id) => !result.done.includes(id))));
    return result;
  }

  const approvingSeveral = confirming !== null && confirming.length > 1;

  // A row's "Reprovar" and "Reprovar selecionados" open the one dialog, for their own ids; the
  // button clicked is the one busy while the dialog loads.
  function rejectOpener(ids: number[]) {
    const mine = rejecting !== null && rejecting.join() === ids.join();
    return {
      ...reject.openerProps,
      busy: reject.openerProps.busy && mine,
      onClick: () => {
        setRejecting(ids);
        reject.openerProps.onClick();
      },
    };
  }
  const closeRejection = () => {
    reject.close();
    setRejecting(null);
  };

  return (
    <section>
      <PageHeader
        title="Aprovações"
        description="Anúncios novos ou editados aguardando análise. Só anúncios aprovados aparecem na vitrine."
      />
      <SelectionContext.Provider value={selection}>
        <DataTable
          label="Anúncios pendentes de aprovação"
          columns={columns}
          query={query}
          list={list}
          emptyMessage="Nenhum item foi encontrado."
          toolbar={
            <>
              <span className="text-sm text-slate-700" aria-live="polite">
                {chosen.length === 1 ? '1 selecionado' : `${chosen.length} selecionados`}
              </span>
              <Button size="sm" disabled={chosen.length === 0 || decide.isPending} onClick={() => setConfirming(chosen)}>
                Aprovar selecionados
              </Button>
              <Button size="sm" variant="danger" disabled={chosen.length === 0 || decide.isPending} {...rejectOpener(chosen)}>
                Reprovar selecionados
              </Button>
            </>
          }
          rowActions={(a) => (
            <>
              <RowLink href={routes.admin.announcement(a.id)} label={`Editar ${a.title}`}>Editar</RowLink>
              <Button
                size="sm"
                aria-label={`Aprovar ${a.title}`}
                disabled={decide.isPending}
                onClick={() => void run([a.id], { status: 'APPROVED' }).catch(() => undefined)}
              >
                Aprovar
              </Button>
              <Button size="sm" variant="danger" aria-label={`Reprovar ${a.title}`} disabled={decide.isPending} {...rejectOpener([a.id])}>
                Reprovar
              </Button>
            </>
          )}
        />
      </SelectionContext.Provider>

      <ConfirmDialog
        open={confirming !== null}
        title={approvingSeveral ? `Aprovar ${confirming.length} anúncios` : 'Aprovar anúncio'}
        description={approvingSeveral ? 'Os anúncios aprovados passam a aparecer na vitrine.' : 'O anúncio aprovado passa a aparecer na vitrine.'}
        confirmLabel="Aprovar"
        onConfirm={() => run(confirming ?? [], { status: 'APPROVED' })}
        onClose={() => setConfirming(null)}
      />
      {reject.Component && rejecting ? (
        <reject.Component
          title={rejecting.length === 1 ? 'Reprovar anúncio' : `Reprovar ${rejecting.length} anúncios`}
          description="O motivo é mostrado ao vendedor, que pode corrigir e reenviar o anúncio."
          onReject={async (reason) => {
            const { done } = await run(rejecting, { status: 'REJECTED', rejectionReason: reason });
            // Some failed (each toasted): the dialog stays open, with the reason, for those only.
            const left = rejecting.filter((id) => !done.includes(id));
            if (left.length === 0) return true;
            setRejecting(left);
            return false;
          }}
          onClose={closeRejection}
        />
      ) : null}
    </section>
  );
}
