import Link from 'next/link';
import type { ReactNode } from 'react';
import { RecordLink } from '@/components/ui/RecordLink';
import { ReviewDecision } from '@/components/form/ReviewDecision';
import { buttonClass } from '@/components/ui/Button';
import { queryLoadFailures } from '@/components/ui/LoadFailure';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageProblem } from '@/components/ui/PageProblem';
import { SkeletonText } from '@/components/ui/Skeleton';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { Detail, DetailCard, DetailList } from '@/components/ui/DetailCard';
import { isNotFound } from '@/lib/api/errors';
import { formatCep, formatCnpj, formatDateTime, formatPhone } from '@/lib/format';
import { withScheme } from '@/lib/validators/common';
import type { CompanyDeferral, CompanyIdentity } from '../api';
import { IDENTITY_FIELDS, toSubsidiaryView } from '../model';
import { useCompanyDeferral, useDecideCompany } from '../queries';
import { routes } from '@/lib/routes';

/** A 404 from the API, or an id in the address that is not one: the way back to the list. */
export function AdminCompanyNotFound() {
  return <PageProblem title="Empresa não encontrada" backHref={routes.admin.companies()} backLabel="Voltar para as empresas" />;
}

/**
 * `/admin/empresas/[id]`: the deferral view (`GET /admin/company/{id}/deferral`). A PENDING company
 * is approved, or rejected with a reason (`PATCH /admin/company/{id}/deferral`). `sections`: what
 * other features add below the company's data (the page passes the Impacto section).
 */
export function AdminCompanyScreen({ id, sections }: { id: number; sections?: ReactNode }) {
  const deferral = useCompanyDeferral(id);
  if (isNotFound(deferral)) {
    return <AdminCompanyNotFound />;
  }
  const failure = queryLoadFailures(deferral, 'a versão mais recente desta empresa');
  const company = deferral.data;
  const title = company?.companyName ?? 'Empresa';
  return (
    <>
      {failure.banner}
      <PageHeader
        title={title}
        description={company ? `CNPJ ${formatCnpj(company.cnpj)}` : undefined}
        breadcrumbs={[{ label: 'Painel', href: routes.admin.dashboard() }, { label: 'Empresas', href: routes.admin.companies() }, { label: title }]}
      />
      {company ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="flex flex-col gap-6 lg:col-span-2">
            <IdentityChanges company={company} />
            <CompanyDetails company={company} />
            {sections}
          </div>
          <DeferralPanel company={company} />
        </div>
      ) : (
        failure.page ?? <SkeletonText lines={6} label="Carregando empresa..." />
      )}
    </>
  );
}

const IDENTITY_LABELS: Record<keyof CompanyIdentity, string> = { cnpj: 'CNPJ', companyName: 'Razão social', tradeName: 'Nome fantasia' };

/** What an approved company changed of its identity since (the reason it is back for review). */
function IdentityChanges({ company }: { company: CompanyDeferral }) {
  const previous = company.previousIdentity;
  const changed = previous ? IDENTITY_FIELDS.filter((field) => previous[field] !== company[field]) : [];
  if (!previous || changed.length === 0) return null;
  const shown = (field: keyof CompanyIdentity, value: string) => (field === 'cnpj' ? formatCnpj(value) : value);
  return (
    <DetailCard title="Alterações desde a última aprovação" className="border-amber-300 bg-amber-50">
      <ul className="flex flex-col gap-1 text-sm text-slate-900">
        {changed.map((field) => (
          <li key={field}>
            <span className="font-medium">{IDENTITY_LABELS[field]}:</span> {shown(field, previous[field])} → {shown(field, company[field])}
          </li>
        ))}
      </ul>
    </DetailCard>
  );
}

function CompanyDetails({ company }: { company: CompanyDeferral }) {
  const { address } = company;
  const website = withScheme(company.website);
  return (
    <>
      <DetailCard title="Dados da empresa">
        <DetailList>
          <Detail label="Razão social">{company.companyName}</Detail>
          <Detail label="Nome fantasia">{company.tradeName}</Detail>
          <Detail label="CNPJ">{formatCnpj(company.cnpj)}</Detail>
          <Detail label="Matriz">
            {company.parentCompanyId !== null && company.parentCompanyName
              ? toSubsidiaryView({ companyId: company.parentCompanyId, companyName: company.parentCompanyName }).subsidiaryName
              : 'Empresa independente'}
          </Detail>
          <Detail label="Telefone">{formatPhone(company.phone)}</Detail>
          <Detail label="E-mail">{company.email}</Detail>
          <Detail label="Site">
            {website ? (
              <a href={website} target="_blank" rel="noreferrer noopener" className="text-primary-800 underline">
                {company.website}
              </a>
            ) : null}
          </Detail>
          <Detail label="Cadastrada em">{formatDateTime(company.createdAt)}</Detail>
          <Detail label="Endereço">
            {`${address.street}, ${address.number}${address.complement ? ` — ${address.complement}` : ''}, ${address.neighborhood}, ${address.city}/${address.uf}, CEP ${formatCep(address.zipCode)}`}
          </Detail>
        </DetailList>
      </DetailCard>
      <DetailCard title="Responsável">
        <DetailList>
          <Detail label="Nome">
            <RecordLink href={routes.admin.client(company.owner.id)}>
              {company.owner.name}
            </RecordLink>
          </Detail>
          <Detail label="E-mail">{company.owner.email}</Detail>
        </DetailList>
      </DetailCard>
    </>
  );
}

function DeferralPanel({ company }: { company: CompanyDeferral }) {
  const decide = useDecideCompany(company.id);
  const pending = company.status === 'PENDING';
  return (
    <DetailCard title="Aprovação">
      <div className="flex flex-col gap-4 text-sm text-slate-800">
        <p className="flex items-center gap-2">
          <span className="font-medium">Situação:</span>
          <StatusBadge kind="approval" entity="company" status={company.status} />
        </p>
        {company.status === 'REJECTED' && company.rejectionReason ? (
          <p>
            <span className="font-medium">Motivo:</span> {company.rejectionReason}
          </p>
        ) : null}
        <ReviewDecision
          pending={pending}
          prompt="Confira os dados e o CNPJ antes de decidir. A empresa só negocia depois de aprovada."
          decided="Esta empresa já foi avaliada; só empresas pendentes podem ser aprovadas ou reprovadas."
          approve={{
            title: 'Aprovar empresa',
            description: `A empresa “${company.companyName}” será aprovada e poderá negociar na plataforma.`,
            onConfirm: () => decide.mutateAsync({ action: 'APPROVE' }),
          }}
          reject={{
            title: 'Reprovar empresa',
            description: `Informe ao responsável por que “${company.companyName}” foi reprovada.`,
            onReject: (reason) => decide.mutateAsync({ action: 'REJECT', reason }),
          }}
        />
        <Link href={routes.admin.companies()} className={buttonClass({ variant: 'outline', className: 'self-start' })}>
          Voltar para a lista
        </Link>
      </div>
    </DetailCard>
  );
}
