import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { Option } from './options';
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

/** The options of an async select: loading flag, the list (empty while loading or failed), a retry. */
export function useAsyncOptions({ queryKey, queryFn, staleTime = 5 * 60_000, enabled = true }: AsyncOptionsProps) {
  const query = useQuery({ queryKey, queryFn, staleTime, enabled });
  const { refetch } = query;
  return { options: query.data ?? EMPTY, loading: enabled && query.isPending, error: query.isError, retry: () => void refetch() };
}

/** Where a select's options come from: `useAsyncOptions` (or alike), or a React Query result. */
export type OptionsSource = { error: boolean; retry: () => void } | { isError: boolean; refetch: () => Promise<unknown> };

/**
 * The hint of a select: while its options failed to load, says so with a "Tentar novamente"
 * button (the form keeps everything else the user typed); otherwise `hint`.
 */
export function optionsHint(source: OptionsSource, hint?: ReactNode): ReactNode {
  const failed = 'isError' in source ? source.isError : source.error;
  if (!failed) return hint;
  const retry = 'isError' in source ? () => void source.refetch() : source.retry;
  return (
    <>
      Não foi possível carregar as opções.{' '}
      <button type="button" onClick={retry} className="font-semibold text-primary-800 underline hover:text-primary-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary-700">
        Tentar novamente
      </button>
    </>
  );
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
