import { RecordLink } from '@/components/ui/RecordLink';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageProblem } from '@/components/ui/PageProblem';
import { SkeletonText } from '@/components/ui/Skeleton';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { queryLoadFailures } from '@/components/ui/LoadFailure';
import { Detail, DetailCard, DetailList } from '@/components/ui/DetailCard';
import { isNotFound } from '@/lib/api/errors';
import { formatDateTime, formatNumber, formatPhone, formatUnitPrice } from '@/lib/format';
import { useRouteId } from '@/lib/hooks/useRouteId';
import { useAdminInterest } from '../queries';
import { routes } from '@/lib/routes';

/** `/admin/interesses/[id]` (`GET /admin/interest-item/{id}`): the client, the announcement and the seller. */
export function AdminInterestScreen() {
  const id = useRouteId();
  const query = useAdminInterest(id);
  if (id === null || isNotFound(query)) {
    return <PageProblem title="Interesse não encontrado" backHref={routes.admin.interests()} backLabel="Voltar para os interesses" />;
  }
  const failure = queryLoadFailures(query, 'a versão mais recente deste interesse');
  if (failure.page) return failure.page;
  const item = query.data;
  if (!item) return <SkeletonText lines={6} label="Carregando interesse..." />;
  const a = item.announcement;
  return (
    <>
      {failure.banner}
      <PageHeader
        title={`Interesse de ${item.customer.name}`}
        description={`Registrado em ${formatDateTime(item.createdAt)}`}
        breadcrumbs={[{ label: 'Painel', href: routes.admin.dashboard() }, { label: 'Interesses', href: routes.admin.interests() }, { label: `Nº ${item.id}` }]}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <DetailCard title="Cliente">
          <DetailList>
            <Detail label="Nome">{item.customer.name}</Detail>
            <Detail label="E-mail">{item.customer.email}</Detail>
            <Detail label="Telefone">{formatPhone(item.customer.phone)}</Detail>
            <Detail label="Empresa">{`${item.company.tradeName} (${item.company.companyName})`}</Detail>
            <Detail label="Quantidade desejada">{`${formatNumber(item.quantity)} ${a.unit.name}`}</Detail>
            <Detail label="Mensagem" className="md:col-span-2">
              {item.message ? <span className="whitespace-pre-line">{item.message}</span> : null}
            </Detail>
          </DetailList>
        </DetailCard>
        <DetailCard title="Anúncio">
          <DetailList>
            <Detail label="Título">
              <RecordLink href={routes.announcement(a.id)}>
                {a.title}
              </RecordLink>
            </Detail>
            <Detail label="Status">
              <StatusBadge kind="approval" entity="announcement" status={a.status} />
            </Detail>
            <Detail label="Produto">{a.product.name}</Detail>
            <Detail label="Preço">{formatUnitPrice(a.unitPrice, a.unit.name)}</Detail>
            <Detail label="Quantidade anunciada">{`${formatNumber(a.quantity)} ${a.unit.name}`}</Detail>
            <Detail label="Local">{`${a.city}/${a.uf}`}</Detail>
            <Detail label="Vendedor">{`${item.seller.tradeName} (${item.seller.companyName})`}</Detail>
            <Detail label="E-mail do vendedor">{item.seller.email}</Detail>
          </DetailList>
        </DetailCard>
      </div>
    </>
  );
}
