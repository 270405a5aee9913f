import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageProblem } from '@/components/ui/PageProblem';
import { SkeletonText } from '@/components/ui/Skeleton';
import { Badge, StatusBadge } from '@/components/ui/StatusBadge';
import { QueryLoadFailure, queryLoadFailures } from '@/components/ui/LoadFailure';
import { useSessionUser } from '@/features/auth/queries';
import { useOwnCompanies } from '@/features/companies/queries';
import { isNotFound } from '@/lib/api/errors';
import { FILE_TYPE_LABELS, FILE_TYPES, isImage } from '@/lib/files';
import { formatCep, formatCurrency, formatDate, formatUnitPrice } from '@/lib/format';
import { useRouteId } from '@/lib/hooks/useRouteId';
import type { Announcement, AnnouncementFile } from '../api';
import { AnnouncementActions } from '../components/AnnouncementActions';
import { AnnouncementPhoto } from '../components/AnnouncementPhoto';
import { RejectedNote } from '../components/RejectedNote';
import { availabilityText, placeText, quantityText } from '../components/display';
import { useAnnouncement } from '../queries';
import { routes } from '@/lib/routes';

// The company's own view only: the table kit stays out of the buyers' first load of this page.
const ReceivedInterestsSection = dynamic(() => import('../components/ReceivedInterestsSection').then((m) => m.ReceivedInterestsSection), {
  ssr: false,
  loading: () => <SkeletonText lines={3} label="Carregando os interesses recebidos..." />,
});

