import dynamic from 'next/dynamic';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageProblem } from '@/components/ui/PageProblem';
import { SkeletonText } from '@/components/ui/Skeleton';
import { Badge, StatusBadge } from '@/components/ui/StatusBadge';
import { QueryLoadFailure, queryLoadFailures } from '@/components/ui/LoadFailure';
import { useSessionUser } from '@/features/auth/queries';
import { useOwnCompanies } from '@/features/companies/queries';
import { isNotFound } from '@/lib/api/errors';
import { useRouteId } from '@/lib/hooks/useRouteId';
import type { Announcement } from '../api';
import { AnnouncementDetailBody } from '../components/AnnouncementDetailBody';
import { RejectedNote } from '../components/RejectedNote';
import { placeText } from '../components/display';
import { useAnnouncement } from '../queries';
import { routes } from '@/lib/routes';

// The company's own view only: the table kit stays out of the buyers' first load of this page.
const ReceivedInterestsSection = dynamic(() => import('../components/ReceivedInterestsSection').then((m) => m.ReceivedInterestsSection), {
  ssr: false,
  loading: () => <SkeletonText lines={3} label="Carregando os interesses recebidos..." />,
});

function Details({ announcement: a, canEdit, editHref, isBuyer }: { announcement: Announcement; canEdit: boolean; editHref: string; isBuyer: boolean }) {
  return (
    <article aria-labelledby="anuncio-titulo">
      <PageHeader
        breadcrumbs={[{ label: 'Vitrine', href: routes.showcase() }, { label: a.title }]}
        title={<span id="anuncio-titulo">{a.title}</span>}
        description={`${a.product.name} · ${placeText(a)}`}
        actions={
          <>
            {a.featured ? <Badge tone="warning">Destaque</Badge> : null}
            {a.quantity <= 0 ? <Badge tone="danger">Esgotado</Badge> : null}
            {a.status !== 'APPROVED' ? <StatusBadge kind="approval" entity="announcement" status={a.status} /> : null}
            {canEdit ? (
              <Link href={editHref} className={buttonClass({ variant: 'outline' })}>
                Editar anúncio
              </Link>
            ) : null}
          </>
        }
      />
      {a.status === 'REJECTED' && a.rejectionReason ? (
        <RejectedNote reason={a.rejectionReason} />
      ) : a.status === 'PENDING' ? (
        <div role="note" className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Este anúncio aguarda aprovação e ainda não aparece na vitrine.
        </div>
      ) : null}

      <AnnouncementDetailBody announcement={a} isBuyer={isBuyer} />
    </article>
  );
}

/**
 * `/anuncios/[id]` (`GET /announcement/{id}`): gallery, description, quantity and unit, price,
 * location, availability, files by type and the selling company. The buyer actions have their
 * place (`AnnouncementActions`), filled by the deals issue.
 */
export function AnnouncementDetailScreen() {
  const id = useRouteId();
  const user = useSessionUser();
  const isAdmin = user.type === 'ADMIN';
  const query = useAnnouncement(id);
  const mine = useOwnCompanies(!isAdmin);
  const memberOf = new Set((mine.data?.data ?? []).map((c) => c.id));

  if (id === null || isNotFound(query)) {
    return <PageProblem title="Anúncio não encontrado" text="Ele pode ter sido removido ou ainda não foi aprovado." backHref={routes.showcase()} backLabel="Voltar para a vitrine" />;
  }
  const failure = queryLoadFailures(query, 'a versão mais recente deste anúncio');
  if (failure.page) return failure.page;
  if (!query.data) return <SkeletonText lines={8} label="Carregando anúncio..." />;

  const a = query.data;
  const isMember = memberOf.has(a.company.id);
  return (
    <>
      {failure.banner}
      <QueryLoadFailure query={mine} what="as suas empresas (para saber se o anúncio é seu)" className="mb-4" />
      <Details
        announcement={a}
        canEdit={isAdmin || isMember}
        editHref={isAdmin ? routes.admin.announcement(a.id) : routes.myAnnouncement(a.id)}
        isBuyer={!isAdmin && !isMember}
      />
      {isMember ? <ReceivedInterestsSection announcement={a} /> : null}
    </>
  );
}
