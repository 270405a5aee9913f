import type { ReactNode } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldAria, useFieldId, type ControlledFieldProps } from './Field';

/**
 * The wiring every kit field repeats: the react-hook-form controller, the control's id, its error,
 * the props of the <Field> frame (`shell`) and the attributes every control carries (`control`:
 * id, name, onBlur, disabled, aria-required, aria-invalid, aria-describedby). `hintFor` builds the
 * hint from the value when the field adds to it (TextareaField's character count).
 */
export function useFieldShell<T extends FieldValues, N extends FieldPath<T>, O = T>(
  props: ControlledFieldProps<T, N, O>,
  hintFor?: (value: unknown) => ReactNode,
) {
  const { control, name, label, required, disabled, hideLabel, className } = props;
  const { field, fieldState } = useController({ control, name });
  const id = useFieldId(name, props.id);
  const error = fieldState.error?.message;
  const hint = hintFor ? hintFor(field.value) : props.hint;
  return {
    field,
    id,
    error,
    shell: { id, label, hint, error, required, hideLabel, className },
    control: {
      id,
      name: field.name,
      onBlur: field.onBlur,
      disabled,
      'aria-required': required || undefined,
      ...fieldAria(id, { hint, error }),
    },
  };
}
