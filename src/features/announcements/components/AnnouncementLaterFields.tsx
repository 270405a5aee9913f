import { memo, useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { AddressFields } from '@/components/form/AddressFields';
import { DateField } from '@/components/form/DateField';
import { FileInput } from '@/components/form/FileInput';
import { MoneyField } from '@/components/form/MoneyField';
import type { Option } from '@/components/form/options';
import { optionsHint } from '@/components/form/options-hint';
import { QuantityField } from '@/components/form/QuantityField';
import { SelectField } from '@/components/form/SelectField';
import { TextareaField } from '@/components/form/TextareaField';
import { TextField } from '@/components/form/TextField';
import { HydrateLater } from '@/components/ui/HydrateLater';
import { unitToOption, useUnitSelectList } from '@/features/catalogue/queries';
import { UPLOAD_ACCEPT } from '@/lib/files';
import { DESCRIPTION_MAX, MAX_FILES, TITLE_MAX } from '../model';
import type { AnnouncementFormOutput, AnnouncementFormValues } from '../schemas';
import { Section } from './AnnouncementFormSection';

type FormControl = Control<AnnouncementFormValues, unknown, AnnouncementFormOutput>;

function LaterFields({ control }: { control: FormControl }) {
  const units = useUnitSelectList();
  const unitOptions: Option[] = useMemo(() => (units.data ?? []).map(unitToOption), [units.data]);
  const unitIndex = useWatch({ control, name: 'unitIndex' });
  const unitSymbol = units.data?.find((u) => u.index === unitIndex)?.name;
  return (
    <>
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
    </>
  );
}

/**
 * The announcement form's fields after the company and the product (title and description,
 * quantity and price, place, files), hydrated after the form around them (HydrateLater): most of
 * the form's hydration, and below the first fields a seller fills. A field focused or clicked
 * before then hydrates its part at once. Its only prop, react-hook-form's `control`, keeps its
 * identity, so the form's own renders leave it be; what it watches it reads itself.
 */
export const AnnouncementLaterFields = memo(function AnnouncementLaterFields({ control }: { control: FormControl }) {
  return (
    <HydrateLater>
      <LaterFields control={control} />
    </HydrateLater>
  );
});
