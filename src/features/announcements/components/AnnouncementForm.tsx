import Link from 'next/link';
import { memo, useMemo, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { DraftBanner } from '@/components/form/DraftBanner';
import { Form, FormError, SubmitButton } from '@/components/form/Form';
import { toOptions, type Option } from '@/components/form/options';
import { optionsHint } from '@/components/form/options-hint';
import { SelectField } from '@/components/form/SelectField';
import { TextareaField } from '@/components/form/TextareaField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { buttonClass } from '@/components/ui/Button';
import { HydrateLater } from '@/components/ui/HydrateLater';
import { useProductSelectList, useUnitSelectList } from '@/features/catalogue/queries';
import { useFormDraft } from '@/lib/hooks/useFormDraft';
import { approvalStatusOptions } from '@/lib/status';
import { REJECTION_REASON_MAX } from '@/lib/validators/common';
import { FIELD_CODES } from '../form-values';
import type { AnnouncementFormOutput, AnnouncementFormValues } from '../schemas';
import { Section } from './AnnouncementFormSection';
import { AnnouncementLaterFields } from './AnnouncementLaterFields';

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

/**
 * The announcement form of sellers and admins: company, product, title, description, quantity,
 * unit, unit price, availability date, location (CEP lookup, UF list) and photos/documents
 * (`POST /file`). Bad input gets a message under its field and every value is kept; the draft is
 * saved locally as the user types and offered back after a reload; it is cleared on save.
 *
 * It hydrates after the page around it (HydrateLater), at once where a field is pressed or typed
 * in first: the form is the largest tree of its pages. Memoized, so the screen's own renders leave
 * it be while its props keep their identity (`onSubmit` through `useLatestCallback`).
 */
export const AnnouncementForm = memo(function AnnouncementForm(props: AnnouncementFormProps) {
  return (
    <HydrateLater>
      <AnnouncementFormFields {...props} />
    </HydrateLater>
  );
});

function AnnouncementFormFields({
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
  const productOptions: Option[] = useMemo(() => toOptions(products.data, (p) => p.id, (p) => p.name), [products.data]);
  const status = useWatch({ control, name: 'status' });

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

      <AnnouncementLaterFields control={control} />

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
