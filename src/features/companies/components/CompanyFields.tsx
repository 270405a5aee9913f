import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { AddressFields } from '@/components/form/AddressFields';
import { AsyncSelectField } from '@/components/form/AsyncSelectField';
import { MaskedField } from '@/components/form/MaskedField';
import type { Option } from '@/components/form/options';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { httpStatus } from '@/lib/api/errors';
import { notifyError } from '@/lib/notify';
import { isValidCnpj } from '@/lib/validators/documents';
import { TEXT_MAX, VALIDATION_MESSAGES } from '@/lib/validators/common';
import type { CompanyIdentity, CompanyOption } from '../api';
import { IDENTITY_FIELDS, toSubsidiaryView } from '../model';
import { companyQueries } from '../queries';
import { consultToForm } from '../form-values';
import type { CompanyFormOutput, CompanyFormValues } from '../schemas';

export type CompanyForm = UseFormReturn<CompanyFormValues, unknown, CompanyFormOutput>;

type ConsultState = { kind: 'idle' | 'loading' | 'filled' | 'not-found' | 'failed'; cnpj: string };

const CONSULT_TEXT: Record<ConsultState['kind'], string> = {
  idle: '',
  loading: 'Consultando o CNPJ...',
  filled: 'Dados preenchidos pela consulta do CNPJ. Confira e ajuste se precisar.',
  'not-found': 'Não encontramos dados para este CNPJ. Preencha os campos manualmente.',
  // Not "not found": the consult itself failed (the toast says why); the data may well exist.
  failed: 'Não foi possível consultar o CNPJ agora. Preencha os campos manualmente ou digite o CNPJ de novo.',
};

const FILLED_FIELDS = ['companyName', 'tradeName', 'email', 'phone', 'address'] as const;

/**
 * A valid CNPJ typed in full is looked up (`GET /consult/cnpj/{cnpj}`) and fills corporate name,
 * trade name, e-mail, phone and address; every field stays editable. A 404 leaves manual entry;
 * another failure is toasted and says the consult could not be made (not that nothing was found).
 */
function useCnpjConsult(form: CompanyForm) {
  const [state, setState] = useState<ConsultState>({ kind: 'idle', cnpj: '' });
  const request = useRef(0);
  const client = useQueryClient();
  // The message belongs to the CNPJ it was about: editing the CNPJ hides it.
  const cnpjNow = useWatch({ control: form.control, name: 'cnpj' });
  const message = state.cnpj === cnpjNow ? CONSULT_TEXT[state.kind] : '';

  async function consult(cnpj: string) {
    const current = ++request.current;
    if (!isValidCnpj(cnpj)) {
      setState({ kind: 'idle', cnpj });
      form.setError('cnpj', { type: 'validate', message: VALIDATION_MESSAGES.cnpj });
      return;
    }
    form.clearErrors('cnpj');
    setState({ kind: 'loading', cnpj });
    try {
      const answer = await client.fetchQuery(companyQueries.cnpj(cnpj));
      if (current !== request.current) return;
      const values = consultToForm(answer);
      for (const field of FILLED_FIELDS) form.setValue(field, values[field], { shouldDirty: true });
      form.clearErrors([...FILLED_FIELDS]);
      setState({ kind: 'filled', cnpj });
    } catch (error) {
      if (current !== request.current) return;
      const notFound = httpStatus(error) === 404;
      setState({ kind: notFound ? 'not-found' : 'failed', cnpj });
      if (!notFound) notifyError(error);
    }
  }

  return { message, consult };
}

export interface CompanyFieldsProps {
  form: CompanyForm;
  /** Everything disabled (a member who is not an owner or admin of the company). */
  readOnly?: boolean;
  /** Look the CNPJ up when it is typed in full (create; on edit, only when it differs from `initialCnpj`). */
  initialCnpj?: string;
  /** Parent candidates: the caller's (default) or a client's, for an admin. */
  parentsFor?: { accountId: number | null };
  /** This company's id (edit): it cannot be its own parent. */
  selfId?: number;
  /** The current parent, shown even when it is not among the candidates. */
  currentParent?: { companyId: number; companyName: string } | null;
  /** Extra fields at the top (the admin's client select). */
  before?: ReactNode;
  /** The saved identity of an APPROVED company: changing it is announced before saving. */
  approvedIdentity?: CompanyIdentity;
}

const IDENTITY_REVIEW_NOTICE = 'Alterar CNPJ, razão social ou nome fantasia envia a empresa para nova aprovação.';

