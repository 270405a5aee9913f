import Link from 'next/link';
import type { ReactNode } from 'react';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { Form, FormError, SubmitButton } from '@/components/form/Form';
import { buttonClass } from '@/components/ui/Button';
import { queryLoadFailures } from '@/components/ui/LoadFailure';
import { PageHeader } from '@/components/ui/PageHeader';
import { PageProblem } from '@/components/ui/PageProblem';
import { SkeletonText } from '@/components/ui/Skeleton';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { isNotFound } from '@/lib/api/errors';
import { useSessionUser } from '@/features/auth/queries';
import { endSentence, formatCnpj } from '@/lib/format';
import type { Company } from '../api';
import { CompanyDraftBanner, useCompanyDraft } from '../components/CompanyDraft';
import { CompanyFields } from '../components/CompanyFields';
import { PaymentDataSection } from '../components/PaymentDataSection';
import { useCompany, useCompanyAdmin, useUpdateCompany } from '../queries';
import { companyToForm, toCompanyBody } from '../form-values';
import type { CompanyFormOutput, CompanyFormValues } from '../schemas';
import { routes } from '@/lib/routes';

/** A 404 from the API, or an id in the address that is not one: the way back to the list. */
export function CompanyNotFound() {
  return <PageProblem title="Empresa não encontrada" text="Ela não existe ou você não faz parte dela." backHref={routes.companies()} backLabel="Voltar para minhas empresas" />;
}

/**
 * `/empresas/[id]`: the company's data. Its owner and admins edit it (`GET /company/{id}/admin`
 * decides); other members see it read-only. A company that does not exist or that the user is not
 * part of is a 404 from either call. `sections`: what other features add below the data (the
 * page passes the Impacto section), shown once the company is loaded.
 */
export function CompanyScreen({ id, sections }: { id: number; sections?: ReactNode }) {
  const company = useCompany(id);
  const admin = useCompanyAdmin(id);
  if (isNotFound(company) || isNotFound(admin)) {
    return <CompanyNotFound />;
  }
  const companyFailure = queryLoadFailures(company, 'a versão mais recente desta empresa');
  const adminFailure = queryLoadFailures(admin, 'as suas permissões nesta empresa');
  const title = company.data?.companyName ?? 'Empresa';
  return (
    <>
      {companyFailure.banner}
      {adminFailure.banner}
      <PageHeader
        title={title}
        description={company.data ? `CNPJ ${formatCnpj(company.data.cnpj)}` : undefined}
        breadcrumbs={[{ label: 'Minhas empresas', href: routes.companies() }, { label: title }]}
        actions={
          company.data ? (
            <Link href={routes.collaborators(id)} className={buttonClass({ variant: 'outline' })}>
              Colaboradores
            </Link>
          ) : null
        }
      />
      {company.data && admin.data ? (
        <CompanyEditor key={company.data.id} company={company.data} canEdit={admin.data.isAdmin} />
      ) : (
        companyFailure.page ?? adminFailure.page ?? <SkeletonText lines={6} label="Carregando empresa..." />
      )}
      {company.data && admin.data ? (
        <div className="mt-8 max-w-5xl">
          <PaymentDataSection companyId={company.data.id} canEdit={admin.data.isAdmin} />
        </div>
      ) : null}
      {company.data && sections ? <div className="mt-8 max-w-5xl">{sections}</div> : null}
    </>
  );
}

function StatusNotice({ company }: { company: Company }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
      <p className="flex items-center gap-2">
        <span className="font-medium">Situação:</span>
        <StatusBadge kind="approval" entity="company" status={company.status} />
      </p>
      {company.status === 'PENDING' ? <p>Aguardando a aprovação de um administrador.</p> : null}
      {company.status === 'INACTIVE' ? (
        <p>
          <span className="font-medium">Motivo da suspensão:</span> {endSentence(company.suspensionReason || 'não informado')} Enquanto suspensa, a empresa não
          publica nem negocia; as negociações em aberto só podem ser canceladas.
        </p>
      ) : null}
      {company.status === 'REJECTED' ? (
        <p>
          <span className="font-medium">Motivo da reprovação:</span> {endSentence(company.rejectionReason || 'não informado')} Corrija os dados e salve para
          reenviar a empresa para aprovação.
        </p>
      ) : null}
    </div>
  );
}

function CompanyEditor({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const update = useUpdateCompany(company.id);
  const form = useSchemaForm<CompanyFormValues, CompanyFormOutput>(() => import('../schemas').then((m) => m.companyFormSchema), {
    defaultValues: companyToForm(company),
  });
  const user = useSessionUser();
  // One draft per company; none for a member who only reads it.
  const draft = useCompanyDraft(canEdit ? `empresa:${user.id}:${company.id}` : null, form);
  const parent = company.parentCompanyId !== null && company.parentCompanyName ? { companyId: company.parentCompanyId, companyName: company.parentCompanyName } : null;
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <StatusNotice company={company} />
      {canEdit ? null : (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Somente o responsável e os administradores da empresa podem editar estes dados.
        </p>
      )}
      <Form
        form={form}
        aria-label="Dados da empresa"
        className="flex flex-col gap-6"
        fieldErrors={{ CnpjAlreadyExists: 'cnpj', InvalidParentCompany: 'parentCompanyId' }}
        onSubmit={async (values) => {
          const saved = await update.mutateAsync(toCompanyBody(values));
          draft.clear();
          form.reset(companyToForm(saved));
        }}
      >
        <CompanyDraftBanner draft={draft} />
        <CompanyFields
          form={form}
          readOnly={!canEdit}
          initialCnpj={company.cnpj}
          selfId={company.id}
          currentParent={parent}
          approvedIdentity={company.status === 'APPROVED' ? { cnpj: company.cnpj, companyName: company.companyName, tradeName: company.tradeName } : undefined}
        />
        {canEdit ? (
          <>
            <FormError />
            <div className="flex justify-end gap-2">
              <Link href={routes.companies()} className={buttonClass({ variant: 'outline' })}>
                Voltar
              </Link>
              <SubmitButton>Salvar alterações</SubmitButton>
            </div>
          </>
        ) : null}
      </Form>
    </div>
  );
}
