import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { cx } from '../ui/cx';
import { Field, labelId, type ControlledFieldProps } from './Field';
import type { Option, OptionValue } from './options';
import { useFieldShell } from './useFieldShell';

export interface MultiSelectFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T> extends ControlledFieldProps<T, N, O> {
  options: readonly Option[];
  placeholder?: string;
  loading?: boolean;
  /** Shown in the list when the typed filter matches nothing. */
  noOptionsText?: string;
}

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/**
 * A multi-select combobox: type to filter, ↓/↑ to move, Enter to select or unselect the active
 * option (the list stays open), Esc to close, Backspace on an empty filter removes the last
 * choice. Choices show as chips with a 'Remover' button each. The form value is the array of
 * chosen values, in the order of `options`.
 */
export function MultiSelectField<T extends FieldValues, N extends FieldPath<T>, O = T>(props: MultiSelectFieldProps<T, N, O>) {
  const { required, disabled, options, placeholder = 'Selecione...', loading = false, noOptionsText = 'Nenhuma opção encontrada.' } = props;
  const { field, id, error, shell, control: aria } = useFieldShell(props);
  const { ref, value: fieldValue, onChange, onBlur, name: fieldName } = field;
  const listId = `${id}-listbox`;
  const statusId = `${useId()}-status`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  const value = useMemo(() => (Array.isArray(fieldValue) ? (fieldValue as OptionValue[]) : []), [fieldValue]);
  const chosen = options.filter((option) => value.includes(option.value));
  const filtered = useMemo(() => {
    const q = normalize(query);
    return q ? options.filter((option) => normalize(option.label).includes(q)) : [...options];
  }, [options, query]);
  const activeIndex = Math.min(active, filtered.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (open && activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  function toggle(option: Option) {
    if (option.disabled) return;
    const next = value.includes(option.value) ? value.filter((v) => v !== option.value) : [...value, option.value];
    // Keep the order of the options, whatever the order of the clicks.
    onChange(options.filter((o) => next.includes(o.value)).map((o) => o.value));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(0);
        } else setActive(Math.min(activeIndex + 1, filtered.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) setActive(Math.max(activeIndex - 1, 0));
        break;
      case 'Home':
        if (open) {
          event.preventDefault();
          setActive(0);
        }
        break;
      case 'End':
        if (open) {
          event.preventDefault();
          setActive(filtered.length - 1);
        }
        break;
      case 'Enter':
        event.preventDefault();
        if (open && filtered[activeIndex]) toggle(filtered[activeIndex]);
        else setOpen(true);
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        } else if (query) {
          event.preventDefault();
          setQuery('');
        }
        break;
      case 'Backspace':
        if (query === '' && chosen.length > 0) toggle(chosen[chosen.length - 1]!);
        break;
      default:
        break;
    }
  }

  return (
    <Field {...shell}>
      <div
        className="relative"
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            setOpen(false);
            onBlur();
          }
        }}
      >
        <div
          className={cx(
            'flex min-h-10 w-full flex-wrap items-center gap-1 rounded-md border px-2 py-1 shadow-sm',
            'focus-within:ring-2 focus-within:ring-offset-1',
            error ? 'border-red-600 focus-within:ring-red-600' : 'border-slate-400 focus-within:ring-primary-700',
            // One background or the other: with both, Tailwind's stylesheet order (white last) wins.
            disabled ? 'cursor-not-allowed bg-slate-100' : 'bg-white',
          )}
        >
          {chosen.map((option) => (
            <span key={String(option.value)} className="inline-flex items-center gap-1 rounded bg-primary-50 py-0.5 pr-0.5 pl-2 text-xs text-primary-800">
              {option.label}
              <button
                type="button"
                disabled={disabled}
                onClick={() => toggle(option)}
                aria-label={`Remover ${option.label}`}
                className="rounded px-1 leading-none hover:bg-primary-100 focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700"
              >
                <span aria-hidden="true">×</span>
              </button>
            </span>
          ))}
          <input
            ref={ref}
            id={id}
            name={fieldName}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            aria-required={required || undefined}
            aria-busy={loading || undefined}
            aria-invalid={aria['aria-invalid']}
            aria-describedby={[aria['aria-describedby'], statusId].filter(Boolean).join(' ')}
            disabled={disabled}
            value={query}
            placeholder={chosen.length ? '' : loading ? 'Carregando...' : placeholder}
            onChange={(event) => {
              setQuery(event.target.value);
              setOpen(true);
              setActive(0);
            }}
            onClick={() => setOpen((o) => !o)}
            onKeyDown={onKeyDown}
            className="h-8 min-w-24 flex-1 border-0 bg-transparent px-1 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-hidden disabled:cursor-not-allowed"
          />
        </div>
        <span id={statusId} className="sr-only">
          {chosen.length === 0 ? 'Nenhum item selecionado' : chosen.length === 1 ? '1 item selecionado' : `${chosen.length} itens selecionados`}
        </span>
        {open ? (
          <ul
            id={listId}
            role="listbox"
            aria-multiselectable="true"
            aria-labelledby={labelId(id)}
            className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-md border border-slate-300 bg-white py-1 text-sm shadow-lg"
          >
            {loading ? (
              <li role="presentation" className="px-3 py-2 text-slate-600">
                Carregando...
              </li>
            ) : filtered.length === 0 ? (
              <li role="presentation" className="px-3 py-2 text-slate-600">
                {noOptionsText}
              </li>
            ) : (
              filtered.map((option, index) => {
                const selected = value.includes(option.value);
                return (
                  <li
                    key={String(option.value)}
                    id={optionId(index)}
                    role="option"
                    aria-selected={selected}
                    aria-disabled={option.disabled || undefined}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActive(index)}
                    onClick={() => toggle(option)}
                    className={cx(
                      'flex cursor-pointer items-center gap-2 px-3 py-2',
                      index === activeIndex && 'bg-primary-50',
                      option.disabled && 'cursor-not-allowed text-slate-500',
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cx(
                        'flex h-4 w-4 items-center justify-center rounded border text-[10px] leading-none',
                        selected ? 'border-primary-700 bg-primary-700 text-white' : 'border-slate-500',
                      )}
                    >
                      {selected ? '✓' : ''}
                    </span>
                    {option.label}
                  </li>
                );
              })
            )}
          </ul>
        ) : null}
      </div>
    </Field>
  );
}
