import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ReviewDecision } from '@/components/form/ReviewDecision';
import { Button, buttonClass } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageProblem } from '@/components/ui/PageProblem';
import { SkeletonText } from '@/components/ui/Skeleton';
import { queryLoadFailures } from '@/components/ui/LoadFailure';
import { Detail, DetailCard } from '@/components/ui/DetailCard';
import { isNotFound } from '@/lib/api/errors';
import { useRouteId } from '@/lib/hooks/useRouteId';
import type { SearchDeferral } from '../api';
import { SearchStatusBadges, soughtText } from '../components/display';
import { SearchDetails } from '../components/SearchDetails';
import { useDecideSearch, useSearchDeferral } from '../queries';
import { routes } from '@/lib/routes';

// The edit form (and the form kit's masked fields) loads when an administrator opens it.
const SearchEditForm = dynamic(() => import('../components/SearchEditForm').then((m) => m.SearchEditForm), {
  ssr: false,
  loading: () => <SkeletonText lines={8} label="Carregando formulário..." />,
});

function Decision({ search }: { search: SearchDeferral }) {
  const decide = useDecideSearch(search.id);
  const pending = search.status === 'PENDING' && search.active;
  return (
    <DetailCard title="Aprovação">
      <div className="flex flex-col gap-4 text-sm text-slate-800">
        <p className="flex items-center gap-2">
          <span className="font-medium">Situação:</span>
          <SearchStatusBadges search={search} />
        </p>
        <dl className="grid grid-cols-1 gap-3">
          <Detail label="Publicada por">
            {search.createdBy.name} ({search.createdBy.email})
          </Detail>
        </dl>
        <ReviewDecision
          pending={pending}
          prompt="Confira se a busca descreve um produto real e lícito antes de decidir. Aprovada, ela aparece para todos os vendedores."
          decided={search.active ? 'Esta busca já foi avaliada; só buscas pendentes podem ser aprovadas ou reprovadas.' : 'Esta busca foi inativada pela empresa.'}
          approve={{
            title: 'Aprovar busca',
            description: `A busca “${soughtText(search)}” passa a aparecer para os vendedores.`,
            cancelLabel: 'Voltar',
            onConfirm: () => decide.mutateAsync({ status: 'APPROVED' }),
          }}
          reject={{
            title: 'Reprovar busca',
            description: `Informe à empresa por que a busca nº ${search.id} foi reprovada.`,
            onReject: (reason) => decide.mutateAsync({ status: 'REJECTED', rejectionReason: reason }),
          }}
        />
        <Link href={routes.admin.searches()} className={buttonClass({ variant: 'outline', className: 'self-start' })}>
          Voltar para a lista
        </Link>
      </div>
    </DetailCard>
  );
}

/**
 * `/admin/buscas/[id]` (`GET /admin/search/{id}/deferral`): approve or reject, and edit an active
 * search's fields (both `PUT /admin/search/{id}`). `sections`: what other features add below
 * (the page passes moderation and Histórico).
 */
export function AdminSearchScreen({ sections }: { sections?: (id: number) => ReactNode } = {}) {
  const id = useRouteId();
  const query = useSearchDeferral(id);
  const s = query.data;
  const [editing, setEditing] = useState(false);
  // Back from the form, focus returns to the button that opened it.
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  if (id === null || isNotFound(query)) {
    return <PageProblem title="Busca não encontrada" backHref={routes.admin.searches()} backLabel="Voltar para as buscas" />;
  }
  const failure = queryLoadFailures(query, 'a versão mais recente desta busca');
  if (failure.page) return failure.page;
  if (!s) return <SkeletonText lines={8} label="Carregando busca..." />;
  return (
    <>
      {failure.banner}
      <PageHeader
        title={soughtText(s)}
        description={`Busca nº ${s.id} · ${s.company.companyName}`}
        breadcrumbs={[{ label: 'Painel', href: routes.admin.dashboard() }, { label: 'Buscas', href: routes.admin.searches() }, { label: `Busca nº ${s.id}` }]}
        actions={
          s.active && !editing ? (
            <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
              Editar busca
            </Button>
          ) : null
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">{editing && s.active ? <SearchEditForm search={s} onDone={() => setEditing(false)} /> : <SearchDetails search={s} />}</div>
        <Decision search={s} />
      </div>
      {sections ? <div className="mt-8 flex max-w-5xl flex-col gap-6">{sections(s.id)}</div> : null}
    </>
  );
}
