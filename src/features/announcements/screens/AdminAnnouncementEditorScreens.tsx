import Link from 'next/link';
import { useRouter } from 'next/router';
import { useMemo, type ReactNode } from 'react';
import { optionsHint } from '@/components/form/options-hint';
import { toOptions, withOption, type Option } from '@/components/form/options';
import { buttonClass } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageProblem } from '@/components/ui/PageProblem';
import { SkeletonText } from '@/components/ui/Skeleton';
import { Badge, StatusBadge } from '@/components/ui/StatusBadge';
import { queryLoadFailures } from '@/components/ui/LoadFailure';
import { useSessionUser } from '@/features/auth/queries';
import { isNotFound } from '@/lib/api/errors';
import { AnnouncementForm } from '../components/AnnouncementForm';
import { useAdminCreateAnnouncement, useAdminUpdateAnnouncement, useApprovedCompanies } from '../queries';
import { emptyAnnouncementForm, toAdminAnnouncementBody } from '../form-values';
import type { AnnouncementFormOutput } from '../schemas';
import { useLatestCallback } from '@/lib/hooks/useLatestCallback';
import { routes } from '@/lib/routes';
import { useEditedAnnouncement } from './useEditedAnnouncement';

const COMPANY_HINT = 'Só empresas aprovadas publicam anúncios.';

/** Every APPROVED company (branches included), plus `keep` (the company of an edited announcement). */
function useAdminCompanyOptions(keep?: { id: number; name: string }) {
  const companies = useApprovedCompanies();
  const options: Option[] = useMemo(
    () => withOption(toOptions(companies.data, (c) => c.companyId, (c) => c.companyName), keep && { value: keep.id, label: keep.name }),
    [companies.data, keep],
  );
  return { options, loading: companies.isPending, isError: companies.isError, refetch: companies.refetch };
}

const crumbs = [{ label: 'Anúncios', href: routes.admin.announcements() }];

/** `/admin/anuncios/novo` (`POST /admin/announcement`): for a company, APPROVED unless told. */
export function AdminNewAnnouncementScreen() {
  const user = useSessionUser();
  const router = useRouter();
  const companies = useAdminCompanyOptions();
  const create = useAdminCreateAnnouncement();
  const defaults = useMemo(() => emptyAnnouncementForm(new Date(), 'APPROVED'), []);
  const save = useLatestCallback(async (values: AnnouncementFormOutput) => {
    const created = await create.mutateAsync(toAdminAnnouncementBody(values));
    await router.push(routes.announcement(created.id));
  });
  return (
    <section>
      <PageHeader breadcrumbs={[...crumbs, { label: 'Novo anúncio' }]} title="Novo anúncio" description="Publique um anúncio em nome de uma empresa aprovada." />
      <AnnouncementForm
        mode="admin"
        defaultValues={defaults}
        companyOptions={companies.options}
        companiesLoading={companies.loading}
        companyHint={optionsHint(companies, COMPANY_HINT)}
        draftKey={`anuncio-admin:${user.id}:novo`}
        submitLabel="Criar anúncio"
        cancelHref={routes.admin.announcements()}
        onSubmit={save}
      />
    </section>
  );
}

/**
 * `/admin/anuncios/[id]` (`PUT /admin/announcement/{id}`): edit any field, approve or reject.
 * `sections`: what other features add below the form (the page passes moderation and Histórico).
 */
export function AdminEditAnnouncementScreen({ sections }: { sections?: (id: number) => ReactNode } = {}) {
  const user = useSessionUser();
  const router = useRouter();
  const { id, query, a, keep, defaults } = useEditedAnnouncement();
  const companies = useAdminCompanyOptions(keep);
  const update = useAdminUpdateAnnouncement(id ?? 0);
  const save = useLatestCallback(async (values: AnnouncementFormOutput) => {
    await update.mutateAsync(toAdminAnnouncementBody(values));
    await router.push(routes.admin.announcements());
  });

  if (id === null || isNotFound(query)) {
    return <PageProblem title="Anúncio não encontrado" backHref={routes.admin.announcements()} backLabel="Voltar para os anúncios" />;
  }
  const failure = queryLoadFailures(query, 'a versão mais recente deste anúncio');
  if (failure.page) return failure.page;
  if (!a || !defaults) return <SkeletonText lines={8} label="Carregando anúncio..." />;

  return (
    <section>
      {failure.banner}
      <PageHeader
        breadcrumbs={[...crumbs, { label: a.title }]}
        title={`Anúncio nº ${a.id}`}
        description={a.company.companyName}
        actions={
          <>
            <StatusBadge kind="approval" entity="announcement" status={a.status} />
            {a.featured ? <Badge tone="warning">Destaque</Badge> : null}
            <Link href={routes.announcement(a.id)} className={buttonClass({ variant: 'outline', size: 'sm' })}>
              Ver anúncio
            </Link>
          </>
        }
      />
      <AnnouncementForm
        key={a.id}
        mode="admin"
        defaultValues={defaults}
        companyOptions={companies.options}
        companiesLoading={companies.loading}
        companyHint={optionsHint(companies, COMPANY_HINT)}
        draftKey={`anuncio-admin:${user.id}:${a.id}`}
        submitLabel="Salvar"
        cancelHref={routes.admin.announcements()}
        onSubmit={save}
      />
      {sections ? <div className="mt-8 flex max-w-5xl flex-col gap-6">{sections(a.id)}</div> : null}
    </section>
  );
}
