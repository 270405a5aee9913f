import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { Option } from './options';
import { optionsHint } from './options-hint';
import { SelectField, type SelectFieldProps } from './SelectField';

export interface AsyncOptionsProps<Q = Option[], K extends QueryKey = QueryKey> {
  /**
   * The options' query: a feature's `queryOptions` (its queries.ts), with a `select` that maps its
   * data to `{ value, label }` unless it loads options already. Fresh for 5 min unless it says otherwise.
   */
  query: UseQueryOptions<Q, Error, Option[], K>;
  /** Load only when true (e.g. sub-categories once a category is chosen). */
  enabled?: boolean;
}

/** The options of an async select: loading flag, the list (empty while loading or failed), and the query's isError/refetch. */
function useAsyncOptions<Q, K extends QueryKey>({ query: options, enabled = true }: AsyncOptionsProps<Q, K>) {
  const query = useQuery({ staleTime: 5 * 60_000, ...options, enabled });
  // Not enabled: no options, even when another screen cached the same query's data.
  return { options: enabled ? (query.data ?? EMPTY) : EMPTY, loading: enabled && query.isPending, isError: query.isError, refetch: query.refetch };
}

const EMPTY: Option[] = [];

export type AsyncSelectFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T, Q = Option[], K extends QueryKey = QueryKey> = Omit<
  SelectFieldProps<T, N, O>,
  'options' | 'loading'
> &
  AsyncOptionsProps<Q, K>;

/** A SelectField whose options come from a query (the `.../select-list` calls). */
export function AsyncSelectField<T extends FieldValues, N extends FieldPath<T>, O = T, Q = Option[], K extends QueryKey = QueryKey>({
  query,
  enabled,
  hint,
  ...props
}: AsyncSelectFieldProps<T, N, O, Q, K>) {
  const state = useAsyncOptions({ query, enabled });
  return <SelectField {...props} options={state.options} loading={state.loading} hint={optionsHint(state, hint)} />;
}
