import Link from 'next/link';
import { useRouter } from 'next/router';
import { useMemo, type ReactNode } from 'react';
import { toOptions, withOption, type Option } from '@/components/form/options';
import { optionsHint } from '@/components/form/options-hint';
import { buttonClass } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageProblem } from '@/components/ui/PageProblem';
import { SkeletonText } from '@/components/ui/Skeleton';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { queryLoadFailures } from '@/components/ui/LoadFailure';
import { useSessionUser } from '@/features/auth/queries';
import { useOwnCompanies } from '@/features/companies/queries';
import { isNotFound } from '@/lib/api/errors';
import { AnnouncementForm } from '../components/AnnouncementForm';
import { RejectedNote } from '../components/RejectedNote';
import { useCreateAnnouncement, useUpdateAnnouncement } from '../queries';
import { emptyAnnouncementForm, toAnnouncementBody } from '../form-values';
import type { AnnouncementFormOutput } from '../schemas';
import { useLatestCallback } from '@/lib/hooks/useLatestCallback';
import { routes } from '@/lib/routes';
import { useEditedAnnouncement } from './useEditedAnnouncement';

/** The caller's APPROVED companies (only they publish), plus `keep` (the company of an edited announcement). */
function useCompanyOptions(keep?: { id: number; name: string }) {
  const mine = useOwnCompanies();
  const options: Option[] = useMemo(() => {
    const approved = mine.data?.data.filter((c) => c.status === 'APPROVED');
    return withOption(toOptions(approved, (c) => c.id, (c) => c.companyName), keep && { value: keep.id, label: keep.name });
  }, [mine.data, keep]);
  const memberOf = useMemo(() => new Set((mine.data?.data ?? []).map((c) => c.id)), [mine.data]);
  const hint = optionsHint(
    mine,
    mine.data && options.length === 0 ? 'Nenhuma empresa sua está aprovada: só empresas aprovadas publicam anúncios.' : 'Só empresas aprovadas publicam anúncios.',
  );
  return { options, loading: mine.isPending, hint, memberOf, loaded: !!mine.data, query: mine };
}

const crumbs = [{ label: 'Meus anúncios', href: routes.myAnnouncements() }];

/** `/meus-anuncios/novo` (`POST /announcement`): the new announcement is PENDING until approved. */
export function NewAnnouncementScreen() {
  const user = useSessionUser();
  const router = useRouter();
  const companies = useCompanyOptions();
  const create = useCreateAnnouncement();
  const defaults = useMemo(() => emptyAnnouncementForm(), []);
  const save = useLatestCallback(async (values: AnnouncementFormOutput) => {
    await create.mutateAsync(toAnnouncementBody(values));
    await router.push(routes.myAnnouncements());
  });
  return (
    <section>
      <PageHeader
        breadcrumbs={[...crumbs, { label: 'Novo anúncio' }]}
        title="Novo anúncio"
        description="O anúncio é analisado pela equipe antes de aparecer na vitrine."
      />
      <AnnouncementForm
        mode="seller"
        defaultValues={defaults}
        companyOptions={companies.options}
        companiesLoading={companies.loading}
        companyHint={companies.hint}
        draftKey={`anuncio:${user.id}:novo`}
        submitLabel="Enviar para aprovação"
        cancelHref={routes.myAnnouncements()}
        onSubmit={save}
      />
    </section>
  );
}

/**
 * `/meus-anuncios/[id]` (`GET` + `PUT /announcement/{id}`): an edit sends it back to approval.
 * `sections`: what other features add below the form (the page passes the Histórico).
 */
export function EditAnnouncementScreen({ sections }: { sections?: (id: number) => ReactNode } = {}) {
  const user = useSessionUser();
  const router = useRouter();
  const { id, query, a, keep, defaults } = useEditedAnnouncement();
  const companies = useCompanyOptions(keep);
  const update = useUpdateAnnouncement(id ?? 0);
  const save = useLatestCallback(async (values: AnnouncementFormOutput) => {
    await update.mutateAsync(toAnnouncementBody(values));
    await router.push(routes.myAnnouncements());
  });

  if (id === null || isNotFound(query) || (a && companies.loaded && !companies.memberOf.has(a.company.id))) {
    return <PageProblem title="Anúncio não encontrado" text="Ele não existe ou não pertence a uma das suas empresas." backHref={routes.myAnnouncements()} backLabel="Voltar para meus anúncios" />;
  }
  const failure = queryLoadFailures(query, 'a versão mais recente deste anúncio');
  if (failure.page) return failure.page;
  // Whether the announcement is the caller's comes from their companies: without them, say so.
  const companiesFailure = queryLoadFailures(companies.query, 'as suas empresas');
  if (companiesFailure.page) return companiesFailure.page;
  if (!a || !defaults || !companies.loaded) return <SkeletonText lines={8} label="Carregando anúncio..." />;

  return (
    <section>
      {failure.banner}
      <PageHeader
        breadcrumbs={[...crumbs, { label: a.title }]}
        title="Editar anúncio"
        description="Ao salvar, o anúncio volta para a aprovação da equipe e sai da vitrine até ser aprovado."
        actions={
          <>
            <StatusBadge kind="approval" entity="announcement" status={a.status} />
            <Link href={routes.announcement(a.id)} className={buttonClass({ variant: 'outline', size: 'sm' })}>
              Ver anúncio
            </Link>
          </>
        }
      />
      {a.status === 'REJECTED' && a.rejectionReason ? <RejectedNote reason={a.rejectionReason} /> : null}
      <AnnouncementForm
        key={a.id}
        mode="seller"
        defaultValues={defaults}
        companyOptions={companies.options}
        companyHint={companies.hint}
        draftKey={`anuncio:${user.id}:${a.id}`}
        submitLabel="Salvar e enviar para aprovação"
        cancelHref={routes.myAnnouncements()}
        onSubmit={save}
      />
      {sections ? <div className="mt-8 flex max-w-5xl flex-col gap-6">{sections(a.id)}</div> : null}
    </section>
  );
}
