import { useState } from 'react';
import { PASSWORD_MAX } from '@/lib/validators/common';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { PENDING_HYDRATION_CLASS, usePendingHydration } from '../ui/Button';
import { cx } from '../ui/cx';
import { Field, type ControlledFieldProps } from './Field';
import { controlClass } from './styles';
import { useFieldShell } from './useFieldShell';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

export interface PasswordFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T> extends ControlledFieldProps<T, N, O> {
  autoComplete?: 'current-password' | 'new-password';
  placeholder?: string;
}

/** A password input with a show/hide toggle ('Mostrar senha' / 'Ocultar senha'). */
export function PasswordField<T extends FieldValues, N extends FieldPath<T>, O = T>(props: PasswordFieldProps<T, N, O>) {
  const { autoComplete = 'current-password', placeholder } = props;
  const { field, id, error, shell, control } = useFieldShell(props);
  const inputRef = useTypedBeforeHydration(field.ref, field.value, field.onChange);
  const [visible, setVisible] = useState(false);
  // The toggle needs the script: on a server-rendered form (/participe) it waits visibly until hydration.
  const pending = usePendingHydration();
  return (
    <Field {...shell}>
      <div className="relative">
        <input
          {...control}
          type={visible ? 'text' : 'password'}
          ref={inputRef}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
          autoComplete={autoComplete}
          maxLength={PASSWORD_MAX}
          placeholder={placeholder}
          className={controlClass(!!error, 'h-10 pr-24')}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-controls={id}
          disabled={props.disabled}
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
