import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { Option } from './options';
import { optionsHint } from './optionsHint';
import { SelectField, type SelectFieldProps } from './SelectField';

export interface AsyncOptionsProps {
  /** The query key of the options (a feature's key factory entry). */
  queryKey: QueryKey;
  /** Loads the options, e.g. a `.../select-list` call mapped to { value, label }. */
  queryFn: () => Promise<Option[]>;
  /** How long the options stay fresh (ms); `Infinity` for lists that never change in a session. */
  staleTime?: number;
  /** Load only when true (e.g. sub-categories once a category is chosen). */
  enabled?: boolean;
}

/** The options of an async select: loading flag, the list (empty while loading or failed), and the query's isError/refetch. */
export function useAsyncOptions({ queryKey, queryFn, staleTime = 5 * 60_000, enabled = true }: AsyncOptionsProps) {
  const query = useQuery({ queryKey, queryFn, staleTime, enabled });
  return { options: query.data ?? EMPTY, loading: enabled && query.isPending, isError: query.isError, refetch: query.refetch };
}

const EMPTY: Option[] = [];

export type AsyncSelectFieldProps<T extends FieldValues, N extends FieldPath<T>, O = T> = Omit<SelectFieldProps<T, N, O>, 'options' | 'loading'> &
  AsyncOptionsProps;

/** A SelectField whose options come from a query (the `.../select-list` calls). */
export function AsyncSelectField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  queryKey,
  queryFn,
  staleTime,
  enabled,
  hint,
  ...props
}: AsyncSelectFieldProps<T, N, O>) {
  const state = useAsyncOptions({ queryKey, queryFn, staleTime, enabled });
  return <SelectField {...props} options={state.options} loading={state.loading} hint={optionsHint(state, hint)} />;
}
