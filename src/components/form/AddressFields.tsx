import { useRef, useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { StateOption } from '@/lib/external/ibge';
import { lookupCep } from '@/lib/external/viacep';
import { notifyError } from '@/lib/notify';
import { cx } from '../ui/cx';
import { Field, fieldAria, hintId, useFieldId } from './Field';
import { MaskedInput } from './MaskedInput';
import { optionsHint } from './options-hint';
import { SelectField } from './SelectField';
import { ADDRESS_MAX, type AddressFormValues } from '@/lib/validators/address';
import { controlClass } from './styles';
import { TextField } from './TextField';
import { useUfOptions } from './useUfOptions';

export interface AddressFieldsProps<T extends FieldValues, O = T> {
  control: Control<T, unknown, O>;
  /** Path of the address object in the form, e.g. 'address'. */
  name: FieldPath<T>;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/** The address form's UF select is narrow: the state's name alone. */
const stateName = (state: StateOption) => state.name;

type LookupState = 'idle' | 'loading' | 'found' | 'failed';

/** 'Av. Paulista' and 'AVENIDA PAULISTA ' are not told apart by case, accents or spacing. */
const normalizeStreet = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

const CEP_HINT = 'Digite o CEP para preencher o endereço.';

/**
 * CEP, street, number, complement, neighbourhood, city and UF. A complete CEP is looked up
 * (ViaCEP) and fills street, neighbourhood, city and UF (a CEP of another street clears the old
 * number and complement); an unknown CEP says 'Não conseguimos
 * localizar este CEP!' (under the field and as a toast) and keeps whatever the user typed. The UF
 * options come from the IBGE state list. Every field stays editable.
 */
export function AddressFields<T extends FieldValues, O = T>({ control, name, required = true, disabled, className }: AddressFieldsProps<T, O>) {
  const path = (key: keyof AddressFormValues) => `${name}.${key}` as FieldPath<T>;
  const zip = useController({ control, name: path('zipCode') });
  const { onChange: setStreet, value: street } = useController({ control, name: path('street') }).field;
  const { onChange: setNeighborhood } = useController({ control, name: path('neighborhood') }).field;
  const { onChange: setCity } = useController({ control, name: path('city') }).field;
  const { onChange: setUf } = useController({ control, name: path('uf') }).field;
  const { onChange: setComplement, value: complement } = useController({ control, name: path('complement') }).field;
  const { onChange: setNumber } = useController({ control, name: path('number') }).field;
  const zipId = useFieldId(path('zipCode'));
  const numberId = useFieldId(path('number'));
  const [lookup, setLookup] = useState<LookupState>('idle');
  const request = useRef(0);
  const ufs = useUfOptions(stateName);

  async function search(digits: string) {
    const current = ++request.current;
    setLookup('loading');
    try {
      const address = await lookupCep(digits);
      if (current !== request.current) return;
      // Another street: the number and complement were the old address's (often the CNPJ lookup's).
      const moved = !!street && !!address.street && normalizeStreet(street) !== normalizeStreet(address.street);
      if (moved) {
        setNumber('');
        setComplement('');
      }
      // Fill what the service knows; keep what the user typed where it knows nothing.
      if (address.street || !street) setStreet(address.street);
      if (address.neighborhood) setNeighborhood(address.neighborhood);
      if (address.city) setCity(address.city);
      if (address.uf) setUf(address.uf);
      if (address.complement && (moved || !complement)) setComplement(address.complement);
      setLookup('found');
      document.getElementById(numberId)?.focus();
    } catch (error) {
      if (current !== request.current) return;
      setLookup('failed');
      control.setError(path('zipCode'), { type: 'cep', message: notifyError(error) });
    }
  }

  const zipError = zip.fieldState.error?.message;
  const status = lookup === 'loading' ? 'Buscando endereço...' : lookup === 'found' ? 'Endereço preenchido pelo CEP.' : '';
  // One hint at a time: while the lookup speaks ('Buscando…', 'Endereço preenchido…'), its live
  // status takes the hint's place and its id, so the CEP field stays described by one sentence.
  return (
    <div className={cx('grid grid-cols-1 gap-4 md:grid-cols-6', className)}>
      <Field id={zipId} label="CEP" hint={status ? undefined : CEP_HINT} error={zipError} required={required} className="md:col-span-2">
        <MaskedInput
          id={zipId}
          mask="cep"
          name={zip.field.name}
          inputRef={zip.field.ref}
          value={zip.field.value as string | null | undefined}
          onValueChange={(digits) => {
            zip.field.onChange(digits);
            if (digits.length === 8) void search(digits);
            else {
              request.current += 1;
              setLookup('idle');
            }
          }}
          onBlur={zip.field.onBlur}
          disabled={disabled}
          autoComplete="postal-code"
          aria-required={required || undefined}
          aria-busy={lookup === 'loading' || undefined}
          {...fieldAria(zipId, { hint: CEP_HINT, error: zipError })}
          className={controlClass(!!zipError)}
        />
        <span role="status" id={status ? hintId(zipId) : undefined} className="text-xs text-slate-600">
          {status}
        </span>
      </Field>
      <TextField control={control} name={path('street')} label="Logradouro" maxLength={ADDRESS_MAX.street} required={required} disabled={disabled} autoComplete="address-line1" className="md:col-span-4" />
      <TextField control={control} name={path('number')} id={numberId} label="Número" maxLength={ADDRESS_MAX.number} required={required} disabled={disabled} className="md:col-span-2" />
      <TextField control={control} name={path('complement')} label="Complemento" maxLength={ADDRESS_MAX.complement} disabled={disabled} autoComplete="address-line2" className="md:col-span-4" />
      <TextField control={control} name={path('neighborhood')} label="Bairro" maxLength={ADDRESS_MAX.neighborhood} required={required} disabled={disabled} className="md:col-span-2" />
      <TextField control={control} name={path('city')} label="Cidade" maxLength={ADDRESS_MAX.city} required={required} disabled={disabled} autoComplete="address-level2" className="md:col-span-3" />
      <SelectField
        control={control}
        name={path('uf')}
        label="UF"
        required={required}
        disabled={disabled}
        options={ufs.options}
        loading={ufs.loading}
        hint={optionsHint(ufs)}
        className="md:col-span-1"
      />
    </div>
  );
}
