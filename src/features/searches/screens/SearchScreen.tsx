import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageProblem } from '@/components/ui/PageProblem';
import { SkeletonText } from '@/components/ui/Skeleton';
import { QueryLoadFailure, queryLoadFailures } from '@/components/ui/LoadFailure';
import { useOwnCompanies } from '@/features/companies/queries';
import { isNotFound } from '@/lib/api/errors';
import { useRouteId } from '@/lib/hooks/useRouteId';
import type { Search } from '../api';
import { CompatibleAnnouncements } from '../components/CompatibleAnnouncements';
import { SearchStatusBadges, soughtText } from '../components/display';
import { SearchDetails } from '../components/SearchDetails';
import { editTitle } from '../components/search-edit-text';
import { useInactivateSearch, useSearch } from '../queries';
import { routes } from '@/lib/routes';

// The edit form (and the form kit's masked fields) loads when the company opens it.
const SearchResubmitForm = dynamic(() => import('../components/SearchResubmitForm').then((m) => m.SearchResubmitForm), {
  ssr: false,
  loading: () => <SkeletonText lines={8} label="Carregando formulário..." />,
});

function Inactivate({ search }: { search: Search }) {
  const inactivate = useInactivateSearch(search.id);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Inativar busca
      </Button>
      <ConfirmDialog
        open={open}
        title="Inativar busca"
        description="A busca deixa de aparecer para os vendedores. Ela continua na sua lista, como inativa, e não pode ser reativada."
        confirmLabel="Inativar"
        cancelLabel="Voltar"
        tone="danger"
        onConfirm={() => inactivate.mutateAsync()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

const noteClass = 'mb-6 rounded-md border p-3 text-sm focus:outline-none';

/**
 * `/buscas/[id]` (`GET /search/{id}`): the search and its 'Anúncios compatíveis' (the offers of
 * every UF, nearest first). For its company: 'Inativar busca' (`PATCH /search/{id}/inactivate`,
 * confirmed: searches are never deleted) and its edit (`PUT /search/{id}`, back to review):
 * 'Corrigir e reenviar' once rejected, 'Editar busca' while pending or approved. `sections`: what other features add
 * for the search's own company (the page passes the Histórico).
 */
export function SearchScreen({ sections }: { sections?: (id: number) => ReactNode } = {}) {
  const id = useRouteId();
  const query = useSearch(id);
  const mine = useOwnCompanies();
  const [correcting, setCorrecting] = useState(false);
  // Back from the form, focus returns to its button, or (sent: the button is gone) to the note
  // that says the search now waits for approval.
  const correctButton = useRef<HTMLButtonElement>(null);
  const pendingNote = useRef<HTMLParagraphElement>(null);
  const wasCorrecting = useRef(false);
  useEffect(() => {
    if (wasCorrecting.current && !correcting) (correctButton.current ?? pendingNote.current)?.focus();
    wasCorrecting.current = correcting;
  }, [correcting]);

  if (id === null || isNotFound(query)) {
    return <PageProblem title="Busca não encontrada" text="Ela pode ter sido inativada ou ainda não foi aprovada." backHref={routes.searches()} backLabel="Voltar para as buscas" />;
  }
  const failure = queryLoadFailures(query, 'a versão mais recente desta busca');
  if (failure.page) return failure.page;
  const s = query.data;
  if (!s) return <SkeletonText lines={8} label="Carregando busca..." />;
  const isMine = (mine.data?.data ?? []).some((c) => c.id === s.company.id);
  const editable = isMine && s.active;
  const correctable = editable && s.status === 'REJECTED';
  return (
    <>
      {failure.banner}
      <QueryLoadFailure query={mine} what="as suas empresas (para saber se a busca é sua)" className="mb-4" />
      <PageHeader
        title={soughtText(s)}
        description={`Busca nº ${s.id} · ${s.company.tradeName || s.company.companyName}`}
        breadcrumbs={[isMine ? { label: 'Minhas buscas', href: routes.mySearches() } : { label: 'Buscas', href: routes.searches() }, { label: `Busca nº ${s.id}` }]}
        actions={
          <>
            <SearchStatusBadges search={s} />
            {editable && !correcting ? (
              <Button ref={correctButton} variant="outline" onClick={() => setCorrecting(true)}>
                {editTitle(s)}
              </Button>
            ) : null}
            {isMine && s.active ? <Inactivate search={s} /> : null}
          </>
        }
      />
      {isMine && s.status === 'PENDING' && s.active ? (
        <p ref={pendingNote} tabIndex={-1} role="note" className={`${noteClass} border-amber-300 bg-amber-50 text-amber-900`}>
          Esta busca aguarda aprovação e ainda não aparece para os vendedores.
        </p>
      ) : null}
      {correctable && !correcting ? (
        <p role="note" className={`${noteClass} border-red-300 bg-red-50 text-red-800`}>
          Esta busca foi reprovada e não aparece para os vendedores. Corrija-a conforme o motivo e envie de novo para aprovação.
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {/* Kept while open even if the search changed meanwhile: a refusal must not lose what was typed. */}
        {correcting ? <SearchResubmitForm search={s} onDone={() => setCorrecting(false)} /> : <SearchDetails search={s} />}
        <CompatibleAnnouncements search={s} />
      </div>
      {isMine && sections ? <div className="mt-8 flex max-w-5xl flex-col gap-6">{sections(s.id)}</div> : null}
    </>
  );
}
