import { useState } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { PENDING_HYDRATION_CLASS, usePendingHydration } from '../ui/Button';
import { cx } from '../ui/cx';
import { Field, fieldAria, useFieldId, type ControlledFieldProps } from './Field';
import { controlClass } from './styles';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

export interface PasswordFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T> extends ControlledFieldProps<T, N, O> {
  autoComplete?: 'current-password' | 'new-password';
  placeholder?: string;
}

/** A password input with a show/hide toggle ('Mostrar senha' / 'Ocultar senha'). */
export function PasswordField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  id: idProp,
  hideLabel,
  className,
  autoComplete = 'current-password',
  placeholder,
}: PasswordFieldProps<T, N, O>) {
  const {
    field: { ref, value: fieldValue, onChange, onBlur, name: fieldName },
    fieldState,
  } = useController({ control, name });
  const id = useFieldId(name, idProp);
  const inputRef = useTypedBeforeHydration(ref, fieldValue, onChange);
  const error = fieldState.error?.message;
  const [visible, setVisible] = useState(false);
  // The toggle needs the script: on a server-rendered form (/participe) it waits visibly until hydration.
  const pending = usePendingHydration();
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={className}>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          name={fieldName}
          ref={inputRef}
          value={(fieldValue as string | null | undefined) ?? ''}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          disabled={disabled}
          autoComplete={autoComplete}
          placeholder={placeholder}
          aria-required={required || undefined}
          {...fieldAria(id, { hint, error })}
          className={controlClass(!!error, 'h-10 pr-24')}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-controls={id}
          disabled={disabled}
          aria-disabled={pending || undefined}
          className={cx(
            'absolute inset-y-1 right-1 rounded px-2 text-xs font-medium text-primary-800 hover:bg-primary-50 focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700',
            pending && PENDING_HYDRATION_CLASS,
          )}
        >
          {visible ? 'Ocultar senha' : 'Mostrar senha'}
        </button>
      </div>
    </Field>
  );
}
