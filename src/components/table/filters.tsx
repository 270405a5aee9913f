import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { MaskName } from '@/lib/mask-patterns';
import { MaskedInput } from '../form/MaskedInput';
import type { Option } from '../form/options';
import { optionsHint, type OptionsSource } from '../form/options-hint';
import { useTypedBeforeHydration } from '../form/useTypedBeforeHydration';
import { cx } from '../ui/cx';
import { HydrateLater } from '../ui/HydrateLater';
import type { FilterDef, FilterOptions } from './filter-defs';
import type { ListController } from './useListParams';

const inputClass =
  'h-9 rounded-md border border-slate-400 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700';

interface SearchFilterProps<F extends string> {
  list: ListController<F>;
  /** The filter's query key, e.g. 'search'. */
  name: F;
  label?: string;
  placeholder?: string;
  /** Typing waits this long before the list reloads (ms). Enter applies at once. */
  debounceMs?: number;
  /** A document's mask: the field shows it formatted and filters by its digits. */
  mask?: MaskName;
  className?: string;
}

/** A text filter of a DataTable: typing updates the URL filter (debounced) and goes back to page 1. */
function SearchFilter<F extends string>({ list, name, label = 'Buscar', placeholder, debounceMs = 300, mask, className }: SearchFilterProps<F>) {
  const id = useId();
  const current = list.state.filters[name];
  const applied = typeof current === 'string' ? current : '';
  const [text, setText] = useState(applied);
  // Follow the URL when it changes from outside (back/forward, 'Limpar filtros').
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setText(applied);
  }
  const inputRef = useTypedBeforeHydration(undefined, text, setText);
  const { setFilters } = list;
  useEffect(() => {
    if (text.trim() === applied) return;
    const timer = setTimeout(() => setFilters({ [name]: text.trim() } as Partial<Record<F, string>>), debounceMs);
    return () => clearTimeout(timer);
  }, [text, applied, name, debounceMs, setFilters]);
  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    setFilters({ [name]: text.trim() } as Partial<Record<F, string>>);
  };
  return (
    <div className={cx('flex max-w-full flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {mask ? (
        <MaskedInput
          id={id}
          inputRef={inputRef}
          mask={mask}
          value={text}
          placeholder={placeholder}
          onValueChange={(digits) => setText(digits)}
          onKeyDown={applyOnEnter}
          className={cx(inputClass, 'w-72 max-w-full')}
        />
      ) : (
        <input
          id={id}
          ref={inputRef}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={applyOnEnter}
          className={cx(inputClass, 'w-72 max-w-full')}
        />
      )}
    </div>
  );
}

interface SelectFilterProps<F extends string> {
  list: ListController<F>;
  name: F;
  label: string;
  options: readonly Option[];
  /** Where loaded options come from: while they failed to load, the filter says so with "Tentar novamente". */
  source?: OptionsSource;
  /** The option that clears the filter. */
  allLabel?: string;
  className?: string;
}

/**
 * A select filter of a DataTable ('Todos' clears it); a change goes back to page 1. Its width is
 * fixed, not its longest option's: options that arrive after the first paint (products, companies)
 * must not widen it and wrap the filter bar onto a second line, pushing the page down.
 */
function SelectFilter<F extends string>({ list, name, label, options, source, allLabel = 'Todos', className }: SelectFilterProps<F>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const failedSource = source?.isError ? source : null;
  const current = list.state.filters[name];
  const value = typeof current === 'string' ? current : '';
  // The URL catches up a moment after a change: until it does, keep showing what was chosen
  // (otherwise the select flicks back to the old option for a frame).
  const [pending, setPending] = useState<{ chosen: string; from: string } | null>(null);
  if (pending && value !== pending.from) setPending(null);
  const choose = (chosen: string) => {
    setPending({ chosen, from: value });
    list.setFilters({ [name]: chosen } as Partial<Record<F, string>>);
  };
  const selectRef = useTypedBeforeHydration<HTMLSelectElement>(undefined, value, choose);
  return (
    <div className={cx('flex w-48 flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        ref={selectRef}
        value={pending?.chosen ?? value}
        onChange={(event) => choose(event.target.value)}
        aria-describedby={failedSource ? hintId : undefined}
        className={cx(inputClass, 'w-full')}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
      {failedSource ? (
        <p id={hintId} className="max-w-64 text-xs text-slate-700">
          {optionsHint(failedSource)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The fields of a list's declared filters (`list.filterDefs`), in declaration order, with the
 * list threaded in: what DataTable puts in its filter bar. `options` brings what a select learns
 * only at render (loaded options, their source, hidden). `urlFilter`s draw nothing.
 */
export function DeclaredFilters<F extends string>({ list, options }: { list: ListController<F>; options?: FilterOptions<F> }) {
  return (Object.entries(list.filterDefs) as [F, FilterDef][]).map(([name, def]) => {
    if (def.kind === 'search') {
      return <SearchFilter key={name} list={list} name={name} label={def.label} placeholder={def.placeholder} debounceMs={def.debounceMs} mask={def.mask} />;
    }
    const given = options?.[name];
    if (def.kind === 'url' || given?.hidden) return null;
    // A select (its options) hydrates after the search beside it, which a visitor reaches for first.
    return (
      <HydrateLater key={name}>
        <SelectFilter list={list} name={name} label={def.label} options={given?.options ?? def.options ?? []} source={given?.source} allLabel={def.allLabel} />
      </HydrateLater>
    );
  });
}
