import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ibgeQueries, type StateOption } from '@/lib/external/ibge';
import { toOptions, type Option } from './options';

/** "São Paulo (SP)": the label of a UF in filters and in forms where the UF stands alone. */
const stateWithUf = (state: StateOption) => `${state.name} (${state.uf})`;

/**
 * The UFs as select options (value: the UF), from IBGE's state list, fetched once a session and
 * shared by every screen. `label` must be stable (a module-level function). Returns the loading
 * flag and the query's isError/refetch for `optionsHint`.
 */
export function useUfOptions(label: (state: StateOption) => string = stateWithUf) {
  const states = useQuery(ibgeQueries.states());
  const options = useMemo<Option[]>(() => toOptions(states.data, (state) => state.uf, label), [states.data, label]);
  return { options, loading: states.isPending, isError: states.isError, refetch: states.refetch };
}
