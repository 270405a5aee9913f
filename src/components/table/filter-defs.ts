import type { Option } from '../form/options';
import type { MaskName } from '@/lib/mask-patterns';
import type { OptionsSource } from '../form/options-hint';
import { positiveIntParam } from '@/lib/query-param';

/**
 * A list's filters, declared once: `useListParams({ filters: { search: searchFilter(…), status:
 * selectFilter(…) } })`. The keys are the URL's (and the list call's) filter names; each
 * definition says what the key accepts from the URL and which field DataTable draws for it, in
 * declaration order. Plain data (no React), so server prefetches read the URL with the same
 * declaration the screen uses.
 */

/**
 * What a filter takes from the URL. `'id'`: a positive whole number (an id from a select list);
 * `'index'`: a whole number from 0; a list: one of these values, or of these options' values.
 * Anything else (an old or hand-edited link) is dropped into `state.ignored` and never sent.
 */
type FilterAccepts = 'id' | 'index' | readonly string[] | readonly { value: string | number }[];

interface FilterDefBase {
  /** Undefined: any text. */
  readonly accepts?: FilterAccepts;
  /** Takes several values (`status=A&status=B`, or `status=A,B`). */
  readonly multi?: boolean;
}

interface SearchFilterDef extends FilterDefBase {
  readonly kind: 'search';
  readonly label: string;
  readonly placeholder?: string;
  /** Typing waits this long before the list reloads (ms); Enter applies at once. */
  readonly debounceMs?: number;
  /** A document's mask ('cnpj'): the field formats as the form fields do and filters by the digits. */
  readonly mask?: MaskName;
}

interface SelectFilterDef extends FilterDefBase {
  readonly kind: 'select';
  readonly label: string;
  /** Static options; options loaded at run time come through DataTable's `filterOptions`. */
  readonly options?: readonly Option[];
  /** The option that clears the filter ('Todos' by default). */
  readonly allLabel?: string;
  readonly accepts: FilterAccepts;
}

/** A URL key with no field of its own: the screen shows it its own way (a note, PeriodFilter, a checkbox in `filters`). */
interface UrlFilterDef extends FilterDefBase {
  readonly kind: 'url';
}

export type FilterDef = SearchFilterDef | SelectFilterDef | UrlFilterDef;

/** A list's declared filters: URL key → definition; declaration order is the filter bar's. */
export type FilterDefs<F extends string> = { readonly [K in F]: FilterDef };

/** What a select filter learns only at render: loaded options, where they come from ("Tentar novamente"), or that it is not shown. */
interface FilterRenderOptions {
  options?: readonly Option[];
  source?: OptionsSource;
  hidden?: boolean;
}

/** DataTable's `filterOptions`: keyed by the list's declared filters (a misspelt key does not compile). */
export type FilterOptions<F extends string> = { readonly [K in F]?: FilterRenderOptions };

/** A free-text field ('Buscar' unless `label` says otherwise), debounced. */
export function searchFilter(def: Omit<SearchFilterDef, 'kind' | 'label'> & { label?: string } = {}): SearchFilterDef {
  return { kind: 'search', label: 'Buscar', ...def };
}

type SelectWithOptions = Omit<SelectFilterDef, 'kind' | 'accepts' | 'options'> & { options: readonly Option[] };
type SelectLoaded = Omit<SelectFilterDef, 'kind' | 'options'>;

/**
 * A select field. With static `options` it accepts exactly their values; options that load at run
 * time (given to DataTable's `filterOptions`) need `accepts` ('id', 'index' or the known values).
 */
export function selectFilter(def: SelectWithOptions | SelectLoaded): SelectFilterDef {
  return 'options' in def ? { kind: 'select', accepts: def.options, ...def } : { kind: 'select', ...def };
}

/** A filter kept in the URL and sent to the list call, without a field drawn by DataTable. */
export function urlFilter(def: Omit<UrlFilterDef, 'kind'> = {}): UrlFilterDef {
  return { kind: 'url', ...def };
}

/** Whether `value` is one the filter takes from the URL. */
export function accepted(value: string, accepts: FilterAccepts | undefined): boolean {
  if (accepts === undefined) return true;
  if (accepts === 'id') return positiveIntParam(value) !== undefined;
  if (accepts === 'index') return value === '0' || positiveIntParam(value) !== undefined;
  return accepts.some((allowed) => (typeof allowed === 'string' ? allowed : String(allowed.value)) === value);
}

/** Whether a declaration draws any field (DataTable then shows its filter bar). */
export function hasFields(defs: Readonly<Record<string, FilterDef>>): boolean {
  return Object.values(defs).some((def) => def.kind !== 'url');
}

/** The URL keys of a declaration, in order. */
export function filterNames<F extends string>(defs: FilterDefs<F> | undefined): F[] {
  return defs ? (Object.keys(defs) as F[]) : [];
}

/**
 * What reading the URL depends on (keys, accepted values, multi), without labels and render-time
 * options: a memo key, and (`readFilters`) the declaration's reading part back from it.
 */
export function filterKey<F extends string>(defs: FilterDefs<F> | undefined): string {
  return JSON.stringify(filterNames(defs).map((name) => [name, defs![name].accepts ?? null, defs![name].multi ?? false]));
}

export function readFilters<F extends string>(key: string): FilterDefs<F> {
  const entries = JSON.parse(key) as [F, FilterAccepts | null, boolean][];
  return Object.fromEntries(entries.map(([name, accepts, multi]) => [name, urlFilter({ ...(accepts ? { accepts } : {}), multi })])) as FilterDefs<F>;
}
