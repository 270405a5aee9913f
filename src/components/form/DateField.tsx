import { useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { formatDate, parseApiDate, toApiDate, type ApiDateFormat } from '@/lib/format';
import { formatDigits, MASK_PLACEHOLDERS, maskDigits, maskOptions } from '@/lib/mask-patterns';
import { parseDisplayDate } from '@/lib/validators/common';
import { Field, type ControlledFieldProps } from './Field';
import { useLazyIMask } from './lazy-imask';
import { controlClass } from './styles';
import { useFieldShell } from './useFieldShell';

export interface DateFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T> extends ControlledFieldProps<T, N, O> {
  /** What the form holds once the date is complete: ISO date-time (default) or yyyy/MM/dd. */
  valueFormat?: ApiDateFormat;
}

const DATE_MASK = maskOptions('date');

/** What the input shows for a form value: a valid API date as dd/MM/yyyy, anything else as it is. */
function displayOf(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  return parseApiDate(value) ? formatDate(value) : value;
}

/**
 * A date typed as dd/MM/yyyy (mask 00/00/0000). Once complete and valid, the form holds it as the
 * API takes it (ISO date-time or yyyy/MM/dd); an incomplete or impossible date stays in the form
 * as typed, so `zDate()` answers 'Data inválida.'; an empty field is ''. Entering the field (a
 * click or Tab) selects the date, so what is typed replaces it.
 */
export function DateField<T extends FieldValues, N extends FieldPath<T>, O = T>(props: DateFieldProps<T, N, O>) {
  const { valueFormat = 'iso' } = props;
  const { field, error, shell, control } = useFieldShell(props, () => props.hint ?? 'Formato: dd/mm/aaaa');
  // The text under the mask and the form value it produced; the text is recomputed only when the
  // form value changes from outside (reset, loaded record).
  const [synced, setSynced] = useState(() => ({ value: field.value as unknown, text: displayOf(field.value) }));
  if (!Object.is(synced.value, field.value)) setSynced({ value: field.value, text: displayOf(field.value) });
  const { IMaskInput, ref } = useLazyIMask(field.ref);
  const accept = (text: string) => {
    // The mask echoing the text it was fed (mount, reset) is not an edit.
    if (text === synced.text) return;
    const date = parseDisplayDate(text);
    const next = text === '' ? '' : date ? toApiDate(date, valueFormat) : text;
    setSynced({ value: next, text });
    if (next !== field.value) field.onChange(next);
  };
  // A date is replaced more often than edited (the announcement's starts as today): entering the
  // field selects it, so typing starts a new date instead of being dropped by the full mask. The
  // click that focused it must not then collapse the selection to a caret (Chromium does, on
  // mouseup); a click in a field that already has focus places the caret as usual.
  const focusingClick = useRef(false);
  const inputProps = {
    ...control,
    onMouseDown: (event: MouseEvent<HTMLInputElement>) => {
      focusingClick.current = event.currentTarget.ownerDocument.activeElement !== event.currentTarget;
    },
    onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
    onMouseUp: (event: MouseEvent<HTMLInputElement>) => {
      if (focusingClick.current) event.preventDefault();
      focusingClick.current = false;
    },
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'off',
    placeholder: MASK_PLACEHOLDERS.date,
    value: synced.text,
    className: controlClass(!!error),
  } as const;
  return (
    <Field {...shell}>
      {IMaskInput ? (
        <IMaskInput {...DATE_MASK} {...inputProps} inputRef={ref} onAccept={accept} />
      ) : (
        // Until the imask chunk arrives (lazy-imask.ts): the same pattern over what is typed.
        <input {...inputProps} ref={ref} onChange={(event) => accept(formatDigits('date', maskDigits('date', event.target.value)))} />
      )}
    </Field>
  );
}