/** Whether the form's CNPJ or names differ from `approved` as the API compares them (trimmed). */
function useIdentityChanged(form: CompanyForm, approved: CompanyIdentity | undefined): boolean {
  const values = useWatch({ control: form.control, name: IDENTITY_FIELDS });
  if (!approved) return false;
  return IDENTITY_FIELDS.some((field, i) => (values[i] ?? '').trim() !== approved[field]);
}

/**
 * A parent candidate as an option: its id (the subsidiary view's subsidiaryId, docs/product/records.md) and its
 * plain name. 'Subsidiaria de: X' reads backwards in a list of possible parents; the view's text
 * stays where it describes a subsidiary (the company lists and pages).
 */
function toOption(company: { companyId: number; companyName: string }): Option {
  return { value: toSubsidiaryView(company).subsidiaryId, label: company.companyName };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4 md:p-6">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The fields of the company form (create, edit and the admin's create). */
export function CompanyFields({ form, readOnly, initialCnpj, parentsFor, selfId, currentParent, before, approvedIdentity }: CompanyFieldsProps) {
  const { control } = form;
  const { message, consult } = useCnpjConsult(form);
  const identityChanged = useIdentityChanged(form, approvedIdentity);
  const forAdmin = parentsFor !== undefined;
  const accountId = parentsFor?.accountId ?? undefined;

  function parentOptions(companies: CompanyOption[]): Option[] {
    const candidates = companies.filter((c) => c.companyId !== selfId);
    if (currentParent && !candidates.some((c) => c.companyId === currentParent.companyId)) candidates.unshift(currentParent);
    return candidates.map(toOption);
  }

  return (
    <div className="flex flex-col gap-6">
      {before}
      <Section title="Dados da empresa">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-6">
          <div className="flex flex-col gap-1 md:col-span-2">
            <MaskedField
              control={control}
              name="cnpj"
              label="CNPJ"
              mask="cnpj"
              required
              disabled={readOnly}
              hint="Digite o CNPJ para buscar os dados da empresa."
              onComplete={(digits) => {
                if (initialCnpj !== undefined && digits === initialCnpj) return;
                void consult(digits);
              }}
            />
            <p role="status" aria-live="polite" className="text-xs text-slate-700">
              {message}
            </p>
          </div>
          <TextField control={control} name="companyName" label="Razão social" required maxLength={TEXT_MAX.companyName} disabled={readOnly} autoComplete="organization" className="md:col-span-4" />
          <TextField control={control} name="tradeName" label="Nome fantasia" required maxLength={TEXT_MAX.tradeName} disabled={readOnly} className="md:col-span-3" />
          {readOnly ? (
            <SelectField
              control={control}
              name="parentCompanyId"
              label="Matriz"
              placeholder="Nenhuma — empresa independente"
              disabled
              options={currentParent ? [toOption(currentParent)] : []}
              className="md:col-span-3"
            />
          ) : (
            <AsyncSelectField
              control={control}
              name="parentCompanyId"
              label="Matriz"
              hint="Preencha apenas se esta empresa for uma filial de outra empresa sua."
              placeholder="Nenhuma — empresa independente"
              disabled={forAdmin && accountId === undefined}
              query={{ ...companyQueries.select(accountId), select: parentOptions }}
              enabled={!forAdmin || accountId !== undefined}
              className="md:col-span-3"
            />
          )}
        </div>
        <p role="status" aria-live="polite" className={identityChanged ? 'mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900' : 'sr-only'}>
          {identityChanged ? IDENTITY_REVIEW_NOTICE : ''}
        </p>
      </Section>
      <Section title="Contato">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-6">
          <MaskedField control={control} name="phone" label="Telefone" mask="phone" required disabled={readOnly} autoComplete="tel-national" className="md:col-span-2" />
          <TextField control={control} name="email" label="E-mail da empresa" type="email" maxLength={TEXT_MAX.email} disabled={readOnly} autoComplete="email" className="md:col-span-2" />
          <TextField
            control={control}
            name="website"
            label="Site"
            type="url"
            maxLength={TEXT_MAX.website}
            disabled={readOnly}
            placeholder="www.suaempresa.com.br"
            hint="Opcional."
            autoComplete="url"
            className="md:col-span-2"
          />
        </div>
      </Section>
      <Section title="Endereço">
        <AddressFields control={control} name="address" disabled={readOnly} />
      </Section>
    </div>
  );
}
