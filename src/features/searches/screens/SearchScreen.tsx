import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageProblem } from '@/components/ui/PageProblem';
import { SkeletonText } from '@/components/ui/Skeleton';
import { QueryLoadFailure, queryLoadFailures } from '@/components/ui/LoadFailure';
import { useMyCompanies } from '@/features/companies/queries';
import { isNotFound } from '@/lib/api/errors';
import { useRouteId } from '@/lib/hooks/useRouteId';
import type { Search } from '../api';
import { CompatibleAnnouncements } from '../components/CompatibleAnnouncements';
import { SearchStatusBadges, soughtText } from '../components/display';
import { SearchDetails } from '../components/SearchDetails';
import { useInactivateSearch, useSearch } from '../queries';

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

/**
 * `/buscas/[id]` (`GET /search/{id}`): the search, its 'Anúncios compatíveis' (the showcase
 * filtered by its product, category and UF) and, for its company, 'Inativar busca'
 * (`PATCH /search/{id}/inactivate`, confirmed: searches are never deleted).
 */
export function SearchScreen() {
  const id = useRouteId();
  const query = useSearch(id);
  const mine = useMyCompanies({ take: 50 });

  if (id === null || isNotFound(query)) {
    return <PageProblem title="Busca não encontrada" text="Ela pode ter sido inativada ou ainda não foi aprovada." backHref="/buscas" backLabel="Voltar para as buscas" />;
  }
  const failure = queryLoadFailures(query, 'a versão mais recente desta busca');
  if (failure.page) return failure.page;
  const s = query.data;
  if (!s) return <SkeletonText lines={8} label="Carregando busca..." />;
  const isMine = (mine.data?.data ?? []).some((c) => c.id === s.company.id);
  return (
    <>
      {failure.banner}
      <QueryLoadFailure query={mine} what="as suas empresas (para saber se a busca é sua)" className="mb-4" />
      <PageHeader
        title={soughtText(s)}
        description={`Busca nº ${s.id} · ${s.company.tradeName || s.company.companyName}`}
        breadcrumbs={[isMine ? { label: 'Minhas buscas', href: '/buscas/minhas' } : { label: 'Buscas', href: '/buscas' }, { label: `Busca nº ${s.id}` }]}
        actions={
          <>
            <SearchStatusBadges search={s} />
            {isMine && s.active ? <Inactivate search={s} /> : null}
          </>
        }
      />
      {isMine && s.status === 'PENDING' && s.active ? (
        <p role="note" className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Esta busca aguarda aprovação e ainda não aparece para os vendedores.
        </p>
      ) : null}
      <div className="grid max-w-6xl grid-cols-1 gap-6 lg:grid-cols-2">
        <SearchDetails search={s} />
        <CompatibleAnnouncements search={s} />
      </div>
    </>
  );
}
