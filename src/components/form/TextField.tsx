import type { InputHTMLAttributes } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Field, type ControlledFieldProps } from './Field';
import { controlClass } from './styles';
import { useFieldShell } from './useFieldShell';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

type NativeInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'placeholder' | 'autoComplete' | 'maxLength' | 'inputMode' | 'autoFocus' | 'readOnly'
>;

export interface TextFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T>
  extends ControlledFieldProps<T, N, O>,
    NativeInputProps {
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
}

/** A text input bound to a string field. */
export function TextField<T extends FieldValues, N extends FieldPath<T>, O = T>(props: TextFieldProps<T, N, O>) {
  const { type = 'text', placeholder, autoComplete, maxLength, inputMode, autoFocus, readOnly } = props;
  const { field, error, shell, control } = useFieldShell(props);
  const inputRef = useTypedBeforeHydration(field.ref, field.value, field.onChange);
  return (
    <Field {...shell}>
      <input
        {...{ placeholder, autoComplete, maxLength, inputMode, autoFocus, readOnly }}
        {...control}
        type={type}
        ref={inputRef}
        value={(field.value as string | null | undefined) ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        className={controlClass(!!error)}
      />
    </Field>
  );
}