function Gallery({ title, photos }: { title: string; photos: AnnouncementFile[] }) {
  const [index, setIndex] = useState(0);
  const current = photos[Math.min(index, photos.length - 1)];
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
        <AnnouncementPhoto
          url={current?.url ?? null}
          alt={current ? `${title} — foto ${index + 1} de ${photos.length}` : title}
          eager
        />
      </div>
      {photos.length > 1 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Fotos do anúncio">
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={`Ver foto ${i + 1} de ${photos.length}`}
                className={`block w-20 overflow-hidden rounded-md border-2 focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700 ${
                  i === index ? 'border-primary-700' : 'border-transparent'
                }`}
              >
                <AnnouncementPhoto url={photo.url} alt="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Files({ files }: { files: AnnouncementFile[] }) {
  const groups = FILE_TYPES.map((type) => ({ type, files: files.filter((f) => f.type === type) })).filter((g) => g.files.length > 0);
  if (groups.length === 0) return <p className="text-sm text-slate-700">Nenhum arquivo anexado.</p>;
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <div key={group.type}>
          <h3 className="text-sm font-semibold text-slate-800">{FILE_TYPE_LABELS[group.type]}</h3>
          <ul className="mt-1 flex flex-col gap-1">
            {group.files.map((file) => {
              // A picture opens in the browser; documents download. The label starts with what the button reads.
              const verb = isImage(file.mimetype) ? 'Abrir' : 'Baixar';
              return (
                <li key={file.id} className="flex items-center justify-between gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm">
                  <span className="truncate text-slate-800">{file.name}</span>
                  <a
                    href={file.url}
                    download={file.name}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClass({ variant: 'outline', size: 'sm' })}
                    aria-label={`${verb} ${FILE_TYPE_LABELS[group.type]}: ${file.name}`}
                  >
                    {verb}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** A card of the page's side column, named by its heading (`id`, for aria-labelledby). */
function AsideCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id={id} className="mb-2 text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Details({ announcement: a, canEdit, editHref, isBuyer }: { announcement: Announcement; canEdit: boolean; editHref: string; isBuyer: boolean }) {
  const photos = a.files.filter((f) => f.type === 'PHOTO');
  const total = a.quantity * a.unitPrice;
  const location = a.location;
  const street = [location.street, location.number].filter(Boolean).join(', ');
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

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-8">
          <Gallery title={a.title} photos={photos} />
          <section aria-labelledby="anuncio-descricao">
            <h2 id="anuncio-descricao" className="mb-2 text-lg font-semibold text-slate-900">
              Descrição
            </h2>
            {a.description ? (
              <p className="text-sm whitespace-pre-line text-slate-800">{a.description}</p>
            ) : (
              <p className="text-sm text-slate-600">Sem descrição.</p>
            )}
          </section>
          <section aria-labelledby="anuncio-arquivos">
            <h2 id="anuncio-arquivos" className="mb-2 text-lg font-semibold text-slate-900">
              Arquivos
            </h2>
            <Files files={a.files} />
          </section>
        </div>

        <div className="flex flex-col gap-6">
          <section aria-labelledby="anuncio-oferta" className="rounded-lg border border-slate-200 bg-white p-5">
            <h2 id="anuncio-oferta" className="sr-only">
              Oferta
            </h2>
            <p className="text-3xl font-bold text-primary-800">{formatUnitPrice(a.unitPrice, a.unit.name)}</p>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="font-medium text-slate-700">Quantidade</dt>
              <dd className="text-slate-900">{quantityText(a)}</dd>
              <dt className="font-medium text-slate-700">Disponível</dt>
              <dd className="text-slate-900">
                {quantityText({ quantity: a.availableQuantity, unit: a.unit })}
                {a.reservedQuantity > 0 ? <span className="text-slate-700"> ({quantityText({ quantity: a.reservedQuantity, unit: a.unit })} reservados em negociações)</span> : null}
              </dd>
              <dt className="font-medium text-slate-700">Valor do lote</dt>
              <dd className="text-slate-900">{formatCurrency(total)}</dd>
              <dt className="font-medium text-slate-700">Disponibilidade</dt>
              <dd className="text-slate-900">{availabilityText(a.availableFrom)}</dd>
              <dt className="font-medium text-slate-700">Produto</dt>
              <dd className="text-slate-900">{a.product.name}</dd>
              {a.categories.length ? (
                <>
                  <dt className="font-medium text-slate-700">Categoria</dt>
                  <dd className="text-slate-900">{a.categories.map((c) => c.name).join(', ')}</dd>
                </>
              ) : null}
              {a.segments.length ? (
                <>
                  <dt className="font-medium text-slate-700">Segmentos</dt>
                  <dd className="text-slate-900">{a.segments.map((s) => s.name).join(', ')}</dd>
                </>
              ) : null}
              <dt className="font-medium text-slate-700">Publicado em</dt>
              <dd className="text-slate-900">{formatDate(a.createdAt)}</dd>
            </dl>
            {/* Buyer actions (favorite, 'Tenho interesse', 'Negociar'): none once sold out (quantity 0). */}
            {isBuyer && a.status === 'APPROVED' && a.quantity <= 0 ? (
              <p role="note" className="mt-5 rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
                Este anúncio está esgotado.{' '}
                <Link href={routes.showcase()} className="font-medium text-primary-800 underline underline-offset-2">
                  Procure outras ofertas na vitrine
                </Link>
                .
              </p>
            ) : isBuyer && a.status === 'APPROVED' ? (
              <div className="mt-5 flex flex-wrap gap-2 empty:hidden" data-slot="announcement-actions">
                <AnnouncementActions announcement={a} />
              </div>
            ) : null}
          </section>

          <AsideCard id="anuncio-local" title="Local de retirada">
            <address className="text-sm text-slate-800 not-italic">
              {street ? <span className="block">{street}</span> : null}
              {location.complement ? <span className="block">{location.complement}</span> : null}
              <span className="block">{[location.neighborhood, placeText(a)].filter(Boolean).join(' — ')}</span>
              {location.zipCode ? <span className="block">CEP {formatCep(location.zipCode)}</span> : null}
            </address>
          </AsideCard>

          <AsideCard id="anuncio-empresa" title="Empresa vendedora">
            <p className="text-sm font-medium text-slate-900">{a.company.tradeName}</p>
            <p className="text-sm text-slate-700">{a.company.companyName}</p>
            {a.company.city ? (
              <p className="text-sm text-slate-700">
                {a.company.city}/{a.company.uf}
              </p>
            ) : null}
          </AsideCard>
        </div>
      </div>
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
