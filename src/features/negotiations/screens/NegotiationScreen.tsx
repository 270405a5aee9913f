import { useEffect, useRef } from 'react';
import { PageHeader, type Breadcrumb } from '@/components/ui/PageHeader';
import { SkeletonText } from '@/components/ui/Skeleton';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { queryLoadFailures } from '@/components/ui/LoadFailure';
import { PageProblem } from '@/components/ui/PageProblem';
import { httpStatus, isNotFound, toErrorMessage } from '@/lib/api/errors';
import { useRouteId } from '@/lib/hooks/useRouteId';
import { NegotiationDetails } from '../components/NegotiationDetails';
import { useNegotiation, useStatusOptions, type NegotiationScope } from '../queries';
import { routes } from '@/lib/routes';

function NegotiationView({ scope }: { scope: NegotiationScope }) {
  const id = useRouteId();
  const query = useNegotiation(scope, id);
  const options = useStatusOptions(scope, query.data ? id : undefined);
  const changedAt = query.data?.updatedAt;
  const shownAt = useRef(changedAt);
  const refetchOptions = options.refetch;
  // The detail is polled (queries.ts); when the other side moved, the next statuses may differ too.
  useEffect(() => {
    if (shownAt.current !== undefined && changedAt !== shownAt.current) void refetchOptions();
    shownAt.current = changedAt;
  }, [changedAt, refetchOptions]);
  const back = scope === 'admin' ? routes.admin.negotiations() : routes.purchases();

  if (id === null || isNotFound(query)) {
    return <PageProblem title="Negociação não encontrada" text="Confira o endereço ou volte para a lista." backHref={back} backLabel="Voltar para as negociações" />;
  }
  if (query.isError && httpStatus(query.error) === 401) {
    return <PageProblem title="Negociação indisponível" text={toErrorMessage(query.error)} backHref={back} backLabel="Voltar para as negociações" />;
  }
  const n = query.data;
  // A failed refresh of a negotiation already on screen (after a status change, say) keeps it
  // there, an open dialog included, and says so above it (below); only a first load that failed
  // takes the page.
  const failure = queryLoadFailures(query, 'a versão mais recente desta negociação');
  if (failure.page) return failure.page;
  if (!n) return <SkeletonText lines={8} label="Carregando negociação..." />;

  const buying = n.viewerRoles.includes('BUYER');
  const breadcrumbs: Breadcrumb[] =
    scope === 'admin'
      ? [{ label: 'Painel', href: routes.admin.dashboard() }, { label: 'Negociações', href: routes.admin.negotiations() }, { label: `Nº ${n.id}` }]
      : [
          { label: 'Negociações', href: routes.purchases() },
          buying ? { label: 'Compras', href: routes.purchases() } : { label: 'Vendas', href: routes.sales() },
          { label: `Nº ${n.id}` },
        ];
  return (
    <>
      {failure.banner}
      <PageHeader
        title={`Negociação nº ${n.id}`}
        description={n.announcement.title}
        breadcrumbs={breadcrumbs}
        actions={<StatusBadge kind="negotiation" status={n.status} className="text-sm" />}
      />
      <NegotiationDetails
        negotiation={n}
        scope={scope}
        options={options.data}
        optionsLoading={options.isPending}
        optionsError={options.isError}
        onRetryOptions={() => void options.refetch()}
      />
    </>
  );
}

/**
 * `/negociacoes/[id]` (`GET /negotiation/{id}`): the shared record of a negotiation — values,
 * proposals, messages, contacts, the timeline — and exactly the next statuses that
 * `GET /negotiation/{id}/status-options` answers; 'Cancelar negociação' (confirmed) sets
 * CALLED_OFF. Someone who is not a party is told so.
 */
export function NegotiationScreen() {
  return <NegotiationView scope="party" />;
}

/** `/admin/negociacoes/[id]`: the same, read-only but for the status, through the admin's calls. */
export function AdminNegotiationScreen() {
  return <NegotiationView scope="admin" />;
}
