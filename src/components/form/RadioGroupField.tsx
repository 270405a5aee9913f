import type { FieldPath, FieldValues } from 'react-hook-form';
import { cx } from '../ui/cx';
import { FieldLabel, FieldMessages, fieldAria, type ControlledFieldProps } from './Field';
import { optionIndex, type Option } from './options';
import { useFieldShell } from './useFieldShell';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

export interface RadioGroupFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T> extends ControlledFieldProps<T, N, O> {
  options: readonly Option[];
  /** Lay the options out in a row. */
  inline?: boolean;
}

/**
 * Radios in a fieldset whose legend is the label. Native radios: Tab enters the group, the arrow
 * keys move and select. The form value is the option's value (string or number, as given).
 */
export function RadioGroupField<T extends FieldValues, N extends FieldPath<T>, O = T>(props: RadioGroupFieldProps<T, N, O>) {
  const { label, hint, required, disabled, hideLabel, className, options, inline } = props;
  const { field, id, error } = useFieldShell(props);
  const { ref, value: fieldValue, onChange, onBlur, name: fieldName } = field;
  const selected = optionIndex(options, fieldValue);
  // A radio chosen in the server's HTML before the page's script ran: kept.
  const groupRef = useTypedBeforeHydration<HTMLFieldSetElement>(
    undefined,
    selected >= 0 ? String(options[selected]!.value) : '',
    (text) => {
      const chosen = options.find((option) => String(option.value) === text);
      if (chosen) onChange(chosen.value);
    },
    (group) => group.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value ?? '',
  );
  return (
    <fieldset
      ref={groupRef}
      id={id}
      role="radiogroup"
      className={cx('flex flex-col gap-1', className)}
      aria-required={required || undefined}
      {...fieldAria(id, { hint, error })}
      disabled={disabled}
    >
      <FieldLabel as="legend" required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <div className={cx('mt-1 flex gap-2', inline ? 'flex-row flex-wrap gap-x-6' : 'flex-col')}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          return (
            <div key={String(option.value)} className="flex items-start gap-2">
              <input
                id={optionId}
                type="radio"
                name={fieldName}
                ref={index === Math.max(0, selected) ? ref : undefined}
                value={String(option.value)}
                checked={index === selected}
                disabled={option.disabled}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
                className="mt-0.5 h-4 w-4 shrink-0 accent-primary-700 focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700 focus-visible:ring-offset-2"
              />
              <div className="flex flex-col">
                <label htmlFor={optionId} className="text-sm text-slate-800">
                  {option.label}
                </label>
                {option.description ? (
                  <span id={`${optionId}-description`} className="text-xs text-slate-600">
                    {option.description}
                  </span>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </fieldset>
  );
}
