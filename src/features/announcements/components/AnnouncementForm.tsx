import Link from 'next/link';
import { useMemo, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { AddressFields } from '@/components/form/AddressFields';
import { DateField } from '@/components/form/DateField';
import { DraftBanner } from '@/components/form/DraftBanner';
import { FileInput } from '@/components/form/FileInput';
import { Form, FormError, SubmitButton } from '@/components/form/Form';
import { MoneyField } from '@/components/form/MoneyField';
import { toOptions, type Option } from '@/components/form/options';
import { optionsHint } from '@/components/form/options-hint';
import { QuantityField } from '@/components/form/QuantityField';
import { SelectField } from '@/components/form/SelectField';
import { TextareaField } from '@/components/form/TextareaField';
import { TextField } from '@/components/form/TextField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { buttonClass } from '@/components/ui/Button';
import { unitToOption, useProductSelectList, useUnitSelectList } from '@/features/catalogue/queries';
import { UPLOAD_ACCEPT } from '@/lib/files';
import { useFormDraft } from '@/lib/hooks/useFormDraft';
import { approvalStatusOptions } from '@/lib/status';
import { REJECTION_REASON_MAX } from '@/lib/validators/common';
import { DESCRIPTION_MAX, MAX_FILES, TITLE_MAX } from '../model';
import { FIELD_CODES } from '../form-values';
import type { AnnouncementFormOutput, AnnouncementFormValues } from '../schemas';

export interface AnnouncementFormProps {
  /** 'admin' adds the status (and the reason of a rejection). */
  mode: 'seller' | 'admin';
  defaultValues: AnnouncementFormValues;
  companyOptions: readonly Option[];
  companiesLoading?: boolean;
  /** Shown under the company select (e.g. why a company is missing). */
  companyHint?: ReactNode;
  /** localStorage key of the draft (null: no draft, e.g. while loading). */
  draftKey: string | null;
  submitLabel: string;
  cancelHref: string;
  /** Saves; a failure is thrown back (toasted by <Form>, put on its field when it belongs to one). */
  onSubmit: (values: AnnouncementFormOutput) => Promise<unknown>;
}

function Section({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-5 md:grid-cols-6">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      {description ? <p className="-mt-2 text-sm text-slate-600 md:col-span-6">{description}</p> : null}
      {children}
    </fieldset>
  );
}

/**
 * The announcement form of sellers and admins: company, product, title, description, quantity,
 * unit, unit price, availability date, location (CEP lookup, UF list) and photos/documents
 * (`POST /file`). Bad input gets a message under its field and every value is kept; the draft is
 * saved locally as the user types and offered back after a reload; it is cleared on save.
 */
export function AnnouncementForm({
  mode,
  defaultValues,
  companyOptions,
  companiesLoading,
  companyHint,
  draftKey,
  submitLabel,
  cancelHref,
  onSubmit,
}: AnnouncementFormProps) {
  const products = useProductSelectList();
  const units = useUnitSelectList();
  // The quantity's decimals depend on the unit chosen in the form ('un' takes none): each
  // validation builds the schema with the units loaded at the latest render.
  const unitName = (index: number) => units.data?.find((u) => u.index === index)?.name;
  const form = useSchemaForm<AnnouncementFormValues, AnnouncementFormOutput>(
    () => import('../schemas').then((m) => m.announcementFormSchemaFor(unitName)),
    { defaultValues, mode: 'onTouched' },
  );
  const { control } = form;
  const draft = useFormDraft(draftKey, form, { schema: () => import('../schemas').then((m) => m.announcementDraftSchema) });
  const unitOptions: Option[] = useMemo(() => (units.data ?? []).map(unitToOption), [units.data]);
  const productOptions: Option[] = useMemo(() => toOptions(products.data, (p) => p.id, (p) => p.name), [products.data]);
  const status = useWatch({ control, name: 'status' });
  const unitIndex = useWatch({ control, name: 'unitIndex' });
  const unitSymbol = units.data?.find((u) => u.index === unitIndex)?.name;

  async function submit(values: AnnouncementFormOutput) {
    await onSubmit(values);
    draft.clear();
  }

  return (
    <Form form={form} onSubmit={submit} fieldErrors={FIELD_CODES} aria-label={mode === 'admin' ? 'Anúncio' : 'Meu anúncio'} className="flex flex-col gap-6">
      <DraftBanner draft={draft} what="deste anúncio" />

      <FormError />

      <Section title="Empresa e produto">
        <SelectField
          control={control}
          name="companyId"
          label="Empresa"
          required
          options={companyOptions}
          loading={companiesLoading}
          hint={companyHint}
          className="md:col-span-3"
        />
        <SelectField
          control={control}
          name="productId"
          label="Produto"
          required
          options={productOptions}
          loading={products.isPending}
          hint={optionsHint(products, 'Escolha o produto do catálogo mais próximo do material.')}
          className="md:col-span-3"
        />
      </Section>

      <Section title="Anúncio">
        <TextField control={control} name="title" label="Título" required maxLength={TITLE_MAX} className="md:col-span-6" />
        <TextareaField
          control={control}
          name="description"
          label="Descrição"
          required
          rows={6}
          maxLength={DESCRIPTION_MAX}
          showCount
          hint="Estado do material, embalagem, especificações e condições de retirada."
          className="md:col-span-6"
        />
      </Section>

      <Section title="Quantidade, preço e disponibilidade">
        <QuantityField control={control} name="quantity" label="Quantidade" required unit={unitSymbol} className="md:col-span-2" />
        <SelectField control={control} name="unitIndex" label="Unidade" required options={unitOptions} loading={units.isPending} hint={optionsHint(units)} className="md:col-span-2" />
        <MoneyField control={control} name="unitPrice" label="Preço unitário" required className="md:col-span-2" />
        <DateField control={control} name="availableFrom" label="Disponível a partir de" required className="md:col-span-2" />
      </Section>

      <Section title="Local de retirada">
        <AddressFields control={control} name="location" className="md:col-span-6" />
      </Section>

      <Section title="Fotos e documentos" description="Ao menos uma foto (tipo Foto). Documentos em PDF: Especificação Técnica, Laudo ou MSDS.">
        <FileInput control={control} name="files" label="Arquivos" required accept={UPLOAD_ACCEPT} max={MAX_FILES} className="md:col-span-6" />
      </Section>

      {mode === 'admin' ? (
        <Section title="Aprovação">
          <SelectField
            control={control}
            name="status"
            label="Status"
            required
            placeholder={false}
            options={approvalStatusOptions('announcement')}
            className="md:col-span-2"
          />
          {status === 'REJECTED' ? (
            <TextareaField control={control} name="rejectionReason" label="Motivo da reprovação" required rows={3} maxLength={REJECTION_REASON_MAX} className="md:col-span-4" />
          ) : null}
        </Section>
      ) : null}

      <div className="flex flex-wrap justify-end gap-2">
        <Link href={cancelHref} className={buttonClass({ variant: 'outline' })}>
          Cancelar
        </Link>
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
